import {
  type EventSaleTiming,
  renewalSaleRefusal,
  type SalesChannel,
  saleRefusal,
  saleRefusalError,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { renewalDeadlines } from './basket-packages.store';

/**
 * A renewal's event (decisions/0111): on sale through the channels, or before their on-sale
 * date until the renewal deadline; every other refusal stands.
 */
export function requireRenewalOnSale(
  timing: EventSaleTiming,
  channels: readonly SalesChannel[],
  deadline: Date | null,
  now: Date,
  field: string,
): void {
  const refusal = renewalSaleRefusal(saleRefusal(now, timing, channels), deadline, now);
  if (!refusal) return;
  const { code, params } = saleRefusalError(refusal, timing.timeZone);
  throw new AppError(code, field, params);
}

/**
 * The events of a basket whose every line renews a holder's seats (no other ticket nor product
 * of it), each with the earliest deadline of those renewals: they sell before the on-sale date.
 */
export async function renewalDeadlineByEvent(
  db: Db,
  accountId: number,
  basketId: string,
  items: readonly { event_id: number; package_line_id: number | null }[],
  products: readonly { row: { event_id: number } }[],
): Promise<Map<number, Date>> {
  const byEvent = new Map<number, Date>();
  if (!items.some((i) => i.package_line_id !== null)) return byEvent;
  const deadlines = await renewalDeadlines(db, accountId, basketId);
  for (const eventId of new Set(items.map((i) => i.event_id))) {
    if (products.some((p) => p.row.event_id === eventId)) continue;
    const lines = items.filter((i) => i.event_id === eventId);
    const found = lines.map((i) =>
      i.package_line_id === null ? undefined : deadlines.get(i.package_line_id),
    );
    if (found.every((d) => d !== undefined))
      byEvent.set(eventId, new Date(Math.min(...found.map((d) => d!.getTime()))));
  }
  return byEvent;
}
