import { type SellSeats, statusLetters, unavailableLetter } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import type { Db } from '@/db/client';
import { loadEventContexts, priceTypesFor } from '@/modules/baskets/basket-context';
import { sellerChannels } from '@/modules/baskets/baskets.service';
import { eventGaAreaRows, eventPriceLevels } from '@/modules/events/events.store';
import { allowedHoldIds } from '@/modules/inventory/inventory.service';
import { seatColumnsOf } from '@/modules/inventory/inventory.store';
import { policyFor } from '@/modules/user-groups/policy';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { type EventsReach, eventSeatAlerts, findReachableEvent } from './sell.store';

/** The events a seller may reach: the user group's events scope; admins reach all. */
export async function reachOf(db: Db, staff: StaffPrincipal): Promise<EventsReach> {
  const policy = await policyFor(db, staff);
  if (policy.role === 'Admin' || policy.eventsScope === 'all') return { kind: 'all' };
  return { kind: policy.eventsScope, ids: policy.eventsScopeIds };
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
  const event = await findReachableEvent(db, accountId, request.eventId, await reachOf(db, staff), now);
  if (!event) throw new AppError('common.not_found');
  const channel = await channelFor(db, accountId, staff, request.channel);
  const [columns, allowed, levels, areas, seatAlerts, contexts] = await Promise.all([
    seatColumnsOf(db, accountId, request.eventId, request.since),
    allowedHoldIds(db, accountId, channel, staff.userGroup?.id ?? null),
    eventPriceLevels(db, accountId, request.eventId),
    eventGaAreaRows(db, accountId, request.eventId),
    eventSeatAlerts(db, accountId, request.eventId),
    loadEventContexts(db, accountId, [request.eventId]),
  ]);
  const context = contexts.get(request.eventId);
  const sellable = new Set(allowed);
  const letters = columns.seats.status.split('');
  columns.seats.hold.forEach((holdId, i) => {
    if (holdId === 0 || sellable.has(holdId)) return;
    columns.seats.hold[i] = 0;
    if (letters[i] === statusLetters.hold) letters[i] = unavailableLetter;
  });
  columns.seats.status = letters.join('');
  return {
    event,
    channel,
    ...columns,
    gaAreas: areas.map((a) => ({
      id: a.id,
      name: a.name,
      placesLeft: Math.max(0, a.capacity - a.taken),
      priceLevelId: a.priceLevelId,
    })),
    priceLevels: levels
      .filter((l) => !l.archived)
      .map((l) => ({ id: l.id, name: l.name, color: l.color, price: l.defaultPrice })),
    seatAlerts,
    priceTypes: context ? priceTypesFor(context, channel).map((p) => ({ id: p.id, name: p.name })) : [],
  };
}
