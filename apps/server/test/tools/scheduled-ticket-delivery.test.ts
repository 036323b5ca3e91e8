import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { windowSale } from '../commerce/cash-sale';
import { confirmationSent } from '../commerce/confirmation';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { buyer, errorCode } from '../orders/order-fixture';
import { renewingSession } from '../payment-plans/plan-fixture';
import { readMail } from '../tickets/mail-read';

let t: TestApp;
let f: SaleFixture;
const DAY = 86_400_000;
const url = '/api/admin/tools/update-scheduled-ticket-delivery-dates';

beforeAll(async () => {
  t = await startTestApp({ movableClock: true, withSmtp: true, now: new Date('2026-12-01T10:00:00Z') });
  f = renewingSession(t, await saleFixture(t));
});
afterAll(() => t.close());

const inDays = (d: number) => new Date(t.clock.now.getTime() + d * DAY).toISOString();
const setDate = (at: string | null, eventIds = [f.eventId]) =>
  f.api('PUT', url, { eventIds, ticketDeliveryAt: at });

/** The order's tickets email after the clock has moved `ms` and the queue has run. */
async function ticketsAfter(orderId: number, ms: number) {
  await t.clock.advance(ms);
  // Let the job queue look for due jobs at the new time; then read what it did.
  for (let i = 0; i < 20; i++) {
    await t.clock.advance(1_000);
    await new Promise((r) => setTimeout(r, 25));
  }
  const activity = await f.api('GET', `/api/admin/orders/${orderId}/activity`);
  return (activity.data as unknown as { kind: string; at: string }[]).find((a) => a.kind === 'email.tickets');
}

/** The buyer's latest message as read: subject, text and attachments. */
const lastMail = async () => readMail((await t.smtp!.lastTo(buyer.email)).raw);

async function dueAt(orderId: number): Promise<string | null> {
  const [row] = await rows<{ due_at: Date | string }>(
    t.database.db,
    sql`SELECT due_at FROM order_confirmations_due WHERE order_id = ${orderId}`,
  );
  return row ? new Date(row.due_at).toISOString() : null;
}

describe('tools → update scheduled ticket delivery dates', () => {
  it('lists the events with their delivery date and refuses a date after the start', async () => {
    const list = await f.api('GET', url);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data).toEqual([expect.objectContaining({ eventId: f.eventId, ticketDeliveryAt: null })]);
    const late = await setDate('2027-06-01T00:00:00Z');
    expect(late.statusCode).toBe(400);
    expect(errorCode(late)).toBe('admin.ticket_delivery_after_start');
    const unknown = await setDate(inDays(2), [999_999]);
    expect(errorCode(unknown)).toBe('admin.choice_unavailable');
  });

  it('confirms the order at once and holds the tickets until the date; an earlier date delivers them earlier', async () => {
    const first = inDays(3);
    const set = await setDate(first);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.data.events).toEqual([expect.objectContaining({ ticketDeliveryAt: first })]);

    const order = await windowSale(f, ['A-1'], buyer);
    // The buyer is told at once that the order stands and when the tickets come, without them.
    const confirmed = await confirmationSent(f.api, order.id, () => t.clock.advance(1_000));
    expect(confirmed.details).toMatchObject({ status: 'sent', ticketsAt: first });
    const ahead = await lastMail();
    expect(ahead.subject).toBe(`Your order ${order.id} is confirmed`);
    expect(ahead.text).toContain('ticket will be emailed to you on Friday, December 4, 2026');
    expect(ahead.attachments.size).toBe(0);
    expect(await ticketsAfter(order.id, 60_000)).toBeUndefined();
    expect(await dueAt(order.id)).toBe(first);

    // Moved a day earlier than planned: the tickets go out on the new date, not the old one.
    const earlier = inDays(1);
    const moved = await setDate(earlier);
    expect(moved.data.ordersRescheduled).toBe(1);
    expect(await ticketsAfter(order.id, DAY / 2)).toBeUndefined();
    const sent = await ticketsAfter(order.id, DAY / 2);
    expect(sent).toBeDefined();
    expect(new Date(sent!.at).getTime()).toBeGreaterThanOrEqual(new Date(earlier).getTime());
    expect(new Date(sent!.at).getTime()).toBeLessThan(new Date(first).getTime());
    const tickets = await lastMail();
    expect(tickets.subject).toBe(`Your tickets for order ${order.id}`);
    expect(tickets.attachments.has(`tickets-${order.id}.pdf`)).toBe(true);
    // Sent once: the confirmation is not repeated, and nothing more is due.
    const activity = await f.api('GET', `/api/admin/orders/${order.id}/activity`);
    const kinds = (activity.data as unknown as { kind: string }[]).map((a) => a.kind);
    expect(kinds.filter((k) => k === 'email.order_confirmation')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'email.tickets')).toHaveLength(1);
    expect(await dueAt(order.id)).toBeNull();
  });

  it('a later date holds them longer; clearing it delivers them at once', async () => {
    const planned = inDays(1);
    await setDate(planned);
    const order = await windowSale(f, ['A-2'], buyer);
    expect(await ticketsAfter(order.id, 60_000)).toBeUndefined();
    const later = inDays(4);
    await setDate(later);
    // The old date passes: still held.
    expect(await ticketsAfter(order.id, DAY + 60_000)).toBeUndefined();
    expect(await dueAt(order.id)).toBe(later);
    // Cleared: delivered now.
    await setDate(null);
    expect(await ticketsAfter(order.id, 1_000)).toBeDefined();
  });

  it('delivers at once when the date has already passed', async () => {
    await setDate(inDays(-1));
    const order = await windowSale(f, ['A-3'], buyer);
    const sent = await confirmationSent(f.api, order.id, () => t.clock.advance(1_000));
    expect(sent.details).not.toHaveProperty('ticketsAt');
    const whole = await lastMail();
    expect(whole.subject).toBe(`Your order ${order.id} is confirmed`);
    expect(whole.attachments.has(`tickets-${order.id}.pdf`)).toBe(true);
  });
});
