import type { ErrorCode } from '@tessera/domain';
import { basketExpiresAt, type SalesChannel } from '@tessera/domain';
import type { Db } from '@/db/client';
import type { EventSaleContext } from '@/modules/events/sale-context.store';
import { requireOnSale, saleChannels } from '@/modules/events/sale-timing.service';
import { holdsAllowedBy } from '@/modules/inventory/inventory.service';
import type { Buyer } from '@/modules/inventory/reservations.store';
import { AppError } from '@/platform/http/app-error';
import { addSnapshot } from './basket-add.store';
import { requireRenewalOnSale } from './renewal-on-sale.service';
import { requireSellerChannel, type Seller } from './sellers.service';

/**
 * The events of a sale that takes seats in several events at once (a season package, a template
 * package, an event plan): each read as an add reads it (the basket open and in time, the
 * seller's channel, the event active and on sale through the basket's channel; this also starts
 * the basket's timer), with the buyer of each event and the holds it may sell, and until when
 * the seats are reserved (the basket's expiry, or the shortest basket time of the events).
 */
export async function saleEventsOf(
  db: Db,
  accountId: number,
  basketId: string,
  seller: Seller,
  eventIds: readonly number[],
  now: Date,
  notFound: { code: ErrorCode; field: string },
  /** A renewal sells before the channels' on-sale date until its deadline (decisions/0111). */
  renewal?: { deadline: Date | null },
): Promise<{ buyers: Map<number, Buyer>; contexts: EventSaleContext[]; until: Date }> {
  const buyers = new Map<number, Buyer>();
  const contexts: EventSaleContext[] = [];
  let basketExpiry: Date | null = null;
  for (const eventId of eventIds) {
    const snapshot = await addSnapshot(
      db,
      accountId,
      basketId,
      { eventId, seatIds: [], areaId: null },
      seller.userGroupId,
      now,
    );
    if (!snapshot) throw new AppError(notFound.code, notFound.field);
    const { context, basket } = snapshot;
    if (!basket) throw new AppError('purchase.basket_not_found');
    if (basket.status !== 'open') throw new AppError('purchase.basket_closed');
    if (basket.expires_at && new Date(basket.expires_at).getTime() <= now.getTime())
      throw new AppError('purchase.reservation_expired');
    requireSellerChannel(seller, basket.channel);
    if (!context.active) throw new AppError('purchase.event_not_on_sale', notFound.field);
    if (renewal)
      requireRenewalOnSale(
        context.timing,
        saleChannels(basket.channel, seller),
        renewal.deadline,
        now,
        notFound.field,
      );
    else requireOnSale(context.timing, saleChannels(basket.channel, seller), now);
    contexts.push(context);
    if (basket.expires_at) basketExpiry = new Date(basket.expires_at);
    buyers.set(eventId, {
      basketId,
      channel: basket.channel as SalesChannel,
      allowedHoldIds: seller.policy
        ? await holdsAllowedBy(db, accountId, seller.policy, basket.hold_ids)
        : basket.hold_ids,
      userId: seller.userId,
    });
  }
  const until =
    basketExpiry ??
    basketExpiresAt(
      now,
      contexts.map((c) => c.basketMinutes),
    );
  return { buyers, contexts, until };
}
