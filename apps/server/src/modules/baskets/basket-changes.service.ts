import { randomUUID } from 'node:crypto';
import {
  apiPromoCodeFor,
  checkPromotion,
  type SalesChannel,
  type StaffSalesChannel,
  salePolicyProblem,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { findPromotion, loadEventContexts, priceTypesFor } from '@/modules/events/sale-context.store';
import { releaseBasket } from '@/modules/inventory/reservations.store';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { removeBundle } from './basket-bundle-removal.service';
import { deletePackageLine } from './basket-packages.store';
import { unitFaceValue } from './basket-pricing.rules';
import { followParty } from './basket-products.service';
import { basketProductRows } from './basket-products.store';
import { basketPromotionId } from './baskets.service';
import {
  type BasketRow,
  basketItems,
  basketRow,
  deleteItem,
  insertBasket,
  setItemPriceType,
  updateBasket,
} from './baskets.store';
import { requireSellerChannel, type Seller, sellerChannels, staffSeller } from './sellers.service';

/* A staff basket opened, and a basket's lines changed: removing one, its price type, and the promo code. */

export async function openStaffBasket(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  channel: StaffSalesChannel,
  now: Date,
): Promise<string> {
  if (!(await sellerChannels(db, accountId, staff)).includes(channel)) {
    throw new AppError('purchase.channel_not_allowed', 'channel');
  }
  const id = randomUUID();
  await insertBasket(db, accountId, { id, channel, userId: staff.userId, now });
  // A sale through an API key starts with the group's default API promo code (spec §3).
  const seller = await staffSeller(db, staff);
  const code = apiPromoCodeFor(seller.policy!, { viaApiKey: seller.viaApiKey === true, given: null });
  if (code) {
    // A default the group cannot use (unknown, expired, not in its list) is left off; a
    // required promo code is still asked at checkout.
    await setPromoCode(db, accountId, id, code, now, seller).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
  return id;
}

/**
 * Locks an open basket for a change. A basket whose reservations have lapsed is emptied and
 * refused: the buyer starts over (spec §4).
 */
async function lockOpenBasket(tx: Db, accountId: number, basketId: string, now: Date): Promise<BasketRow> {
  const basket = await basketRow(tx, accountId, basketId, true);
  if (!basket) throw new AppError('purchase.basket_not_found');
  if (basket.status !== 'open') throw new AppError('purchase.basket_closed');
  if (basket.expires_at && new Date(basket.expires_at).getTime() <= now.getTime()) {
    throw new AppError('purchase.reservation_expired');
  }
  return basket;
}

async function lockedItem(tx: Db, accountId: number, basketId: string, itemId: number, now: Date) {
  const basket = await lockOpenBasket(tx, accountId, basketId, now);
  const item = (await basketItems(tx, accountId, basketId)).find((i) => i.id === itemId);
  if (!item) throw new AppError('common.not_found');
  return { basket, item };
}

/** Removes a line and gives its seat or places back; an emptied basket stops its timer. */
export async function removeFromBasket(
  db: Db,
  accountId: number,
  basketId: string,
  itemId: number,
  seller: Seller,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { item } = await lockedItem(tx, accountId, basketId, itemId, now);
    if (item.bundle_line_id != null) {
      // A template package's or event plan's part goes with the whole of it (decisions/0112).
      await removeBundle(tx, accountId, basketId, item.bundle_line_id, seller, now);
    } else if (item.package_line_id !== null) {
      // A season package's part goes with the whole package: every event's seat (decisions/0086).
      const parts = (await basketItems(tx, accountId, basketId)).filter(
        (i) => i.package_line_id === item.package_line_id,
      );
      await releaseBasket(tx, accountId, basketId, now, {
        seatIds: parts.map((p) => p.event_seat_id!),
        userId: seller.userId,
        reason: 'removedFromBasket',
      });
      await deletePackageLine(tx, accountId, basketId, item.package_line_id);
    } else {
      await releaseBasket(tx, accountId, basketId, now, {
        ...(item.kind === 'seat'
          ? { seatIds: [item.event_seat_id!] }
          : { gaReservationIds: [item.ga_reservation_id!] }),
        userId: seller.userId,
        reason: 'removedFromBasket',
      });
      await deleteItem(tx, accountId, basketId, itemId);
    }
    const left = await basketItems(tx, accountId, basketId);
    // Full-party add-ons follow the tickets left (and go with the event's last ticket).
    await followParty(tx, accountId, basketId, left);
    if (left.length === 0) {
      // Anything still reserved without a line (an add cut off between its take and its
      // lines) goes back too, before the timer stops (it runs on while products stay).
      await releaseBasket(tx, accountId, basketId, now, { userId: seller.userId, reason: 'basketEmptied' });
      if ((await basketProductRows(tx, accountId, basketId)).length === 0) {
        await updateBasket(tx, accountId, basketId, { expiresAt: null }, now);
      }
    }
  });
}

export async function changePriceType(
  db: Db,
  accountId: number,
  basketId: string,
  itemId: number,
  priceTypeId: number | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { basket, item } = await lockedItem(tx, accountId, basketId, itemId, now);
    // A package's parts are priced by the package's price type (decisions/0086).
    if (item.package_line_id !== null) throw new AppError('purchase.season_package_part');
    if (item.bundle_line_id != null) throw new AppError('purchase.bundle_part');
    const context = (await loadEventContexts(tx, accountId, [item.event_id])).get(item.event_id)!;
    if (
      priceTypeId !== null &&
      !priceTypesFor(
        context,
        basket.channel as SalesChannel,
        await basketPromotionId(tx, accountId, basket),
      ).some((t) => t.id === priceTypeId)
    ) {
      throw new AppError('purchase.price_type_not_available', 'priceTypeId');
    }
    await setItemPriceType(tx, accountId, basketId, itemId, priceTypeId);
    unitFaceValue({ ...item, price_type_id: priceTypeId }, context);
  });
}

/** Applies a promo code (checked now against its dates and tags) or removes it. */
export async function setPromoCode(
  db: Db,
  accountId: number,
  basketId: string,
  asked: string | null,
  now: Date,
  /** A staff seller: their group's promo code list applies, and through an API key its default code. */
  seller?: Seller,
): Promise<void> {
  const code = seller?.policy
    ? apiPromoCodeFor(seller.policy, { viaApiKey: seller.viaApiKey === true, given: asked })
    : asked;
  await db.transaction(async (tx) => {
    const basket = await lockOpenBasket(tx, accountId, basketId, now);
    if (seller) requireSellerChannel(seller, basket.channel);
    let promotionId: number | null = null;
    if (code !== null) {
      const found = await findPromotion(tx, accountId, code);
      if (!found) throw new AppError('purchase.promotion_invalid', 'code');
      if (found.archived) throw new AppError('purchase.promotion_archived', 'code');
      const refused =
        seller?.policy &&
        salePolicyProblem(seller.policy, {
          promoCode: { code, promotionId: found.promotion.id, promotionCode: found.promotion.code },
        });
      if (refused) throw new AppError(refused.code, 'code');
      const check = checkPromotion(found.promotion, { now, customerTags: [], eventStartsAt: now });
      // Event rules are checked per event when the basket is priced.
      if (
        !check.ok &&
        !(check.code === 'purchase.promotion_invalid' && found.promotion.eventRules.length > 0)
      ) {
        throw new AppError(check.code, 'code');
      }
      promotionId = found.promotion.id;
    }
    // Lines on a price type that only the current code opens keep the basket on that code.
    const items = await basketItems(tx, accountId, basketId);
    const contexts = await loadEventContexts(
      tx,
      accountId,
      items.map((i) => i.event_id),
    );
    const stranded = items.some((item) => {
      const context = contexts.get(item.event_id);
      return (
        item.price_type_id !== null &&
        context !== undefined &&
        !priceTypesFor(context, basket.channel as SalesChannel, promotionId).some(
          (t) => t.id === item.price_type_id,
        )
      );
    });
    if (stranded) throw new AppError('purchase.promo_code_in_use', 'code');
    await updateBasket(tx, accountId, basketId, { promoCode: code }, now);
  });
}
