import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { bundleOf, errorsOf, scanOf, sell } from './sell';

let t: TestApp;
let f: SaleFixture;
let takerToken: string;

beforeAll(async () => {
  t = await startTestApp({ now: new Date('2027-03-01T19:02:00Z') });
  f = await saleFixture(t);
  const taker = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'TicketTaker' });
  takerToken = await signInAs(t.app, taker.email);
});
afterAll(() => t.close());

const scan = (barcode: string, direction: 'in' | 'out' = 'in', location = 'Main door') =>
  call(t.app, {
    method: 'POST',
    url: '/api/admin/scans',
    token: takerToken,
    payload: { barcode, direction, location },
  });

const activity = async (orderId: number) =>
  (
    await rows<{ kind: string }>(
      t.database.db,
      sql`SELECT kind FROM order_activity WHERE order_id = ${orderId} ORDER BY id`,
    )
  ).map((a) => a.kind);

describe('order bundle', () => {
  it('lists the tickets with their barcodes and the seat history', async () => {
    const order = await sell(f, ['C-1', 'C-2']);
    const res = await f.api('GET', `/api/admin/orders/${order.id}/bundle`);
    expect(res.statusCode, res.body).toBe(200);
    expect(bundleOf(res).tickets.map((x: { barcode: string }) => x.barcode)).toEqual(
      order.tickets.map((x) => x.barcode),
    );
    const first = bundleOf(res).tickets[0]!;
    expect(first).toMatchObject({
      section: 'S1',
      row: 'C',
      seat: '1',
      status: 'new',
      printCount: 0,
      barcodesIssued: 1,
    });
    expect(first.seatHistory.map((h: { toStatus: string }) => h.toStatus)).toContain('sold');
  });

  it('reissues barcodes: the new one is unique and scans, the old one is refused as reissued', async () => {
    const order = await sell(f, ['C-3']);
    const old = order.tickets[0]!.barcode;
    const res = await f.api('POST', `/api/admin/orders/${order.id}/reissue-barcodes`, {
      ticketIds: [order.tickets[0]!.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const renewed = bundleOf(res).tickets[0]!;
    expect(renewed.barcode).not.toBe(old);
    expect(renewed.barcode).toMatch(/^\d{18}$/);
    expect(renewed.barcodesIssued).toBe(2);
    const [{ n }] = (await rows<{ n: string | number }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM order_tickets WHERE barcode = ${renewed.barcode}`,
    )) as [{ n: string | number }];
    expect(Number(n)).toBe(1);
    expect((await scan(old)).data).toMatchObject({ result: 'refused', reason: 'reissued' });
    expect((await scan(renewed.barcode)).data).toMatchObject({ result: 'accepted', reason: null });
    expect(await activity(order.id)).toContain('tickets.barcodes_reissued');
  });

  it('refuses to reissue a ticket of another order', async () => {
    const a = await sell(f, ['C-4']);
    const b = await sell(f, ['C-5']);
    const res = await f.api('POST', `/api/admin/orders/${a.id}/reissue-barcodes`, {
      ticketIds: [b.tickets[0]!.id],
    });
    expect(res.statusCode).toBe(404);
    expect(errorsOf(res)[0]!.code).toBe('purchase.ticket_not_found');
  });

  it('keeps an usher message that the ticket taker sees on scanning', async () => {
    const order = await sell(f, ['C-6']);
    const ticket = order.tickets[0]!;
    const res = await f.api('PUT', `/api/admin/orders/${order.id}/tickets/${ticket.id}/usher-message`, {
      message: 'Wheelchair user: take to the lift',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(bundleOf(res).tickets[0]!.usherMessage).toBe('Wheelchair user: take to the lift');
    const scanned = await scan(ticket.barcode);
    expect(scanOf(scanned).ticket!.usherMessage).toBe('Wheelchair user: take to the lift');
    expect(await activity(order.id)).toContain('tickets.usher_message_set');
  });

  it('gives printer data for the printer kind and counts prints', async () => {
    const order = await sell(f, ['C-7']);
    const ticket = order.tickets[0]!;
    const data = await f.api('POST', `/api/admin/orders/${order.id}/print-data`, {
      ticketIds: [ticket.id],
      printerType: 'Zebra',
    });
    expect(data.statusCode, data.body).toBe(200);
    expect((data.data as unknown as { data: string }[])[0]!.data).toContain(`^FD${ticket.barcode}^FS`);
    const printed = await f.api('POST', `/api/admin/orders/${order.id}/printed`, {
      ticketIds: [ticket.id],
      printer: 'Box office',
    });
    expect(bundleOf(printed).tickets[0]!).toMatchObject({
      printCount: 1,
      printedAt: '2027-03-01T19:02:00.000Z',
    });
    expect(await activity(order.id)).toContain('tickets.printed');
  });
});

describe('scanning', () => {
  it('admits a ticket once, refuses it again with the time of its first scan, and re-admits after a scan out', async () => {
    const order = await sell(f, ['D-1']);
    const barcode = order.tickets[0]!.barcode;
    const first = await scan(barcode);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data).toMatchObject({ result: 'accepted', firstScannedAt: '2027-03-01T19:02:00.000Z' });
    expect(first.data.ticket).toMatchObject({ section: 'S1', row: 'D', seat: '1', orderId: order.id });
    t.clock.advance(60_000);
    const again = await scan(barcode);
    expect(again.data).toMatchObject({
      result: 'refused',
      reason: 'already_used',
      firstScannedAt: '2027-03-01T19:02:00.000Z',
    });
    expect((await scan(barcode, 'out')).data).toMatchObject({ result: 'accepted' });
    expect((await scan(barcode, 'out')).data).toMatchObject({ result: 'refused', reason: 'not_admitted' });
    expect((await scan(barcode)).data).toMatchObject({
      result: 'accepted',
      firstScannedAt: '2027-03-01T19:02:00.000Z',
    });
    const bundle = await f.api('GET', `/api/admin/orders/${order.id}/bundle`);
    expect(bundleOf(bundle).tickets[0]!.status).toBe('used');
    expect(
      bundleOf(bundle).tickets[0]!.scans.map(
        (s: { direction: string; result: string }) => `${s.direction}:${s.result}`,
      ),
    ).toEqual(['in:accepted', 'in:refused', 'out:accepted', 'out:refused', 'in:accepted']);
    expect(bundleOf(bundle).tickets[0]!.scans[0]!.location).toBe('Main door');
  });

  it('refuses an unknown barcode and a voided ticket', async () => {
    expect((await scan('000000000000000000')).data).toMatchObject({
      result: 'refused',
      reason: 'unknown',
      ticket: null,
    });
    const order = await sell(f, ['D-2']);
    await t.database.db.execute(
      sql`UPDATE order_tickets SET status = 'voided', voided_at = now() WHERE id = ${order.tickets[0]!.id}`,
    );
    expect((await scan(order.tickets[0]!.barcode)).data).toMatchObject({
      result: 'refused',
      reason: 'voided',
    });
  });

  it('does not let a ticket taker open order bundles', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/admin/orders/1/bundle', token: takerToken });
    expect(res.statusCode).toBe(403);
  });

  it('draws the attendance map in 5-minute increments', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/admin/events/${f.eventId}/attendance`,
      token: takerToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    const buckets = res.data.buckets as { from: string; in: number; out: number }[];
    expect(buckets.every((b) => new Date(b.from).getTime() % 300_000 === 0)).toBe(true);
    expect(buckets[0]!.from).toBe('2027-03-01T19:00:00.000Z');
    expect(buckets.reduce((n, b) => n + b.in, 0)).toBe(res.data.admitted);
    expect(res.data.admitted).toBe(4);
    expect(res.data.refused).toBe(4);
  });
});
