import type { ScanResult } from '@tessera/contract';
import { attendanceBuckets, type ShippedLocale } from '@tessera/domain';
import type { Db } from '@/db/client';
import { recordWebhookEvent } from '@/modules/webhooks/webhook-outbox.store';
import { AppError } from '@/platform/http/app-error';
import {
  admitByBarcode,
  attendanceEvent,
  countLiveTickets,
  eventScans,
  retiredBarcode,
  unadmitByBarcode,
} from './scanning.store';
import { insertScan, priceTypeNameOf, type TicketRow, ticketByBarcode, ticketNames } from './tickets.store';

export interface ScanInput {
  barcode: string;
  direction: 'in' | 'out';
  location: string;
  message: string;
}

type Reason = NonNullable<ScanResult['reason']>;

/** The scanned ticket as the door sees it, its price type named in the scanning staff's `locale`. */
function ticketOf(t: TicketRow, locale: ShippedLocale): NonNullable<ScanResult['ticket']> {
  return {
    id: t.id,
    orderId: t.order_id,
    eventName: t.event_name,
    eventStartsAt: t.starts_at.toISOString(),
    timeZone: t.timezone,
    section: t.section,
    row: t.row,
    seat: t.seat,
    priceTypeName: priceTypeNameOf(t, ticketNames(t, locale)),
    usherMessage: t.usher_message,
  };
}

/**
 * Scans a barcode at the door. Scanning in admits a live ticket that is not inside (first
 * scan marks it used); scanning out lets an admitted ticket re-enter later. The change is one
 * conditional UPDATE, so of two scans of one ticket at the same moment exactly one is
 * admitted. Every scan, accepted or refused, is kept for the scan history and attendance map.
 */
export async function scanTicket(
  db: Db,
  accountId: number,
  input: ScanInput,
  userId: number | null,
  now: Date,
  locale: ShippedLocale,
): Promise<ScanResult> {
  return db.transaction(async (tx) => {
    const changed =
      input.direction === 'in'
        ? await admitByBarcode(tx, accountId, input.barcode, now)
        : await unadmitByBarcode(tx, accountId, input.barcode);
    const ticket = await ticketByBarcode(tx, accountId, input.barcode);
    let reason: Reason | null = null;
    let retired: { ticket_id: number; event_id: number } | undefined;
    if (!changed) {
      if (!ticket) {
        retired = await retiredBarcode(tx, accountId, input.barcode);
        reason = retired ? 'reissued' : 'unknown';
      } else if (ticket.status === 'voided') reason = 'voided';
      else reason = input.direction === 'in' ? 'already_used' : 'not_admitted';
    }
    const result = reason ? 'refused' : 'accepted';
    await insertScan(
      tx,
      accountId,
      {
        // A reissued barcode's scan stays in its ticket's history.
        eventId: ticket?.event_id ?? retired?.event_id ?? null,
        ticketId: ticket?.id ?? (retired ? Number(retired.ticket_id) : null),
        barcode: input.barcode,
        direction: input.direction,
        location: input.location,
        message: input.message,
        result,
        reason,
        userId,
      },
      now,
    );
    if (result === 'accepted' && input.direction === 'in' && ticket) {
      const data = {
        ticketId: Number(ticket.id),
        orderId: Number(ticket.order_id),
        eventId: Number(ticket.event_id),
        scannedAt: now.toISOString(),
      };
      await recordWebhookEvent(tx, accountId, 'ticket.scanned', data, now);
    }
    return {
      result,
      reason,
      direction: input.direction,
      barcode: input.barcode,
      firstScannedAt: ticket?.first_scanned_at?.toISOString() ?? null,
      ticket: ticket ? ticketOf(ticket, locale) : null,
    };
  });
}

/** The attendance map of an event: accepted scans per 5 minutes, with totals. */
export async function eventAttendance(db: Db, accountId: number, eventId: number) {
  const event = await attendanceEvent(db, accountId, eventId);
  if (!event) throw new AppError('common.not_found');
  const scans = await eventScans(db, accountId, eventId);
  const sold = await countLiveTickets(db, accountId, eventId);
  const accepted = scans.filter((s) => s.result === 'accepted');
  return {
    eventId: event.id,
    eventName: event.name,
    timeZone: event.timezone,
    ticketsSold: sold,
    admitted: accepted.filter((s) => s.direction === 'in').length,
    refused: scans.length - accepted.length,
    buckets: attendanceBuckets(
      accepted.map((s) => ({ at: new Date(s.scanned_at), direction: s.direction })),
    ).map((b) => ({ ...b, from: b.from.toISOString() })),
  };
}
