import type { SalesChannel } from '../enums';
import { instantToLocal } from '../events/local-time';
import { type DateParameter, localToInstant } from '../templates/date-parameters';

/**
 * Where each sales channel's on-sale and off-sale dates live among an event's date parameters
 * (spec §3). The box office has an on-sale date only; the secondary market has none of its own.
 * A date not set leaves that end of the channel's window open.
 */
export const channelSaleDates = {
  Web: { onSale: 'LocalOnSaleDate', offSale: 'LocalOnSaleEndDate' },
  API: { onSale: 'LocalAPIOnSaleDate', offSale: 'LocalAPIOnSaleEndDate' },
  PointOfSale: { onSale: 'LocalBoxOfficeOnSaleDate', offSale: null },
  CallCenter: { onSale: 'LocalCallCenterStartDate', offSale: 'LocalCallCenterEndDate' },
  GroupSales: { onSale: 'LocalGroupSalesStartDate', offSale: 'LocalGroupSalesEndDate' },
  HouseSeats: { onSale: 'LocalHouseSeatsStartDate', offSale: 'LocalHouseSeatsEndDate' },
  Outlet: { onSale: 'LocalOutletStartDate', offSale: 'LocalOutletEndDate' },
  SecondaryMarket: { onSale: null, offSale: null },
} as const satisfies Record<SalesChannel, { onSale: DateParameter | null; offSale: DateParameter | null }>;

/** The template's sales cutoff (tab "sale timing"). */
export type SalesCutoff =
  | { type: 'MinutesBeforeStart'; minutes: number }
  | { type: 'AtTimeOnEventDay'; time?: string | undefined };

/** What an event's sale timing is decided from. */
export interface EventSaleTiming {
  active: boolean;
  /** LocalDate. */
  startsAt: Date;
  /** The venue's time zone: the cutoff time and the event periods are read in it. */
  timeZone: string;
  /** The event's dates by parameter; absent or null: not set. */
  dates: Partial<Record<DateParameter, Date | null>>;
  /** The template's sales cutoff; null (no template): sales close when the event starts. */
  cutoff: SalesCutoff | null;
  /** The template's event periods (venue dates, inclusive); none: every date is in season. */
  periods: readonly { start: string; end: string }[];
}

/** Why an event cannot be sold through a channel now; `at` is the date that decided it. */
export type SaleRefusal =
  | { reason: 'inactive' }
  | { reason: 'outside_event_periods' }
  | { reason: 'admin_off_sale'; at: Date }
  | { reason: 'sales_cutoff'; at: Date }
  | { reason: 'channel_off_sale'; channel: SalesChannel; at: Date }
  | { reason: 'not_yet_on_sale'; channel: SalesChannel; at: Date };

const time = /^(\d{2}):(\d{2})$/;

/**
 * When sales close for every channel: the cutoff's minutes before the start (0 by default: the
 * start itself), or its time on the event's day at the venue. An "at a time" cutoff without a
 * time closes at the start.
 */
export function salesCutoffAt(timing: Pick<EventSaleTiming, 'startsAt' | 'timeZone' | 'cutoff'>): Date {
  const { cutoff, startsAt } = timing;
  if (!cutoff) return startsAt;
  if (cutoff.type === 'MinutesBeforeStart') return new Date(startsAt.getTime() - cutoff.minutes * 60_000);
  const hhmm = cutoff.time && time.exec(cutoff.time) ? cutoff.time : null;
  if (!hhmm) return startsAt;
  const day = instantToLocal(startsAt, timing.timeZone).slice(0, 10);
  return localToInstant(`${day}T${hhmm}`, timing.timeZone) ?? startsAt;
}

/** Whether the event's own date (at the venue) falls in one of its template's event periods. */
export function inEventPeriods(timing: Pick<EventSaleTiming, 'startsAt' | 'timeZone' | 'periods'>): boolean {
  if (timing.periods.length === 0) return true;
  const day = instantToLocal(timing.startsAt, timing.timeZone).slice(0, 10);
  return timing.periods.some((p) => p.start <= day && day <= p.end);
}

const reached = (now: Date, at: Date | null | undefined): at is Date =>
  at != null && now.getTime() >= at.getTime();

/**
 * The one rule of sale timing, for every channel and every route that sells (decisions/0049).
 * An event sells through a channel when it is active, its date lies in its template's event
 * periods, neither the admin off-sale nor the sales cutoff has come, and it is within the
 * channel's own on-sale and off-sale dates. A sale that goes through several channels at once
 * (a staff sale made with an API key also goes through the API) must be open on each of them.
 * The first refusal, in that order, is the answer; null: it may be sold.
 */
export function saleRefusal(
  now: Date,
  timing: EventSaleTiming,
  channels: readonly SalesChannel[],
): SaleRefusal | null {
  if (!timing.active) return { reason: 'inactive' };
  if (!inEventPeriods(timing)) return { reason: 'outside_event_periods' };
  const adminOffSale = timing.dates.LocalAdminOffSaleDate;
  if (reached(now, adminOffSale)) return { reason: 'admin_off_sale', at: adminOffSale };
  const cutoff = salesCutoffAt(timing);
  if (reached(now, cutoff)) return { reason: 'sales_cutoff', at: cutoff };
  for (const channel of channels) {
    const { offSale } = channelSaleDates[channel];
    const closed = offSale ? timing.dates[offSale] : null;
    if (reached(now, closed)) return { reason: 'channel_off_sale', channel, at: closed };
  }
  for (const channel of channels) {
    const { onSale } = channelSaleDates[channel];
    const opens = onSale ? timing.dates[onSale] : null;
    if (opens && now.getTime() < opens.getTime()) return { reason: 'not_yet_on_sale', channel, at: opens };
  }
  return null;
}

/** Where an event stands in one channel's sale window, as the shop shows it. */
export type ChannelSaleState = 'on_sale' | 'not_yet_on_sale' | 'off_sale';

export function channelSaleState(
  now: Date,
  timing: EventSaleTiming,
  channel: SalesChannel,
): ChannelSaleState {
  const refusal = saleRefusal(now, timing, [channel]);
  if (!refusal) return 'on_sale';
  return refusal.reason === 'not_yet_on_sale' ? 'not_yet_on_sale' : 'off_sale';
}

/** The catalogue's error for a refusal, with the deciding date as the venue's wall-clock time. */
export function saleRefusalError(
  refusal: SaleRefusal,
  timeZone: string,
): {
  code:
    | 'purchase.event_not_on_sale'
    | 'purchase.event_outside_periods'
    | 'purchase.admin_off_sale'
    | 'purchase.sales_cutoff_passed'
    | 'purchase.channel_off_sale'
    | 'purchase.channel_not_yet_on_sale';
  params: Record<string, string>;
} {
  const at = (d: Date) => ({ date: instantToLocal(d, timeZone).replace('T', ' ') });
  switch (refusal.reason) {
    case 'inactive':
      return { code: 'purchase.event_not_on_sale', params: {} };
    case 'outside_event_periods':
      return { code: 'purchase.event_outside_periods', params: {} };
    case 'admin_off_sale':
      return { code: 'purchase.admin_off_sale', params: at(refusal.at) };
    case 'sales_cutoff':
      return { code: 'purchase.sales_cutoff_passed', params: at(refusal.at) };
    case 'channel_off_sale':
      return { code: 'purchase.channel_off_sale', params: at(refusal.at) };
    case 'not_yet_on_sale':
      return { code: 'purchase.channel_not_yet_on_sale', params: at(refusal.at) };
  }
}
