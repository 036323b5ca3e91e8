import type { PaymentType } from './payments';

/** The payment types a back-office sale takes, in the order a seller sees them. */
export const staffSalePaymentTypes = [
  'Cash',
  'CreditCard',
  'StripeTerminal',
  'Check',
  'GiftCertificate',
  'Comp',
  'Custom',
  'Manual',
  'AccountCredit',
] as const satisfies readonly PaymentType[];

/**
 * Tools → POS settings (decisions/0093): the payment types a point-of-sale counter takes, in
 * the order its sellers see them; the first is the one a new payment line starts with. Any of
 * the back-office ones.
 */
export const posPaymentTypeChoices = staffSalePaymentTypes;
export type PosPaymentType = (typeof posPaymentTypeChoices)[number];

/** Until an account chooses, its counter takes every staff payment type in this order. */
export const defaultPosPaymentTypes: readonly PosPaymentType[] = posPaymentTypeChoices;

/** Why a list of POS payment types cannot be saved: none chosen, or one chosen twice. */
export function posPaymentTypesProblem(types: readonly string[]): 'empty' | 'duplicate' | null {
  if (types.length === 0) return 'empty';
  return new Set(types).size === types.length ? null : 'duplicate';
}

/**
 * What a seller sees at a point-of-sale checkout: the counter's payment types in its order,
 * less those the seller's user group may not take.
 */
export function posPaymentTypesFor(
  offered: readonly PaymentType[],
  groupAllows: (type: PaymentType) => boolean,
): PaymentType[] {
  return offered.filter(groupAllows);
}
