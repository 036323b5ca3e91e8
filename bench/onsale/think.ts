/**
 * How long a shop buyer thinks between steps, in milliseconds, before scaling: a person looks
 * at the seat map before choosing, looks for another place when refused, reads the basket, and
 * fills the payment form (name, email, card). Uniform within each range; `--think-scale X`
 * multiplies every range, `--think 0` removes them (closed loops, back to back).
 */
export const thinkRanges = {
  /** Looking at the seat map (or the GA price list) before the first choice. */
  seatMap: [1_000, 4_000],
  /** Choosing another place after a refusal. */
  retry: [500, 2_000],
  /** Reading the basket before deciding to pay or walk away. */
  basket: [1_000, 4_000],
  /** Filling the payment form. */
  paymentForm: [3_000, 10_000],
  /** Typing another card after a decline. */
  newCard: [2_000, 6_000],
  /** A box-office seller serving the next customer at the counter. */
  counter: [2_000, 5_000],
} as const satisfies Record<string, readonly [number, number]>;

export type ThinkStep = keyof typeof thinkRanges;

/** Waits as a person would before `step`; returns at once when the scale is 0. */
export function think(step: ThinkStep, scale: number): Promise<void> {
  if (scale <= 0) return Promise.resolve();
  const [low, high] = thinkRanges[step];
  const ms = (low + Math.random() * (high - low)) * scale;
  return new Promise((r) => setTimeout(r, ms));
}
