/**
 * Where a group order's payment stands (the group sales payment report, decisions/0076).
 * Days are the venue's calendar days (`YYYY-MM-DD`): a balance due on the 10th is overdue
 * from the 11th, venue time.
 */
export const groupPaymentStatuses = ['paid', 'partlyPaid', 'unpaid', 'overdue'] as const;
export type GroupPaymentStatus = (typeof groupPaymentStatuses)[number];

export function groupPaymentStatus(facts: {
  /** Minor units still owed: the order's total less what was paid, net of refunds. */
  readonly outstanding: number;
  readonly paidToDate: number;
  /** The venue day the balance is due; null when no due date was agreed. */
  readonly balanceDueDay: string | null;
  /** Today, in the venue's time zone. */
  readonly today: string;
}): GroupPaymentStatus {
  if (facts.outstanding <= 0) return 'paid';
  if (facts.balanceDueDay !== null && facts.today > facts.balanceDueDay) return 'overdue';
  return facts.paidToDate > 0 ? 'partlyPaid' : 'unpaid';
}
