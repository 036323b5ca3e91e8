/** A fee charged on an order's tickets or on the order, as an order records it. */
export interface NamedFeeCharge {
  feeId: number;
  name: string;
  amount: number;
  /** Added on top of the face value; a fee carved out of it is part of the price, not a fee line. */
  added: boolean;
}

/**
 * The fees an order's buyer paid on top of the face value, one line per fee summed over every
 * ticket and the order, in the order first charged: what a receipt lists. Their sum is the
 * order's fee total.
 */
export function feeLines(
  charges: readonly NamedFeeCharge[],
): { feeId: number; name: string; amount: number }[] {
  const lines = new Map<number, { feeId: number; name: string; amount: number }>();
  for (const c of charges) {
    if (!c.added) continue;
    const seen = lines.get(c.feeId);
    if (seen) seen.amount += c.amount;
    else lines.set(c.feeId, { feeId: c.feeId, name: c.name, amount: c.amount });
  }
  return [...lines.values()];
}
