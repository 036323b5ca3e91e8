import type { ShopEventSeats, ShopSeries, ShopSeriesEvent, ShopSeriesSummary } from '@tessera/contract';
import { availabilityLevel, channelSaleState, lowestAllInPrice } from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireAccount } from '@/modules/accounts/accounts.service';
import { loadEventContexts } from '@/modules/events/sale-context.store';
import { saleTimingOf } from '@/modules/events/sale-timing.service';
import { allInOf } from '@/modules/sell/all-in.rules';
import { saleViewOf } from '@/modules/sell/sale-view.service';
import { AppError } from '@/platform/http/app-error';
import {
  activeLevelPrices,
  type SeriesEventRow,
  seriesEvent,
  seriesEvents,
  upcomingSeriesEvents,
} from './shop.store';

/** Where the event stands on the Web now (the one sale-timing rule, decisions/0048). */
function saleStateOf(row: SeriesEventRow, now: Date) {
  return channelSaleState(now, saleTimingOf(row), 'Web');
}

/**
 * The lowest all-in Web price of each event ("From $34.00"): the cheapest level and Web price
 * type with the per-ticket fees, priced by the basket's engine (not the lowest face value).
 */
async function fromPrices(
  db: Db,
  accountId: number,
  eventIds: readonly number[],
): Promise<Map<number, number>> {
  const [contexts, levels] = await Promise.all([
    loadEventContexts(db, accountId, eventIds),
    activeLevelPrices(db, accountId, eventIds),
  ]);
  const lowest = new Map<number, number>();
  for (const id of eventIds) {
    const own = levels
      .filter((l) => l.event_id === id)
      .map((l) => ({ id: l.id, defaultPrice: l.default_price }));
    const price = lowestAllInPrice(allInOf(contexts.get(id), own, 'Web'));
    if (price !== null) lowest.set(id, price);
  }
  return lowest;
}

function toSeriesEvent(row: SeriesEventRow, now: Date, fromPrice?: number): ShopSeriesEvent {
  return {
    id: row.id,
    name: row.name,
    venueName: row.venue_name,
    timezone: row.timezone,
    startsAt: new Date(row.starts_at).toISOString(),
    availability: availabilityLevel(Number(row.places_left), Number(row.total_places), {
      high: row.high_percent,
      low: row.low_percent,
    }),
    saleState: saleStateOf(row, now),
    webOnSaleAt: row.web_on_sale_at ? new Date(row.web_on_sale_at).toISOString() : null,
    heavyOnSale: row.heavy_on_sale,
    fromPrice: fromPrice ?? (row.from_price === null ? null : Number(row.from_price)),
  };
}

/** Series with events to come: one per template, in the order of their first event. */
export async function listSeries(db: Db, accountId: number, now: Date): Promise<ShopSeriesSummary[]> {
  const bySeries = new Map<number, ShopSeriesSummary>();
  for (const row of await upcomingSeriesEvents(db, accountId, now)) {
    const startsAt = new Date(row.starts_at).toISOString();
    const seen = bySeries.get(row.template_id!);
    if (seen) {
      seen.lastStartsAt = startsAt;
      seen.eventCount += 1;
    } else {
      bySeries.set(row.template_id!, {
        id: row.template_id!,
        name: row.template_name ?? row.name,
        venueName: row.venue_name,
        timezone: row.timezone,
        firstStartsAt: startsAt,
        lastStartsAt: startsAt,
        eventCount: 1,
      });
    }
  }
  return [...bySeries.values()];
}

export async function seriesOf(db: Db, accountId: number, seriesId: number, now: Date): Promise<ShopSeries> {
  const list = await seriesEvents(db, accountId, seriesId, now);
  if (list.length === 0) throw new AppError('common.not_found');
  const [account, prices] = await Promise.all([
    requireAccount(db, accountId),
    fromPrices(
      db,
      accountId,
      list.map((row) => row.id),
    ),
  ]);
  return {
    id: seriesId,
    name: list[0]!.template_name ?? list[0]!.name,
    currency: account.currency,
    events: list.map((row) => toSeriesEvent(row, now, prices.get(row.id))),
  };
}

/**
 * An event's seats as the Web channel sees them at `now`: seats in holds the Web may not sell
 * are unavailable and do not say which hold they are in; a seat whose basket ran out is back
 * where it rests; Web price types only.
 */
export async function shopSeatsOf(
  db: Db,
  accountId: number,
  eventId: number,
  since: number | undefined,
  now: Date,
): Promise<ShopEventSeats> {
  const row = await seriesEvent(db, accountId, eventId, now);
  if (!row?.active) throw new AppError('common.not_found');
  const [{ context, view, heldUntil }, account] = await Promise.all([
    saleViewOf(db, accountId, eventId, { channel: 'Web', userGroupId: null, since }, now),
    requireAccount(db, accountId),
  ]);
  return {
    event: {
      id: row.id,
      name: row.name,
      venueName: row.venue_name,
      timezone: row.timezone,
      startsAt: new Date(row.starts_at).toISOString(),
      openSeats: Number(row.places_left),
      totalSeats: Number(row.total_places),
      seriesId: row.template_id,
      seriesName: row.template_name,
    },
    seriesId: row.template_id,
    saleState: saleStateOf(row, now),
    heavyOnSale: row.heavy_on_sale,
    saleMode: row.sale_mode,
    currency: account.currency,
    maxTicketsPerOrder: context?.limits.perOrder ?? 10,
    heldUntil: heldUntil?.toISOString() ?? null,
    ...view,
  };
}
