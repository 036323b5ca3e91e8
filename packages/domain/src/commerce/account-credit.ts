/**
 * A customer's account credit ("on account", decisions/0087): money the venue owes a customer,
 * kept as a ledger of signed entries in minor units. The balance is the sum of the entries and
 * is never below zero.
 */

/** What moves a balance: a refund put on account, a spend on an order, a staff adjustment. */
export const accountCreditEntryKinds = ['refund', 'spend', 'adjustment'] as const;
export type AccountCreditEntryKind = (typeof accountCreditEntryKinds)[number];

/** The longest reason staff give for an adjustment. */
export const ACCOUNT_CREDIT_REASON_MAX = 500;
/** The largest single entry (10,000,000.00): beyond it an amount is a typing error. */
export const ACCOUNT_CREDIT_ENTRY_MAX = 1_000_000_000;

export interface AccountCreditEntry {
  readonly kind: AccountCreditEntryKind;
  /** Minor units: above 0 adds to the balance, below 0 takes from it. */
  readonly amount: number;
  /** An adjustment's reason (required there). */
  readonly reason?: string | null;
}

export type AccountCreditProblem = 'amount_invalid' | 'reason_required' | 'insufficient' | 'wrong_sign';

/** The balance a ledger comes to. */
export function accountCreditBalance(entries: readonly Pick<AccountCreditEntry, 'amount'>[]): number {
  return entries.reduce((a, e) => a + e.amount, 0);
}

/**
 * Why an entry cannot be written on a balance, or null: a refund adds, a spend takes, an
 * adjustment does either with a reason; none takes the balance below zero.
 */
export function accountCreditEntryProblem(
  balance: number,
  entry: AccountCreditEntry,
): AccountCreditProblem | null {
  const { amount } = entry;
  if (!Number.isInteger(amount) || amount === 0 || Math.abs(amount) > ACCOUNT_CREDIT_ENTRY_MAX) {
    return 'amount_invalid';
  }
  if (entry.kind === 'refund' && amount < 0) return 'wrong_sign';
  if (entry.kind === 'spend' && amount > 0) return 'wrong_sign';
  if (entry.kind === 'adjustment' && !(entry.reason ?? '').trim()) return 'reason_required';
  if (balance + amount < 0) return 'insufficient';
  return null;
}

/** The balance after the entry, or the problem that refuses it (and leaves the balance as it was). */
export function applyAccountCreditEntry(
  balance: number,
  entry: AccountCreditEntry,
): { ok: true; balance: number } | { ok: false; problem: AccountCreditProblem } {
  const problem = accountCreditEntryProblem(balance, entry);
  return problem ? { ok: false, problem } : { ok: true, balance: balance + entry.amount };
}

/**
 * What of an order total account credit may pay: the asked amount when the balance covers it and
 * it is not above the total; otherwise the problem.
 */
export function accountCreditSpendProblem(
  balance: number,
  amount: number,
  total: number,
): 'amount_invalid' | 'exceeds_total' | 'insufficient' | null {
  if (!Number.isInteger(amount) || amount <= 0) return 'amount_invalid';
  if (amount > total) return 'exceeds_total';
  if (amount > balance) return 'insufficient';
  return null;
}
