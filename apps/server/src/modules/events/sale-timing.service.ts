import {
  type DateParameter,
  type EventSaleTiming,
  type SalesChannel,
  type SalesCutoff,
  saleRefusal,
  saleRefusalError,
} from '@tessera/domain';
import { AppError } from '@/platform/http/app-error';

/** What the sale timing reads of an event row (`saleDatesJson` and its template's `sale_timing`). */
export interface SaleTimingRow {
  active: boolean;
  starts_at: Date | string;
  timezone: string;
  sale_dates: Record<string, string | null> | string | null;
  sale_timing: { salesCutoff?: SalesCutoff; eventPeriods?: { start: string; end: string }[] } | null;
}

/** An event row's sale timing for the domain rule (`saleRefusal`). */
export function saleTimingOf(row: SaleTimingRow): EventSaleTiming {
  const raw = typeof row.sale_dates === 'string' ? JSON.parse(row.sale_dates) : (row.sale_dates ?? {});
  const dates: Partial<Record<DateParameter, Date | null>> = {};
  for (const [parameter, value] of Object.entries(raw as Record<string, string | null>)) {
    dates[parameter as DateParameter] = value ? new Date(value) : null;
  }
  return {
    active: row.active,
    startsAt: new Date(row.starts_at),
    timeZone: row.timezone,
    dates,
    cutoff: row.sale_timing?.salesCutoff ?? null,
    periods: row.sale_timing?.eventPeriods ?? [],
  };
}

/**
 * The channels a sale goes through: the basket's, and the API too when the seller called with
 * an API key (decisions/0048).
 */
export function saleChannels(basketChannel: string, seller?: { viaApiKey?: boolean }): SalesChannel[] {
  const channel = basketChannel as SalesChannel;
  return seller?.viaApiKey && channel !== 'API' ? [channel, 'API'] : [channel];
}

/**
 * Refuses, with the catalogue's error, an event that cannot be sold through these channels now:
 * the one rule every route that sells calls (domain `saleRefusal`).
 */
export function requireOnSale(
  timing: EventSaleTiming,
  channels: readonly SalesChannel[],
  now: Date,
  field = 'eventId',
): void {
  const refusal = saleRefusal(now, timing, channels);
  if (!refusal) return;
  const { code, params } = saleRefusalError(refusal, timing.timeZone);
  throw new AppError(code, field, params);
}
