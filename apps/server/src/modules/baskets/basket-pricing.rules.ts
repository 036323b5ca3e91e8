import type { Basket, BasketItem } from '@tessera/contract';
import {
  checkPromotion,
  type FeeCharge,
  faceValue,
  groupFaceValue,
  type PricedBasket,
  type Promotion,
  priceBasket,
  productLineTotal,
  type SalesChannel,
  seatKey,
} from '@tessera/domain';
import { type EventSaleContext, priceTypesFor } from '@/modules/events/sale-context.store';
import { AppError } from '@/platform/http/app-error';
import type { BundleLineRow } from './basket-bundles.store';
import type { PackageLineRow } from './basket-packages.store';
import type { BasketProductRow } from './basket-products.store';
import type { BasketRow, ItemRow } from './baskets.store';

export interface PricedLine {
  item: ItemRow;
  context: EventSaleContext;
  priceTypeName: string | null;
  /** Line totals (every place of a GA line together). */
  faceValue: number;
  discount: number;
  fees: (FeeCharge & { name: string })[];
  total: number;
  /** One entry per ticket the line makes: a seat line makes one, a GA line `quantity`. */
  tickets: { faceValue: number; discount: number; fees: readonly FeeCharge[]; total: number }[];
}

/** A product line priced by the server: the product's price × quantity, no ticket fees. */
export interface PricedProductLine {
  row: BasketProductRow;
  unitPrice: number;
  total: number;
}

export interface PricedBasketView {
  lines: PricedLine[];
  /** Product lines (decisions/0028); `total` includes `productTotal`. */
  products: PricedProductLine[];
  productTotal: number;
  orderFees: (FeeCharge & { name: string })[];
  faceValueTotal: number;
  feeTotal: number;
  discountTotal: number;
  total: number;
}

/** The face value of one ticket of a line, from its price level and price type. */
export function unitFaceValue(item: ItemRow, context: EventSaleContext): number {
  // A season package's part: its share of the package's price (decisions/0086); a template
  // package's or event plan's part: its price in the package or plan (decisions/0112).
  if ((item.package_line_id !== null || item.bundle_line_id != null) && item.package_unit_price !== null)
    return item.package_unit_price;
  const level = { id: item.price_level_id ?? 0, defaultPrice: item.default_price ?? 0 };
  const type = context.priceTypes.find((t) => t.id === item.price_type_id);
  if (!type) return level.defaultPrice;
  const result = faceValue(level, type, context.priceTable);
  if (!result.ok) throw new AppError('purchase.no_price_for_type', 'priceTypeId');
  return result.faceValue;
}

const named = (charges: readonly FeeCharge[], context: EventSaleContext) =>
  charges.map((c) => ({ ...c, name: context.fees.find((f) => f.id === c.feeId)?.name ?? '' }));

/**
 * Prices a basket with the one pricing engine: events of one template share its fees (per-order
 * fees once per template), and the promotion applies to the events of its own template.
 */
export function priceBasketItems(
  items: readonly ItemRow[],
  contexts: ReadonlyMap<number, EventSaleContext>,
  promotion: { promotion: Promotion; templateId: number } | null,
  now: Date,
  /** A group's discount in basis points off each ticket's face value (decisions/0057). */
  groupDiscountBp = 0,
): PricedBasketView {
  const groups = new Map<string, ItemRow[]>();
  for (const item of items) {
    const context = contexts.get(item.event_id);
    const key = String(context?.templateId ?? `event-${item.event_id}`);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const lines: PricedLine[] = [];
  const orderFees: PricedBasketView['orderFees'] = [];
  let faceValueTotal = 0;
  let feeTotal = 0;
  let discountTotal = 0;
  let total = 0;
  for (const groupItems of groups.values()) {
    const first = contexts.get(groupItems[0]!.event_id)!;
    const applies =
      promotion !== null &&
      promotion.templateId === first.templateId &&
      groupItems.every(
        (i) =>
          checkPromotion(promotion.promotion, {
            now,
            customerTags: [],
            eventStartsAt: contexts.get(i.event_id)!.startsAt,
          }).ok,
      );
    const ticketInputs = groupItems.flatMap((item) => {
      const context = contexts.get(item.event_id)!;
      const unit = groupFaceValue(unitFaceValue(item, context), groupDiscountBp);
      return Array.from({ length: item.quantity }, (_, n) => ({
        key: `${item.id}:${n}`,
        // Promotions name template price levels; an event's level points back to its own.
        priceLevelId: item.template_price_level_id ?? item.price_level_id ?? 0,
        faceValue: unit,
      }));
    });
    const priced: PricedBasket = priceBasket(ticketInputs, first.fees, applies ? promotion.promotion : null);
    for (const item of groupItems) {
      const context = contexts.get(item.event_id)!;
      const tickets = priced.tickets.filter((t) => t.key.startsWith(`${item.id}:`));
      const fees = new Map<number, FeeCharge>();
      for (const charge of tickets.flatMap((t) => t.fees)) {
        const seen = fees.get(charge.feeId);
        fees.set(charge.feeId, seen ? { ...seen, amount: seen.amount + charge.amount } : charge);
      }
      lines.push({
        item,
        context,
        priceTypeName: context.priceTypes.find((t) => t.id === item.price_type_id)?.name ?? null,
        faceValue: tickets.reduce((s, t) => s + t.faceValue, 0),
        discount: tickets.reduce((s, t) => s + t.discount, 0),
        fees: named([...fees.values()], context),
        total: tickets.reduce((s, t) => s + t.total, 0),
        tickets: tickets.map((t) => ({
          faceValue: t.faceValue,
          discount: t.discount,
          fees: t.fees,
          total: t.total,
        })),
      });
    }
    orderFees.push(...named(priced.orderFees, first));
    faceValueTotal += priced.faceValueTotal;
    feeTotal += priced.feeTotal;
    discountTotal += priced.discountTotal;
    total += priced.total;
  }
  return { lines, products: [], productTotal: 0, orderFees, faceValueTotal, feeTotal, discountTotal, total };
}

/** Adds a basket's product lines to its priced tickets: priced from the product, never the client. */
export function withProducts(priced: PricedBasketView, rows: readonly BasketProductRow[]): PricedBasketView {
  // A template package's product part is priced by the package (decisions/0112).
  const products = rows.map((row) => {
    const unitPrice = row.bundle_unit_price ?? row.price;
    return { row, unitPrice, total: productLineTotal(unitPrice, row.quantity) };
  });
  const productTotal = products.reduce((s, p) => s + p.total, 0);
  return { ...priced, products, productTotal, total: priced.total + productTotal };
}

const feeOut = (c: FeeCharge & { name: string }) => ({
  feeId: c.feeId,
  name: c.name,
  amount: c.amount,
  added: c.added,
});

/** The contract's view of a basket. */
export function basketOutput(
  basket: BasketRow,
  priced: PricedBasketView,
  orderId: number | null,
  promotionId: number | null = null,
  deliveryMethods: Basket['deliveryMethods'] = [],
  /** The basket's season package lines (decisions/0086). */
  packageLines: readonly PackageLineRow[] = [],
  /** The basket's template packages and event plans (decisions/0112). */
  bundleLines: readonly BundleLineRow[] = [],
): Basket {
  const items: BasketItem[] = priced.lines.map((line) => ({
    id: line.item.id,
    kind: line.item.kind,
    eventId: line.item.event_id,
    eventName: line.context.name,
    eventStartsAt: line.context.startsAt.toISOString(),
    eventTimeZone: line.context.timeZone,
    seatKey:
      line.item.kind === 'seat'
        ? seatKey(line.item.event_id, line.item.section, line.item.row, line.item.seat)
        : line.item.section,
    section: line.item.section,
    row: line.item.row,
    seat: line.item.seat,
    quantity: line.item.quantity,
    priceLevelId: line.item.price_level_id,
    priceLevelName: line.item.price_level_name,
    priceTypeId: line.item.price_type_id,
    priceTypeName: line.priceTypeName,
    priceTypes: priceTypesFor(line.context, basket.channel as SalesChannel, promotionId).map((t) => ({
      id: t.id,
      name: t.name,
    })),
    faceValue: line.faceValue,
    discount: line.discount,
    fees: line.fees.map(feeOut),
    total: line.total,
    packageLineId: line.item.package_line_id,
    bundleLineId: line.item.bundle_line_id ?? null,
  }));
  return {
    id: basket.id,
    channel: basket.channel,
    status: basket.status,
    expiresAt: basket.expires_at ? new Date(basket.expires_at).toISOString() : null,
    promoCode: basket.promo_code,
    items,
    products: priced.products.map((p) => ({
      id: p.row.id,
      kind: 'product' as const,
      eventId: p.row.event_id,
      eventName: p.row.event_name,
      productId: p.row.product_id,
      productVariantId: p.row.product_variant_id,
      name: p.row.name,
      variantName: p.row.variant_name,
      sku: p.row.sku,
      type: p.row.type,
      fullPartyAddOn: p.row.full_party_add_on,
      quantity: p.row.quantity,
      unitPrice: p.unitPrice,
      total: p.total,
      bundleLineId: p.row.bundle_line_id,
    })),
    packages: packageLines.map((p) => ({
      id: p.id,
      packageId: p.package_id,
      name: p.name,
      section: p.section,
      row: p.row,
      seat: p.seat,
      priceTypeName: p.price_type_name,
      total: items.filter((i) => i.packageLineId === p.id).reduce((s, i) => s + i.total, 0),
    })),
    bundles: bundleLines.map((b) => ({
      id: b.id,
      kind: b.kind,
      name: b.name,
      total:
        items.filter((i) => i.bundleLineId === b.id).reduce((s, i) => s + i.total, 0) +
        priced.products.filter((p) => p.row.bundle_line_id === b.id).reduce((s, p) => s + p.total, 0),
    })),
    orderFees: priced.orderFees.map(feeOut),
    faceValueTotal: priced.faceValueTotal,
    feeTotal: priced.feeTotal,
    discountTotal: priced.discountTotal,
    productTotal: priced.productTotal,
    total: priced.total,
    orderId,
    deliveryMethods,
  };
}
