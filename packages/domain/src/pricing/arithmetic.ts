/** Basis points: 1/100 of a percent, so 12.5% is 1250. Integer arithmetic only. */
export const BASIS = 10_000;

/** Largest amount (minor units) the engine accepts: keeps amount × basis points exact. */
export const MAX_AMOUNT = 100_000_000_000;

/** Rounds half away from zero, the way a receipt rounds. */
export function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** `bps` basis points of an amount of minor units, rounded to a whole minor unit. */
export function percentOf(amount: number, bps: number): number {
  return roundHalfAway((amount * bps) / BASIS);
}

export function clamp(value: number, min: number | null | undefined, max: number | null | undefined): number {
  let v = value;
  if (min !== null && min !== undefined) v = Math.max(v, min);
  if (max !== null && max !== undefined) v = Math.min(v, max);
  return v;
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
