import type { CardType, FundingType } from '../commerce/cards';
import { clamp, percentOf } from './arithmetic';

/** What a card payment of one card type and funding type costs in commission. */
export interface PaymentCommission {
  readonly cardType: CardType;
  readonly fundingType: FundingType;
  /** Percentage of the payment, in basis points. */
  readonly basisPoints: number;
  /** A flat amount per payment, in minor units, added to the percentage. */
  readonly flatAmount: number;
  readonly min: number | null;
  readonly max: number | null;
}

export interface CardPayment {
  /** Minor units. */
  readonly amount: number;
  readonly cardType: CardType;
  readonly fundingType: FundingType;
}

/**
 * The commission row that applies to a payment: the one for its card type and funding type,
 * else the card type's row for an unknown funding type, else none.
 */
export function commissionRuleFor(
  payment: Pick<CardPayment, 'cardType' | 'fundingType'>,
  commissions: readonly PaymentCommission[],
): PaymentCommission | undefined {
  const ofCard = commissions.filter((c) => c.cardType === payment.cardType);
  return (
    ofCard.find((c) => c.fundingType === payment.fundingType) ??
    ofCard.find((c) => c.fundingType === 'unknown')
  );
}

/**
 * The commission on a card payment in minor units: the percentage plus the flat amount,
 * held within the row's minimum and maximum, and never negative. No row, no commission.
 */
export function commissionFor(payment: CardPayment, commissions: readonly PaymentCommission[]): number {
  const rule = commissionRuleFor(payment, commissions);
  if (!rule) return 0;
  const base = Math.max(0, payment.amount);
  const raw = percentOf(base, Math.max(0, rule.basisPoints)) + Math.max(0, rule.flatAmount);
  return Math.max(0, clamp(raw, rule.min, rule.max));
}

export interface CommissionRowProblem {
  readonly index: number;
  readonly code: 'admin.commission_duplicate' | 'admin.fee_min_above_max';
  readonly field: 'fundingType' | 'min';
}

/** Rows saved together: one per card type and funding type, each minimum at most its maximum. */
export function commissionRowProblems(
  rows: readonly Pick<PaymentCommission, 'cardType' | 'fundingType' | 'min' | 'max'>[],
): CommissionRowProblem[] {
  const seen = new Set<string>();
  const problems: CommissionRowProblem[] = [];
  rows.forEach((row, index) => {
    const key = `${row.cardType}/${row.fundingType}`;
    if (seen.has(key)) problems.push({ index, code: 'admin.commission_duplicate', field: 'fundingType' });
    seen.add(key);
    if (row.min !== null && row.max !== null && row.min > row.max) {
      problems.push({ index, code: 'admin.fee_min_above_max', field: 'min' });
    }
  });
  return problems;
}
