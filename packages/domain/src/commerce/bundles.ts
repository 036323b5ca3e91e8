import { type PackageItemPrice, pricePackage } from '../pricing/packages';
import { splitPackagePrice } from './season-packages';

/**
 * Template packages and event plans sold as one basket line (decisions/0112).
 *
 * The unit prices of a template package's parts: the package is priced by `pricePackage` (a
 * whole price split across the items by their own value, or each item at its own price), and
 * each item's amount is split over its units by `splitPackagePrice`. Answers one list per item,
 * one price per unit, in the items' order; every price together is the package's price.
 */
export function templatePackageUnitPrices(
  pricing: { readonly mode: 'Package'; readonly price: number } | { readonly mode: 'PerItem' },
  items: readonly PackageItemPrice[],
): number[][] {
  const priced = pricePackage(pricing, items);
  return items.map((item, i) => splitPackagePrice(priced.lines[i]!.amount, Math.max(1, item.quantity)));
}

/** One live part of a bundle on an order: a ticket or a product item. */
export interface BundlePart {
  readonly bundleLineId: number | null;
  readonly kind: 'ticket' | 'product';
  readonly id: number;
  readonly live: boolean;
}

/**
 * A void or refund of an order's items takes a template package or an event plan whole: when it
 * names any live part of a bundle it must name every live part of it. Answers the first bundle
 * that would be split, or null.
 */
export function bundleSplitByVoid(
  parts: readonly BundlePart[],
  chosen: { readonly ticketIds: ReadonlySet<number>; readonly productIds: ReadonlySet<number> },
): number | null {
  const isChosen = (p: BundlePart) =>
    p.kind === 'ticket' ? chosen.ticketIds.has(p.id) : chosen.productIds.has(p.id);
  const touched = new Set(
    parts.filter((p) => p.bundleLineId !== null && p.live && isChosen(p)).map((p) => p.bundleLineId!),
  );
  for (const bundle of touched) {
    if (parts.some((p) => p.bundleLineId === bundle && p.live && !isChosen(p))) return bundle;
  }
  return null;
}
