import { type DeliveryMethodType, methodNeedsAddress } from './delivery';

/** Why staff cannot move an order to another delivery method (tools → bulk update). */
export type DeliveryMoveProblem = 'order_voided' | 'method_not_in_plan' | 'address_missing';

export interface DeliveryMoveOrder {
  readonly status: 'new' | 'used' | 'voided';
  /** The delivery plan of each event the order has tickets for (null: the event has none). */
  readonly eventPlanIds: readonly (number | null)[];
  readonly hasAddress: boolean;
}

/**
 * Checks a move of one order to `method`: a voided order keeps its delivery; the method must
 * belong to the plan every event of the order shares (as at checkout, where a basket whose
 * events use different plans is offered nothing); mail needs the postal address the order has.
 */
export function deliveryMoveProblem(
  order: DeliveryMoveOrder,
  method: { readonly planId: number; readonly type: DeliveryMethodType },
): DeliveryMoveProblem | null {
  if (order.status === 'voided') return 'order_voided';
  if (order.eventPlanIds.length === 0 || order.eventPlanIds.some((p) => p !== method.planId)) {
    return 'method_not_in_plan';
  }
  if (methodNeedsAddress(method.type) && !order.hasAddress) return 'address_missing';
  return null;
}
