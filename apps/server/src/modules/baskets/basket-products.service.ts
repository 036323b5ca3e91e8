import type { ProductOffers } from '@tessera/contract';
import {
  basketExpiresAt,
  type ProductQuantityProblem,
  partySize,
  productLineQuantity,
  productStockLeft,
  stockLeft,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { loadEventContexts } from '@/modules/events/sale-context.store';
import { requireOnSale, saleChannels } from '@/modules/events/sale-timing.service';
import { productIdsWithImages } from '@/modules/images/image-tools.store';
import { AppError } from '@/platform/http/app-error';
import { lockAndStartTimer, stopTimerIfEmpty } from './basket-add.store';
import { removeBundle } from './basket-bundle-removal.service';
import {
  type BasketProductRow,
  basketProductRows,
  deleteBasketProduct,
  insertBasketProduct,
  productsOfEvent,
  productWithVariants,
  releaseVariant,
  reserveVariant,
  setBasketProductQuantity,
  variantLeft,
} from './basket-products.store';
import { basketItems, basketRow, type ItemRow } from './baskets.store';

/** The products on sale with an event: variants, price and what is left (null: unlimited). */
export async function productOffersOf(db: Db, accountId: number, eventId: number): Promise<ProductOffers> {
  const { products, variants } = await productsOfEvent(db, accountId, eventId);
  const pictured = await productIdsWithImages(
    db,
    accountId,
    products.map((p) => p.id),
  );
  return {
    eventId,
    products: products.map((p) => {
      const own = variants.filter((v) => v.product_id === p.id);
      const stocks = own.map((v) => ({
        available: p.inventory_controlled ? v.quantity_available : null,
        sold: v.sold,
        reserved: v.reserved,
      }));
      return {
        id: p.id,
        name: p.name,
        type: p.type as ProductOffers['products'][number]['type'],
        sku: p.sku,
        price: p.price,
        fullPartyAddOn: p.full_party_add_on,
        redemptionInstructions: p.redemption_instructions,
        variants: own.map((v, i) => ({
          id: v.id,
          name: v.name,
          sku: v.sku,
          available: stockLeft(stocks[i]!),
        })),
        available: productStockLeft(stocks),
        imageUrl: pictured.has(p.id) ? `/api/shop/products/${p.id}/image` : null,
      };
    }),
  };
}

function quantityError(problem: ProductQuantityProblem): AppError {
  switch (problem.reason) {
    case 'needs_tickets':
      return new AppError('purchase.product_needs_tickets', 'productId');
    case 'party_quantity_fixed':
      return new AppError('purchase.product_party_quantity_fixed', 'quantity', { count: problem.partySize });
    case 'out_of_range':
      return new AppError('common.validation_failed', 'quantity');
  }
}

const ticketLines = (items: readonly ItemRow[]) =>
  items.map((i) => ({ eventId: i.event_id, quantity: i.quantity }));

/**
 * Makes a line hold `wanted` of its variant's stock, reserving or releasing the difference.
 * Answers what the line now holds; a shortfall is refused with what is left for it.
 */
async function holdStock(
  tx: Db,
  accountId: number,
  line: { controlled: boolean; variantId: number | null; held: number },
  wanted: number,
): Promise<number> {
  if (!line.controlled || line.variantId === null) return 0;
  const change = wanted - line.held;
  if (change > 0 && !(await reserveVariant(tx, accountId, line.variantId, change))) {
    const left = (await variantLeft(tx, accountId, line.variantId)) + line.held;
    throw new AppError('purchase.product_out_of_stock', 'quantity', { count: left });
  }
  if (change < 0) await releaseVariant(tx, accountId, line.variantId, -change);
  return wanted;
}

const heldBy = (line: BasketProductRow) => ({
  controlled: line.inventory_controlled,
  variantId: line.product_variant_id,
  held: line.stock_reserved,
});

/** Locks an open basket still in time for a product change. */
async function lockOpen(tx: Db, accountId: number, basketId: string, now: Date) {
  const basket = await basketRow(tx, accountId, basketId, true);
  if (!basket) throw new AppError('purchase.basket_not_found');
  if (basket.status !== 'open') throw new AppError('purchase.basket_closed');
  if (basket.expires_at && new Date(basket.expires_at).getTime() <= now.getTime()) {
    throw new AppError('purchase.reservation_expired');
  }
  return basket;
}

export interface ProductAddition {
  eventId: number;
  productId: number;
  variantId: number | null;
  quantity: number;
}

/**
 * Adds a product line for an event (of the product's template, on sale), or adds to the same
 * product's line. Stock of a controlled variant is reserved in the same transaction, by a
 * guarded update: never more than is left. The basket's timer starts if it had none.
 */
export async function addProduct(
  db: Db,
  accountId: number,
  basketId: string,
  request: ProductAddition,
  now: Date,
  /** A staff seller who called with an API key also sells through the API. */
  seller?: { viaApiKey?: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const context = (await loadEventContexts(tx, accountId, [request.eventId])).get(request.eventId);
    if (!context) throw new AppError('common.not_found', 'eventId');
    if (!context.active) throw new AppError('purchase.event_not_on_sale', 'eventId');
    const until = basketExpiresAt(now, [context.basketMinutes]);
    const locked = await lockAndStartTimer(tx, accountId, basketId, until, now);
    if (!locked) throw new AppError('purchase.basket_not_found');
    if (locked.status !== 'open') throw new AppError('purchase.basket_closed');
    if (locked.expires_at && new Date(locked.expires_at).getTime() <= now.getTime()) {
      throw new AppError('purchase.reservation_expired');
    }
    // Sold with the event only while the event is on sale through the basket's channel.
    requireOnSale(context.timing, saleChannels(locked.channel, seller), now);
    const found = await productWithVariants(tx, accountId, request.productId);
    if (!found || found.product.archived || found.product.template_id !== context.templateId) {
      throw new AppError('purchase.product_not_found', 'productId');
    }
    const { product, variants } = found;
    if (variants.length > 0 && request.variantId === null) {
      throw new AppError('purchase.product_variant_required', 'variantId');
    }
    if (request.variantId !== null && !variants.some((v) => v.id === request.variantId)) {
      throw new AppError('purchase.product_variant_not_found', 'variantId');
    }
    const lines = await basketProductRows(tx, accountId, basketId, true);
    const party = partySize(ticketLines(await basketItems(tx, accountId, basketId)), request.eventId);
    const existing = lines.find(
      (l) =>
        l.event_id === request.eventId &&
        l.product_id === request.productId &&
        l.product_variant_id === request.variantId,
    );
    const wanted = productLineQuantity({
      fullPartyAddOn: product.full_party_add_on,
      requested: product.full_party_add_on ? request.quantity : (existing?.quantity ?? 0) + request.quantity,
      partySize: party,
      fixed: false,
    });
    if (!wanted.ok) throw quantityError(wanted.problem);
    const controlled = product.inventory_controlled;
    if (existing) {
      const held = await holdStock(tx, accountId, heldBy(existing), wanted.quantity);
      await setBasketProductQuantity(tx, accountId, existing.id, wanted.quantity, held);
    } else {
      const held = await holdStock(
        tx,
        accountId,
        { controlled, variantId: request.variantId, held: 0 },
        wanted.quantity,
      );
      await insertBasketProduct(
        tx,
        accountId,
        basketId,
        { ...request, quantity: wanted.quantity, stockReserved: held },
        now,
      );
    }
  });
}

async function lockedLine(tx: Db, accountId: number, basketId: string, lineId: number, now: Date) {
  await lockOpen(tx, accountId, basketId, now);
  const line = (await basketProductRows(tx, accountId, basketId, true)).find((l) => l.id === lineId);
  if (!line) throw new AppError('common.not_found');
  return line;
}

/** Sets a product line's quantity; a full-party add-on's follows its tickets and is refused. */
export async function changeProductQuantity(
  db: Db,
  accountId: number,
  basketId: string,
  lineId: number,
  quantity: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const line = await lockedLine(tx, accountId, basketId, lineId, now);
    // A template package's product is changed with the package as a whole (decisions/0112).
    if (line.bundle_line_id !== null) throw new AppError('purchase.bundle_part');
    const party = partySize(ticketLines(await basketItems(tx, accountId, basketId)), line.event_id);
    const wanted = productLineQuantity({
      fullPartyAddOn: line.full_party_add_on,
      requested: quantity,
      partySize: party,
      fixed: true,
    });
    if (!wanted.ok) throw quantityError(wanted.problem);
    const held = await holdStock(tx, accountId, heldBy(line), wanted.quantity);
    await setBasketProductQuantity(tx, accountId, line.id, wanted.quantity, held);
  });
}

/** Removes a product line and releases its stock; an emptied basket stops its timer. */
export async function removeProduct(
  db: Db,
  accountId: number,
  basketId: string,
  lineId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const line = await lockedLine(tx, accountId, basketId, lineId, now);
    if (line.bundle_line_id !== null) {
      // A template package's product goes with the whole package (decisions/0112).
      await removeBundle(
        tx,
        accountId,
        basketId,
        line.bundle_line_id,
        { userId: null, userGroupId: null },
        now,
      );
      await stopTimerIfEmpty(tx, accountId, basketId);
      return;
    }
    await holdStock(tx, accountId, heldBy(line), 0);
    await deleteBasketProduct(tx, accountId, line.id);
    await stopTimerIfEmpty(tx, accountId, basketId);
  });
}

/**
 * Keeps every full-party add-on of the basket at its event's ticket count, inside the
 * transaction that changed the tickets: more tickets reserve more of it (refused, and so the
 * ticket change, when the stock is short), fewer release some, none removes the line.
 */
export async function followParty(
  tx: Db,
  accountId: number,
  basketId: string,
  items: readonly ItemRow[],
): Promise<void> {
  const lines = (await basketProductRows(tx, accountId, basketId, true)).filter(
    (l) => l.full_party_add_on && l.bundle_line_id === null,
  );
  for (const line of lines) {
    const party = partySize(ticketLines(items), line.event_id);
    if (party === line.quantity) continue;
    const held = await holdStock(tx, accountId, heldBy(line), party);
    if (party === 0) await deleteBasketProduct(tx, accountId, line.id);
    else await setBasketProductQuantity(tx, accountId, line.id, party, held);
  }
}

/**
 * Takes again the stock of product lines whose reservation went back (a saved basket resumed
 * after its time ran out); refused with purchase.product_out_of_stock when it is gone.
 */
export async function retakeProductStock(tx: Db, accountId: number, basketId: string): Promise<void> {
  for (const line of await basketProductRows(tx, accountId, basketId, true)) {
    if (line.stock_reserved === line.quantity) continue;
    const held = await holdStock(tx, accountId, heldBy(line), line.quantity);
    await setBasketProductQuantity(tx, accountId, line.id, line.quantity, held);
  }
}
