/**
 * The books of an order: money in (payments), money out (refunds) and what the buyer still
 * holds (live items). They balance when payments minus refunds equal the live items' value.
 */
export interface OrderBooks {
  readonly payments: readonly { readonly amount: number }[];
  /** Every refund recorded, in any state: owed from the change on (decisions/0040). */
  readonly refunds: readonly { readonly amount: number }[];
  /** Totals of tickets that are not voided. */
  readonly liveTicketTotals: readonly number[];
  /** Totals of product items that are not voided. */
  readonly liveProductTotals?: readonly number[];
  /** Order-level charges (per-order fees, delivery): live while any ticket or product is. */
  readonly orderCharges: number;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** What the buyer still holds: live tickets and products, plus the order's own charges while any is live. */
export function liveValue(books: OrderBooks): number {
  const products = books.liveProductTotals ?? [];
  const live = books.liveTicketTotals.length + products.length;
  return sum(books.liveTicketTotals) + sum(products) + (live > 0 ? books.orderCharges : 0);
}

/** Payments minus refunds. */
export function netPaid(books: OrderBooks): number {
  return sum(books.payments.map((p) => p.amount)) - sum(books.refunds.map((r) => r.amount));
}

/** Whether the books balance (the invariant every order change keeps). */
export function booksBalance(books: OrderBooks): boolean {
  return netPaid(books) === liveValue(books);
}

/**
 * What voiding some items (tickets, products) is worth: their totals, plus the order's own
 * charges when no item stays live (cancelling the whole order gives everything back).
 */
export function voidValue(ticketTotals: readonly number[], liveAfter: number, orderCharges: number): number {
  return sum(ticketTotals) + (liveAfter === 0 ? orderCharges : 0);
}

export interface RefundablePayment {
  readonly id: number;
  readonly amount: number;
  /** Already refunded from this payment. */
  readonly refunded: number;
}

export type RefundProblem =
  | { reason: 'exceeds_paid'; paymentId: number; refundable: number }
  | { reason: 'total_mismatch'; applied: number; total: number }
  | { reason: 'unknown_payment'; paymentId: number };

/**
 * Splits a refund over the original payments, newest first, never more than each still holds.
 * Returns null when the payments cannot cover it.
 */
export function allocateRefund(
  amount: number,
  paymentsList: readonly RefundablePayment[],
): { paymentId: number; amount: number }[] | null {
  let left = amount;
  const out: { paymentId: number; amount: number }[] = [];
  for (const p of [...paymentsList].sort((a, b) => b.id - a.id)) {
    if (left <= 0) break;
    const take = Math.min(left, p.amount - p.refunded);
    if (take > 0) {
      out.push({ paymentId: p.id, amount: take });
      left -= take;
    }
  }
  return left === 0 ? out : null;
}

/** Problems with refunds chosen by hand: each within what its payment still holds, together the owed total. */
export function refundProblems(
  total: number,
  chosen: readonly { paymentId: number; amount: number }[],
  paymentsList: readonly RefundablePayment[],
): RefundProblem[] {
  const problems: RefundProblem[] = [];
  for (const r of chosen) {
    const p = paymentsList.find((x) => x.id === r.paymentId);
    if (!p) problems.push({ reason: 'unknown_payment', paymentId: r.paymentId });
    else if (r.amount > p.amount - p.refunded) {
      problems.push({ reason: 'exceeds_paid', paymentId: p.id, refundable: p.amount - p.refunded });
    }
  }
  const applied = sum(chosen.map((r) => r.amount));
  if (problems.length === 0 && applied !== total) problems.push({ reason: 'total_mismatch', applied, total });
  return problems;
}
