import type { Basket } from '@tessera/contract';
import { basketExpiresAt, type SalesChannel } from '@tessera/domain';
import type { Db } from '@/db/client';
import { type EventSaleContext, priceTypesFor } from '@/modules/events/sale-context.store';
import { requireOnSale, saleChannels } from '@/modules/events/sale-timing.service';
import { returnHouseGaPlaces, takeHouseGaPlaces } from '@/modules/inventory/house-ga.store';
import { holdsAllowedBy, reserveBestSeats, reserveSeats } from '@/modules/inventory/inventory.service';
import { type Buyer, releaseBasket, takeGaPlaces } from '@/modules/inventory/reservations.store';
import { AppError } from '@/platform/http/app-error';
import { type AddSnapshot, addSnapshot, stopTimerIfEmpty } from './basket-add.store';
import { writeLines as writeLineRows } from './basket-line-write.store';
import { checkPickedSeats } from './basket-policy.service';
import { unitFaceValue } from './basket-pricing.rules';
import { followParty } from './basket-products.service';
import { type Addition, basketPromotionId, checkTicketLimits, pricedFrom, viewOf } from './baskets.service';
import { type BasketRow, basketItems, deleteLines, type ItemRow } from './baskets.store';
import { requireSellerChannel, type Seller } from './sellers.service';

/** What the take reserved for the basket, so a failed add can give exactly that back. */
type Taken = { kind: 'seats'; seatIds: number[] } | { kind: 'ga'; reservationId: number };

/**
 * Adds seats, best seats or general-admission places to a basket (decisions/0027).
 *
 * 1. Checks against a snapshot, outside any transaction: the basket is open and in time, the
 *    event on sale through the basket's channel (`requireOnSale`), the price type offered, the
 *    ticket limits.
 * 2. The take: the reservation core's single statement, made outside a transaction so it
 *    joins the takes of other buyers that arrive at the same moment (grouped takes). It is
 *    all or nothing on its own and reserves the seats for this basket until its expiry.
 * 3. One call (`writeLinesLocked`, decisions/0031) locks the basket, checks again that it is
 *    open and in time, counts the ticket limits with every line already in it, starts its timer
 *    and writes the lines; then every line of the event must have a price. When the promo code
 *    changed since the snapshot or the basket holds product lines, a short transaction does
 *    the same and re-checks the price type and the full-party add-ons instead.
 * The answer is priced from the rows step 3 read.
 * If step 3 fails, what step 2 reserved is released before the error goes out, so a failed
 * add leaves nothing reserved. Should even that release fail (the database gone), the
 * reservation has no line and lapses with the basket's timer like any abandoned one.
 */
export async function addToBasket(
  db: Db,
  accountId: number,
  basketId: string,
  seller: Seller,
  request: { eventId: number; priceTypeId: number | null } & Addition,
  now: Date,
  options: AddOptions = {},
): Promise<Basket> {
  const quantity = request.kind === 'seats' ? new Set(request.seatIds).size : request.quantity;
  const snapshot = await addSnapshot(
    db,
    accountId,
    basketId,
    {
      eventId: request.eventId,
      seatIds: request.kind === 'seats' ? request.seatIds : [],
      areaId: request.kind === 'ga' ? request.areaId : null,
    },
    seller.userGroupId,
    now,
  );
  if (!snapshot) throw new AppError('common.not_found', 'eventId');
  const { context, basket } = snapshot;
  if (!context.active) throw new AppError('purchase.event_not_on_sale', 'eventId');
  if (!basket) throw new AppError('purchase.basket_not_found');
  if (basket.status !== 'open') throw new AppError('purchase.basket_closed');
  if (basket.expires_at && new Date(basket.expires_at).getTime() <= now.getTime()) {
    throw new AppError('purchase.reservation_expired');
  }
  requireSellerChannel(seller, basket.channel);
  const until = basket.expires_at
    ? new Date(basket.expires_at)
    : basketExpiresAt(now, [context.basketMinutes]);
  let taken: Taken;
  try {
    // The event on sale through the basket's channel now (its dates, cutoff, admin off-sale, periods).
    requireOnSale(context.timing, saleChannels(basket.channel, seller), now);
    await checkPriceType(db, accountId, basket, request, context);
    // The request on its own; lines already in the basket are counted under the lock below.
    checkTicketLimits([], context, quantity);
    // A staff seller's group: picked seats in holds or of sale types it leaves out are
    // refused, and best seats come only from the holds it allows.
    if (seller.policy && request.kind === 'seats') {
      await checkPickedSeats(db, accountId, seller.policy, request.seatIds);
    }
    const buyer: Buyer = {
      basketId,
      channel: basket.channel as SalesChannel,
      allowedHoldIds: seller.policy
        ? await holdsAllowedBy(db, accountId, seller.policy, basket.hold_ids)
        : basket.hold_ids,
      userId: seller.userId,
    };
    taken = await take(db, accountId, request, buyer, until, now, snapshot, options);
  } catch (error) {
    // A first add refused before anything was taken: the basket's timer stops again.
    await stopTimerIfEmpty(db, accountId, basketId).catch(() => undefined);
    throw error;
  }
  let written: Written;
  try {
    const add = { accountId, basketId, request, taken, basket, context, quantity, until, now };
    written = (await writeInOneCall(db, add)) ?? (await writeInTransaction(db, add));
  } catch (error) {
    if (error instanceof AppError || !(await linesWritten(db, accountId, basketId, taken))) {
      await giveBack(db, accountId, basketId, taken, seller, now, options)
        .then(() => stopTimerIfEmpty(db, accountId, basketId))
        .catch(() => undefined);
    }
    throw error;
  }
  // The answer is priced from what step 3 read: no second read of the basket.
  return viewOf(
    db,
    accountId,
    await pricedFrom(db, accountId, written.basket, written.items, now, [context], written.hasProducts),
    now,
    snapshot.delivery ? [snapshot.delivery] : [],
  );
}

type Written = { basket: BasketRow; items: ItemRow[]; hasProducts: boolean };

export interface AddOptions {
  /**
   * General-admission places come from those the area keeps for house seats, not from its
   * free capacity (decisions/0091); a failed add gives them back there.
   */
  gaFromHouseSeats?: boolean;
}

/** What step 3 writes and checks against. */
interface LineWriteInput {
  accountId: number;
  basketId: string;
  request: { eventId: number; priceTypeId: number | null } & Addition;
  taken: Taken;
  /** The basket as the snapshot read it. */
  basket: BasketRow;
  context: EventSaleContext;
  quantity: number;
  until: Date;
  now: Date;
}

/**
 * Step 3's call of `basket_write_lines` (`writeLinesLocked`): the lines written and every line
 * of the basket read back, or the error of a refusal. Null: the basket's promotion code changed
 * since the snapshot or it holds product lines, and `checked` was not said (see below).
 */
async function writeLines(db: Db, add: LineWriteInput, checked: boolean): Promise<Written | null> {
  const { accountId, basketId, request, taken, basket, context, quantity, until, now } = add;
  const result = await writeLineRows(db, accountId, {
    basketId,
    line: {
      eventId: request.eventId,
      seatIds: taken.kind === 'seats' ? taken.seatIds : [],
      gaReservationId: taken.kind === 'ga' ? taken.reservationId : null,
      areaId: request.kind === 'ga' ? request.areaId : null,
      quantity,
      priceTypeId: request.priceTypeId,
      promoCode: basket.promo_code,
      maxInBasket: Math.min(context.limits.perOrder, context.limits.aggregate ?? Number.MAX_SAFE_INTEGER),
      checked,
    },
    until,
    now,
  });
  switch (result.outcome) {
    case 'unchecked':
      return null;
    case 'not_found':
      throw new AppError('purchase.basket_not_found');
    case 'closed':
      throw new AppError('purchase.basket_closed');
    case 'expired':
      throw new AppError('purchase.reservation_expired');
    case 'limit':
      checkTicketLimits([{ event_id: context.id, quantity: result.inBasket }], context, quantity);
      throw new AppError('purchase.ticket_limit_per_order', undefined, { limit: context.limits.perOrder });
  }
  const { has_products: hasProducts, ...row } = result.basket;
  return { basket: row, items: result.items, hasProducts };
}

/** Every line of the add's event must have a price for its price type. */
function checkPrices(items: readonly ItemRow[], context: EventSaleContext): void {
  for (const item of items) {
    if (item.event_id !== context.id) continue;
    // A seat without a price level would sell for nothing: it is not on sale.
    if (item.price_level_id === null)
      throw new AppError(item.kind === 'ga' ? 'purchase.ga_area_unpriced' : 'purchase.seat_unpriced');
    // A price level that must be sold in a package sells only as a season package's part.
    if (item.package_only && item.package_line_id === null && item.bundle_line_id == null)
      throw new AppError('purchase.season_package_only');
    unitFaceValue(item, context);
  }
}

/**
 * Step 3 in one round trip. Answers null when the basket's promotion code changed since the
 * snapshot or it holds product lines: the transactional path then decides. Should a line have
 * no price for its price type, the lines just written are deleted again before the error goes
 * out (the caller gives the take back).
 */
async function writeInOneCall(db: Db, add: LineWriteInput): Promise<Written | null> {
  const written = await writeLines(db, add, false);
  if (!written) return null;
  try {
    checkPrices(written.items, add.context);
  } catch (error) {
    const { taken } = add;
    await deleteLines(
      db,
      add.accountId,
      add.basketId,
      taken.kind === 'seats' ? { seatIds: taken.seatIds } : { gaReservationIds: [taken.reservationId] },
    );
    throw error;
  }
  return written;
}

/**
 * Step 3 as a transaction: the same call, checked (it holds the basket's lock until the
 * commit), then the price type again when the promotion code changed since the snapshot, the
 * prices, and a full-party add-on following the party. Any refusal rolls it all back.
 */
function writeInTransaction(db: Db, add: LineWriteInput): Promise<Written> {
  const { accountId, basketId, request, basket, context } = add;
  return db.transaction(async (tx) => {
    const written = (await writeLines(tx, add, true))!;
    if (written.basket.promo_code !== basket.promo_code)
      await checkPriceType(tx, accountId, written.basket, request, context);
    checkPrices(written.items, context);
    // A full-party add-on of the event grows with the party (refused when its stock is short).
    if (written.hasProducts) await followParty(tx, accountId, basketId, written.items);
    return written;
  });
}

/** Step 2: the grouped take of the seats, best seats or places asked for. */
async function take(
  db: Db,
  accountId: number,
  request: { eventId: number; priceTypeId: number | null } & Addition,
  buyer: Buyer,
  until: Date,
  now: Date,
  snapshot: AddSnapshot,
  options: AddOptions,
): Promise<Taken> {
  if (request.kind === 'ga') {
    if (!snapshot.gaAreaFound) throw new AppError('common.not_found', 'areaId');
    // An area without a price level would sell for nothing.
    if (!snapshot.gaAreaPriced) throw new AppError('purchase.ga_area_unpriced', 'areaId');
    const reservationId = await (options.gaFromHouseSeats ? takeHouseGaPlaces : takeGaPlaces)(
      db,
      accountId,
      request.eventId,
      request.areaId,
      request.quantity,
      buyer,
      until,
      now,
    );
    return { kind: 'ga', reservationId };
  }
  const seatIds =
    request.kind === 'seats'
      ? await reserveSeats(db, accountId, request.eventId, request.seatIds, buyer, {
          until,
          now,
          acknowledgedAlertIds: request.acknowledgedAlertIds,
          known: { dontLeaveSingleSeats: snapshot.context.dontLeaveSingleSeats, alertIds: snapshot.alertIds },
        })
      : await reserveBestSeats(
          db,
          accountId,
          request.eventId,
          {
            quantity: request.quantity,
            priceLevelIds: request.priceLevelIds.length ? request.priceLevelIds : undefined,
            maxPrice: request.maxPrice ?? undefined,
          },
          buyer,
          { until, now, dontLeaveSingleSeats: snapshot.context.dontLeaveSingleSeats },
        );
  return { kind: 'seats', seatIds };
}

/**
 * Whether the add's lines were written after all (an error after the commit, such as
 * pricing the answer): then what it took is the basket's and stays.
 */
async function linesWritten(db: Db, accountId: number, basketId: string, taken: Taken): Promise<boolean> {
  try {
    return (await basketItems(db, accountId, basketId)).some((i) => isTaken(i, taken));
  } catch {
    return false;
  }
}

function isTaken(item: { event_seat_id: number | null; ga_reservation_id: number | null }, taken: Taken) {
  return taken.kind === 'seats'
    ? item.event_seat_id !== null && taken.seatIds.includes(item.event_seat_id)
    : item.ga_reservation_id === taken.reservationId;
}

async function checkPriceType(
  tx: Db,
  accountId: number,
  basket: BasketRow,
  request: { priceTypeId: number | null },
  context: EventSaleContext,
) {
  if (
    request.priceTypeId !== null &&
    !priceTypesFor(
      context,
      basket.channel as SalesChannel,
      await basketPromotionId(tx, accountId, basket),
    ).some((t) => t.id === request.priceTypeId)
  ) {
    throw new AppError('purchase.price_type_not_available', 'priceTypeId');
  }
}

/** Releases exactly what a failed add took (its seats or its GA reservation). */
async function giveBack(
  db: Db,
  accountId: number,
  basketId: string,
  taken: Taken,
  seller: Seller,
  now: Date,
  options: AddOptions,
) {
  if (taken.kind === 'ga' && options.gaFromHouseSeats) {
    await returnHouseGaPlaces(db, accountId, basketId, now, {
      reservationIds: [taken.reservationId],
      userId: seller.userId,
      reason: 'addFailed',
    });
    return;
  }
  await releaseBasket(db, accountId, basketId, now, {
    ...(taken.kind === 'seats' ? { seatIds: taken.seatIds } : { gaReservationIds: [taken.reservationId] }),
    userId: seller.userId,
    reason: 'addFailed',
  });
}
