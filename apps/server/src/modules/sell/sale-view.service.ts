import { statusLetters, unavailableLetter } from '@tessera/contract';
import {
  type GroupPolicy,
  type SalesChannel,
  seatAlertShown,
  seatsBeyondDisplayLimit,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { eventPriceLevels } from '@/modules/events/events.store';
import { type EventSaleContext, loadEventContexts, priceTypesFor } from '@/modules/events/sale-context.store';
import { allowedHoldIds } from '@/modules/inventory/inventory.service';
import { eventGaAreaRows, seatColumnsOf } from '@/modules/inventory/inventory.store';
import { eventSeatViews } from '@/modules/maps/map-view-images.service';
import { eventMapDrawing } from '@/modules/maps/maps.store';
import { allInOf } from './all-in.rules';
import { eventSeatAlerts } from './sell.store';

/**
 * What a seller on one sales channel may choose from for an event, the same for the shop and
 * the box office: the seat columns (seats in holds the channel or the seller's user group may
 * not sell show as unavailable, without their hold), GA areas with places left, the live price
 * levels, the seat alerts, and the channel's price types. `context` is the event's sale rules;
 * `heldUntil` when the first seat shown taken by a basket comes free (seatColumnsOf).
 */
export async function saleViewOf(
  db: Db,
  accountId: number,
  eventId: number,
  seller: {
    channel: SalesChannel;
    userGroupId: number | null;
    since: number | undefined;
    policy?: GroupPolicy;
    /** Where an uploaded "view from seat" image is fetched (the box office's own route). */
    viewImagePath?: (imageId: number) => string;
  },
  now: Date,
) {
  const [{ columns, heldUntil }, allowed, levels, areas, alerts, contexts, drawing, views] =
    await Promise.all([
      seatColumnsOf(db, accountId, eventId, seller.since, now),
      allowedHoldIds(db, accountId, eventId, seller.channel, seller.userGroupId, seller.policy),
      eventPriceLevels(db, accountId, eventId),
      eventGaAreaRows(db, accountId, eventId),
      eventSeatAlerts(db, accountId, eventId),
      loadEventContexts(db, accountId, [eventId]),
      eventMapDrawing(db, accountId, eventId),
      eventSeatViews(db, accountId, eventId, seller.viewImagePath),
    ]);
  const context: EventSaleContext | undefined = contexts.get(eventId);
  const sellable = new Set(allowed);
  const allIn = allInOf(
    context,
    levels.filter((l) => !l.archived),
    seller.channel,
  );
  // The event's alert override in place of each seat's own alert.
  columns.seats.seatAlert = columns.seats.seatAlert.map((id) => seatAlertShown(id, alerts.overrideId));
  const letters = columns.seats.status.split('');
  columns.seats.hold.forEach((holdId, i) => {
    if (holdId === 0 || sellable.has(holdId)) return;
    columns.seats.hold[i] = 0;
    if (letters[i] === statusLetters.hold) letters[i] = unavailableLetter;
  });
  // The group's seat display limit: open seats beyond it per price level per section show
  // as unavailable (a seller still reaches them after others are taken).
  if (seller.policy) {
    const hidden = seatsBeyondDisplayLimit(
      seller.policy,
      letters.map((letter, i) => ({
        section: columns.sections[columns.seats.section[i]!] ?? '',
        priceLevelId: columns.seats.priceLevel[i] || null,
        available: letter === statusLetters.open,
      })),
    );
    for (const i of hidden) letters[i] = unavailableLetter;
  }
  columns.seats.status = letters.join('');
  return {
    context,
    heldUntil,
    view: {
      ...columns,
      // An area without a price level is not on sale (it would sell for nothing).
      gaAreas: areas
        .filter((a) => a.priceLevelId !== null)
        .map((a) => ({
          id: a.id,
          name: a.name,
          placesLeft: Math.max(0, a.capacity - a.taken),
          priceLevelId: a.priceLevelId,
        })),
      priceLevels: levels
        .filter((l) => !l.archived)
        .map((l) => ({
          id: l.id,
          name: l.name,
          color: l.color,
          price: l.defaultPrice,
          allIn: allIn
            .filter((p) => p.priceLevelId === l.id)
            .map((p) => ({
              priceTypeId: p.priceTypeId,
              faceValue: p.faceValue,
              fees: p.fees.map((f) => ({ feeId: f.feeId, name: f.name, amount: f.amount })),
              total: p.total,
            })),
        })),
      drawing,
      views,
      seatAlerts: alerts.alerts,
      priceTypes: context
        ? priceTypesFor(context, seller.channel).map((p) => ({ id: p.id, name: p.name }))
        : [],
    },
  };
}
