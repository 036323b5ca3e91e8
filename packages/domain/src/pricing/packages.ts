import { sum } from './arithmetic';

/**
 * Splits `total` minor units across weights in proportion, by largest remainder: every share
 * is the exact share rounded down or up by less than one unit, and the shares add up to the
 * total exactly. Ties go to the earlier weight. With no positive weight the split is even.
 * Integer arithmetic throughout (BigInt, so large totals × weights stay exact).
 */
export function allocateByWeight(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const positive = weights.map((w) => (Number.isFinite(w) && w > 0 ? Math.floor(w) : 0));
  const effective = sum(positive) > 0 ? positive : weights.map(() => 1);
  const whole = BigInt(Math.max(0, Math.trunc(total)));
  const weightTotal = effective.reduce((acc, w) => acc + BigInt(w), 0n);
  const shares = effective.map((w) => (whole * BigInt(w)) / weightTotal);
  const remainders = effective.map((w, index) => ({ index, rest: (whole * BigInt(w)) % weightTotal }));
  let left = Number(whole - shares.reduce((acc, s) => acc + s, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index] = shares[index]! + 1n;
    left--;
  }
  return shares.map(Number);
}

/** A package is priced as a whole, or as the sum of its items' own prices. */
export const packagePricingModes = ['Package', 'PerItem'] as const;
export type PackagePricingMode = (typeof packagePricingModes)[number];

export interface PackageItemPrice {
  readonly key: string;
  readonly quantity: number;
  /**
   * The item's price for one unit: what it costs inside a per-item package, and its value on
   * its own, by which a whole-package price is split.
   */
  readonly unitPrice: number;
}

export interface PackageLine {
  readonly key: string;
  /** What this item (all its units) takes of the package price. */
  readonly amount: number;
}

export interface PricedPackage {
  readonly total: number;
  readonly lines: readonly PackageLine[];
}

/**
 * The price of one package and what each included item takes of it (for revenue by item,
 * tax and reports). A whole-package price is split across the items in proportion to their
 * own value (quantity × unit price), so the lines always add up to the package price.
 */
export function pricePackage(
  pricing: { readonly mode: 'Package'; readonly price: number } | { readonly mode: 'PerItem' },
  items: readonly PackageItemPrice[],
): PricedPackage {
  const values = items.map((item) => Math.max(0, item.quantity) * Math.max(0, item.unitPrice));
  if (pricing.mode === 'PerItem') {
    return { total: sum(values), lines: items.map((item, i) => ({ key: item.key, amount: values[i]! })) };
  }
  const total = Math.max(0, pricing.price);
  const shares = allocateByWeight(total, values);
  return { total, lines: items.map((item, i) => ({ key: item.key, amount: shares[i]! })) };
}
