import type { SavedBasket } from '@tessera/contract';
import { DEFAULT_BASKET_MINUTES, type SalesChannel, savedBasketAlertsOf } from '@tessera/domain';
import type { Db } from '@/db/client';
import { loadEventContexts } from '@/modules/events/sale-context.store';
import { requireOnSale, saleChannels } from '@/modules/events/sale-timing.service';
import { allowedHoldIds } from '@/modules/inventory/inventory.service';
import { extendBasketReservations } from '@/modules/inventory/order-seats.store';
import { releaseBasket, takeSeats } from '@/modules/inventory/reservations.store';
import { AppError } from '@/platform/http/app-error';
import { checkBasketLines } from './basket-policy.service';
import { retakeProductStock } from './basket-products.service';
import { releaseBasketProducts } from './basket-products.store';
import { basketItems, basketRow } from './baskets.store';
import {
  abandonSavedBasket,
  basketUnsavedState,
  lockBasketRow,
  markBasketSaved,
  type SavedRow,
  savedRows,
  setBasketExpiry,
} from './saved-baskets.store';
import { requireSellerChannel, type Seller } from './sellers.service';

/** How long a saved basket keeps its seats when the seller gives no date. */
const DEFAULT_SAVED_HOURS = 24;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toSaved(row: SavedRow, now: Date): SavedBasket {
  return {
    id: row.id,
    name: row.name ?? '',
    notes: row.notes ?? '',
    channel: row.channel,
    savedAt: iso(row.saved_at)!,
    savedBy: row.saved_by,
    expiresAt: iso(row.expires_at),
    paymentDueAt: iso(row.payment_due_at),
    alerts: savedBasketAlertsOf(now, {
      expiresAt: row.expires_at ? new Date(row.expires_at) : null,
      paymentDueAt: row.payment_due_at ? new Date(row.payment_due_at) : null,
    }),
    itemCount: Number(row.item_count),
  };
}

export async function listSaved(db: Db, accountId: number, now: Date): Promise<SavedBasket[]> {
  return (await savedRows(db, accountId)).map((r) => toSaved(r, now));
}

/**
 * Saves an open basket to finish later: named, with notes and a payment due date; its live
 * reservations are kept until `holdUntil`.
 */
export async function saveBasket(
  db: Db,
  accountId: number,
  basketId: string,
  input: { name: string; notes: string; holdUntil?: string | undefined; paymentDueAt: string | null },
  now: Date,
): Promise<SavedBasket> {
  await db.transaction(async (tx) => {
    const basket = await basketRow(tx, accountId, basketId, true);
    if (!basket) throw new AppError('purchase.basket_not_found');
    if (basket.status !== 'open') throw new AppError('purchase.basket_closed');
    if ((await basketItems(tx, accountId, basketId)).length === 0)
      throw new AppError('purchase.basket_empty');
    const lapsed = basket.expires_at !== null && new Date(basket.expires_at).getTime() <= now.getTime();
    const until = input.holdUntil
      ? new Date(input.holdUntil)
      : new Date(now.getTime() + DEFAULT_SAVED_HOURS * 3_600_000);
    if (!lapsed) await extendBasketReservations(tx, accountId, basketId, until, now);
    await markBasketSaved(
      tx,
      accountId,
      basketId,
      {
        name: input.name,
        notes: input.notes,
        paymentDueAt: input.paymentDueAt ? new Date(input.paymentDueAt) : null,
        expiresAt: lapsed ? basket.expires_at : until,
      },
      now,
    );
  });
  const [row] = await savedRows(db, accountId, basketId);
  return toSaved(row!, now);
}

/**
 * Resumes a saved basket. While its reservations last, it simply continues. An expired one is
 * started over: its seats are taken again for a fresh basket timer; if any is gone (or the
 * basket holds general-admission places, which cannot be re-taken as they were), the sale
 * must start anew: admin.saved_basket_expired.
 *
 * The seller's current basket must be finalised first: one with lines that is neither saved
 * nor checked out is refused (admin.basket_unsaved_changes).
 */
export async function resumeSaved(
  db: Db,
  accountId: number,
  basketId: string,
  currentBasketId: string | null,
  seller: Seller,
  now: Date,
): Promise<void> {
  if (currentBasketId && currentBasketId !== basketId) {
    const current = await basketUnsavedState(db, accountId, currentBasketId);
    if (current && current.status === 'open' && current.saved_at === null && Number(current.items) > 0) {
      throw new AppError('admin.basket_unsaved_changes');
    }
  }
  await db.transaction(async (tx) => {
    const [saved] = await savedRows(tx, accountId, basketId);
    if (!saved) throw new AppError('admin.saved_basket_not_found');
    requireSellerChannel(seller, saved.channel);
    await lockBasketRow(tx, basketId);
    const items = await basketItems(tx, accountId, basketId);
    if (seller.policy) await checkBasketLines(tx, accountId, seller.policy, items);
    if (saved.expires_at === null || new Date(saved.expires_at).getTime() > now.getTime()) return;
    if (items.some((i) => i.kind === 'ga')) throw new AppError('admin.saved_basket_expired');
    // Its seats are taken again: only while their events are on sale through its channel.
    const contexts = await loadEventContexts(tx, accountId, [...new Set(items.map((i) => i.event_id))]);
    for (const context of contexts.values())
      requireOnSale(context.timing, saleChannels(saved.channel, seller), now, 'basketId');
    const channel = saved.channel as SalesChannel;
    const until = new Date(now.getTime() + DEFAULT_BASKET_MINUTES * 60_000);
    for (const eventId of new Set(items.map((i) => i.event_id))) {
      const buyer = {
        basketId,
        channel,
        allowedHoldIds: await allowedHoldIds(
          tx,
          accountId,
          eventId,
          channel,
          seller.userGroupId,
          seller.policy,
        ),
        userId: seller.userId,
      };
      const ids = items.flatMap((i) => (i.event_id === eventId && i.event_seat_id ? [i.event_seat_id] : []));
      try {
        await takeSeats(tx, accountId, eventId, ids, buyer, until, now);
      } catch (error) {
        if (error instanceof AppError) throw new AppError('admin.saved_basket_expired');
        throw error;
      }
    }
    try {
      await retakeProductStock(tx, accountId, basketId);
    } catch (error) {
      if (error instanceof AppError) throw new AppError('admin.saved_basket_expired');
      throw error;
    }
    await setBasketExpiry(tx, basketId, until, now);
  });
}

/** Deletes a saved basket: its seats are released and the basket abandoned. */
export async function deleteSaved(
  db: Db,
  accountId: number,
  basketId: string,
  userId: number,
  now: Date,
): Promise<void> {
  const [saved] = await savedRows(db, accountId, basketId);
  if (!saved) throw new AppError('admin.saved_basket_not_found');
  await releaseBasket(db, accountId, basketId, now, { userId, reason: 'savedBasketDeleted' });
  await releaseBasketProducts(db, accountId, basketId);
  await abandonSavedBasket(db, accountId, basketId, now);
}
