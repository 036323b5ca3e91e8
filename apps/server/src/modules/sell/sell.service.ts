import { type SellSeats, sellMapViewImagePath } from '@tessera/contract';
import { type StaffSalesChannel, seatDisplayLimitFor } from '@tessera/domain';
import type { Db } from '@/db/client';
import { type Seller, sellerChannels, staffSeller } from '@/modules/baskets/sellers.service';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { saleViewOf } from './sale-view.service';
import { type EventsReach, findReachableEvent } from './sell.store';

/** The events a seller may reach: the user group's events scope; admins reach all. */
export async function reachOf(db: Db, staff: StaffPrincipal): Promise<EventsReach> {
  const policy = await policyFor(db, staff);
  if (policy.role === 'Admin' || policy.eventsScope === 'all') return { kind: 'all' };
  return { kind: policy.eventsScope, ids: policy.eventsScopeIds };
}

/** An event the seller may reach (their group's events scope), or "not found" on `field`. */
export async function requireReachableEvent(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  eventId: number,
  now: Date,
  field?: string,
) {
  const event = await findReachableEvent(db, accountId, eventId, await reachOf(db, staff), now);
  if (!event) throw new AppError('common.not_found', field);
  return event;
}

/**
 * A staff member who sells through `channel` (house seats, group sales): the route already
 * checked `sellTickets`; here the role's channel, or the user group's override, must be it
 * (supervisors sell any).
 */
export async function channelSeller(
  db: Db,
  staff: StaffPrincipal,
  channel: StaffSalesChannel,
): Promise<Seller> {
  const seller = await staffSeller(db, staff);
  if (!seller.channels?.includes(channel)) throw new AppError('purchase.channel_not_allowed', 'channel');
  return seller;
}

/** The channel asked for, if the seller may use it; without one, the first they may use. */
async function channelFor(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  asked: StaffSalesChannel | undefined,
): Promise<StaffSalesChannel> {
  const channels = await sellerChannels(db, accountId, staff);
  const channel = asked ?? channels[0];
  if (!channel || !channels.includes(channel)) throw new AppError('purchase.channel_not_allowed', 'channel');
  return channel;
}

/**
 * An event's seats as a seller on a channel sees them. Seats in holds the channel or the
 * seller's user group may not sell are unavailable to them and do not show which hold they
 * are in; holds they may sell keep their letter and id (the basket takes those seats).
 */
export async function sellSeatsOf(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  request: { eventId: number; channel?: StaffSalesChannel; since?: number },
  now: Date,
): Promise<SellSeats> {
  const event = await requireReachableEvent(db, accountId, staff, request.eventId, now);
  const channel = await channelFor(db, accountId, staff, request.channel);
  const policy = await policyFor(db, staff);
  const { view } = await saleViewOf(
    db,
    accountId,
    request.eventId,
    {
      channel,
      userGroupId: staff.userGroup?.id ?? null,
      // Under a seat display limit the seats shown depend on every seat: always the whole map.
      since: seatDisplayLimitFor(policy) === null ? request.since : undefined,
      policy,
      // Staff see the images through their own route: the back office's host is not a shop's.
      viewImagePath: sellMapViewImagePath,
    },
    now,
  );
  return { event, channel, ...view };
}
