import { BASIS, clamp, percentOf, roundHalfAway, sum } from './arithmetic';

export const feeCategories = [
  'Exchange',
  'ServiceCharge',
  'Tax',
  'VAT',
  'PartnerCommission',
  'InternalCommission',
] as const;
export type FeeCategory = (typeof feeCategories)[number];

export type FeeAmount =
  | { readonly kind: 'FlatAmount'; readonly amount: number }
  | { readonly kind: 'Percentage'; readonly basisPoints: number };

export interface Fee {
  readonly id: number;
  readonly name: string;
  readonly category: FeeCategory;
  readonly type: 'PerTicket' | 'PerOrder';
  readonly amount: FeeAmount;
  readonly min?: number | null;
  readonly max?: number | null;
  /** Shown as part of the ticket price instead of as a separate line. */
  readonly includeInFaceValue: boolean;
  /** Counts towards the base of Tax and VAT fees. */
  readonly taxable: boolean;
  /** The fee is contained in the face value and carved out of it, not added on top. */
  readonly reverseCalculation: boolean;
}

export interface FeeCharge {
  readonly feeId: number;
  readonly category: FeeCategory;
  readonly amount: number;
  /** Added on top of the face value (false for reverse-calculated fees). */
  readonly added: boolean;
  readonly includeInFaceValue: boolean;
}

/**
 * A fee of this category is a partner's commission (decisions/0053): owed by the venue to the
 * partner an order is credited to, never added to what the buyer pays.
 */
export const isPartnerCommission = (fee: Pick<Fee, 'category'>) => fee.category === 'PartnerCommission';

const isTax = (fee: Fee) => fee.category === 'Tax' || fee.category === 'VAT';

/** The fee on a base amount; a reverse fee is the part of the base it is contained in. */
export function feeOn(base: number, fee: Fee): number {
  let amount: number;
  if (fee.reverseCalculation) {
    amount =
      fee.amount.kind === 'Percentage'
        ? base - roundHalfAway((base * BASIS) / (BASIS + fee.amount.basisPoints))
        : Math.min(fee.amount.amount, base);
  } else {
    amount = fee.amount.kind === 'Percentage' ? percentOf(base, fee.amount.basisPoints) : fee.amount.amount;
  }
  const clamped = clamp(amount, fee.min, fee.max);
  // A carved-out fee can never exceed what it is carved out of.
  return fee.reverseCalculation ? Math.min(clamped, Math.max(base, 0)) : clamped;
}

/**
 * Charges a list of fees on a base: service fees first, then Tax and VAT on the base plus the
 * taxable service fees.
 */
export function chargeFees(base: number, fees: readonly Fee[]): FeeCharge[] {
  const charge = (fee: Fee, on: number): FeeCharge => ({
    feeId: fee.id,
    category: fee.category,
    amount: feeOn(on, fee),
    added: !fee.reverseCalculation,
    includeInFaceValue: fee.includeInFaceValue,
  });
  const serviceFees = fees.filter((f) => !isTax(f));
  const service = serviceFees.map((f) => charge(f, base));
  const taxableService = sum(
    service.filter((c, i) => c.added && serviceFees[i]!.taxable).map((c) => c.amount),
  );
  const taxes = fees.filter(isTax).map((f) => charge(f, base + taxableService));
  return [...service, ...taxes];
}

/** What a buyer pays on top of the face value for these charges. */
export function addedTotal(charges: readonly FeeCharge[]): number {
  return sum(charges.filter((c) => c.added).map((c) => c.amount));
}
