import { sum } from '../pricing/arithmetic';

export interface CustomerOrderValue {
  /** Minor units. */
  readonly total: number;
  readonly status: string;
}

export interface CustomerValue {
  readonly orderCount: number;
  /** Minor units: what the customer's orders came to, voided orders left out. */
  readonly lifetimeValue: number;
  /** Minor units, rounded; 0 without orders. */
  readonly averageOrder: number;
}

/** Lifetime value and average order amount of a customer (voided orders do not count). */
export function customerValue(orders: readonly CustomerOrderValue[]): CustomerValue {
  const counted = orders.filter((o) => o.status !== 'voided');
  const lifetimeValue = sum(counted.map((o) => o.total));
  return {
    orderCount: counted.length,
    lifetimeValue,
    averageOrder: counted.length === 0 ? 0 : Math.round(lifetimeValue / counted.length),
  };
}

/** What is left of a customer after anonymizing: no name, email, phone or address. */
export function anonymizedEmail(customerId: number): string {
  return `anonymized-${customerId}@invalid`;
}
