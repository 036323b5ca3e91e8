import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { renewingSession } from '../payment-plans/plan-fixture';

/**
 * Group sales (decisions/0057): clients with contacts; a group's request quoted by holding its
 * seats in its own basket on the GroupSales channel at the group price of its size; confirmed
 * with a deposit (the payment port) and a balance due date; the balance paid later (the clock
 * moved); alerts from the one clock; a names list per group, as CSV, with seat places hidden
 * when the account says so.
 */
let t: TestApp;
let f: SaleFixture;
let totalSeats = 0;
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const buyer = { firstName: 'Grace', lastName: 'Okafor', email: 'okafor@example.test' };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp({ movableClock: true, now: new Date('2026-12-01T10:00:00Z') });
  f = renewingSession(t, await saleFixture(t));
  const [n] = await rows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM event_seats WHERE event_id = ${f.eventId}`,
  );
  totalSeats = Number(n!.n);
});
afterAll(() => t.close());

const code = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
const ids = (keys: string[]) => keys.map((k) => f.seats.get(k)!);
const inDays = (d: number) => new Date(t.clock.now.getTime() + d * DAY).toISOString();
let keySeq = 0;
const key = () => `group-confirm-${Date.now()}-${++keySeq}`;

async function client(name = 'Riverside School') {
  const res = await f.api('POST', '/api/admin/group-clients', {
    name,
    contacts: [{ name: 'Ms Okafor', email: 'Okafor@Example.test', phone: '555-0101' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.id as number;
}

async function newRequest(groupSize: number, clientId?: number) {
  const res = await f.api('POST', '/api/admin/group-sale-requests', {
    clientId: clientId ?? (await client()),
    eventId: f.eventId,
    groupSize,
    seatingNote: 'Together, near an aisle',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.id as number;
}

const quote = (id: number, seats: string[], holdDays = 3) =>
  f.api('POST', `/api/admin/group-sale-requests/${id}/quote`, {
    seatIds: ids(seats),
    holdUntil: inDays(holdDays),
  });

const seatStatus = async (k: string) =>
  (
    await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM event_seats WHERE id = ${f.seats.get(k)!}`,
    )
  )[0]!.status;

describe('clients', () => {
  it('are organisations with contacts, listed and edited', async () => {
    const id = await client('Hillside Choir');
    const list = await f.api('GET', '/api/admin/group-clients');
    expect(list.statusCode).toBe(200);
    const mine = (list.data as unknown as { id: number; contacts: { email: string }[] }[]).find(
      (c) => c.id === id,
    )!;
    expect(mine.contacts).toEqual([{ name: 'Ms Okafor', email: 'okafor@example.test', phone: '555-0101' }]);
    const edited = await f.api('PUT', `/api/admin/group-clients/${id}`, {
      name: 'Hillside Choir Society',
      notes: 'Pays by invoice',
      contacts: [
        { name: 'Ms Okafor', email: '', phone: '' },
        { name: 'Mr Lee', email: 'lee@example.test', phone: '555-0102' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data.name).toBe('Hillside Choir Society');
    expect((edited.data.contacts as unknown[]).length).toBe(2);
    const bad = await f.api('POST', '/api/admin/group-clients', { name: '', contacts: [] });
    expect(bad.statusCode).toBe(400);
    const badEmail = await f.api('POST', '/api/admin/group-clients', {
      name: 'X',
      contacts: [{ name: 'Y', email: 'not-an-email' }],
    });
    expect(badEmail.statusCode).toBe(400);
    const missing = await f.api('PUT', '/api/admin/group-clients/999999', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(code(missing)).toBe('admin.group_client_not_found');
  });
});

describe('a group sale', () => {
  it('is quoted at the group price, confirmed with a deposit, and completed by paying the balance later', async () => {
    const tiers = await f.api('PUT', '/api/admin/group-sales/price-tiers', {
      tiers: [{ threshold: { kind: 'seats', value: 4 }, discountBp: 1000 }],
    });
    expect(tiers.statusCode, tiers.body).toBe(200);
    const id = await newRequest(4);
    const fresh = await f.api('GET', `/api/admin/group-sale-requests/${id}`);
    expect(fresh.data).toMatchObject({ status: 'new', groupSize: 4, total: 0, alerts: [] });

    const free = await f.api('GET', `/api/admin/group-sale-requests/${id}/seats`);
    expect(free.statusCode, free.body).toBe(200);
    expect((free.data as unknown as { id: number }[]).map((s) => s.id)).toEqual(
      expect.arrayContaining(ids(['A-1', 'A-2', 'A-3', 'A-4'])),
    );
    const quoted = await quote(id, ['A-1', 'A-2', 'A-3', 'A-4']);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.data.status).toBe('quoted');
    expect(quoted.data.discountBp).toBe(1000);
    // Four seats at $45.00 less 10% ($40.50), a $1.50 booking fee each and a $2.00 handling fee.
    expect(quoted.data.total).toBe(4 * 4050 + 4 * 150 + 200);
    expect(await seatStatus('A-1')).toBe('reserved');
    const taken = await f.api('GET', `/api/admin/group-sale-requests/${id}/seats`);
    expect((taken.data as unknown as { id: number }[]).map((s) => s.id)).not.toContain(f.seats.get('A-1'));
    // The group's basket is a saved basket on the GroupSales channel.
    const saved = await f.api('GET', '/api/admin/saved-baskets');
    expect(
      (saved.data as unknown as { channel: string; name: string }[]).some((b) => b.channel === 'GroupSales'),
    ).toBe(true);

    // Expiring soon within the last hour of the hold.
    await t.clock.advance(3 * DAY - 30 * 60_000);
    const soon = await f.api('GET', '/api/admin/group-sale-requests');
    expect(
      (soon.data as unknown as { id: number; alerts: string[] }[]).find((r) => r.id === id)!.alerts,
    ).toEqual(['expiringSoon']);
    // Re-quoted (the same seats): a fresh hold.
    const again = await quote(id, ['A-1', 'A-2', 'A-3', 'A-4'], 5);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data.alerts).toEqual([]);

    const total = again.data.total as number;
    const body = {
      idempotencyKey: key(),
      deposit: 5000,
      balanceDueAt: inDays(10),
      expectedTotal: total,
      buyer,
      card,
    };
    const confirmed = await f.api('POST', `/api/admin/group-sale-requests/${id}/confirm`, body);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.data).toMatchObject({
      status: 'confirmed',
      deposit: 5000,
      balance: total - 5000,
      alerts: [],
    });
    const orderId = confirmed.data.orderId as number;
    expect(await seatStatus('A-1')).toBe('sold');
    // A retry answers the confirmed request, no second order.
    const retry = await f.api('POST', `/api/admin/group-sale-requests/${id}/confirm`, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.data.orderId).toBe(orderId);
    const order = await f.api('GET', `/api/admin/orders/${orderId}`);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.data.channel).toBe('GroupSales');
    const paid = await rows<{ n: number; sum: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS sum FROM payments WHERE order_id = ${orderId}`,
    );
    expect(paid[0]).toEqual({ n: 1, sum: 5000 });

    // Due soon within two days of the due date, past due after it.
    await t.clock.advance(9 * DAY);
    expect((await f.api('GET', `/api/admin/group-sale-requests/${id}`)).data.alerts).toEqual(['dueSoon']);
    await t.clock.advance(2 * DAY);
    expect((await f.api('GET', `/api/admin/group-sale-requests/${id}`)).data.alerts).toEqual(['pastDue']);
    // No job took the balance on its own.
    expect((await f.api('GET', `/api/admin/group-sale-requests/${id}`)).data.balance).toBe(total - 5000);

    const balance = await f.api('POST', `/api/admin/group-sale-requests/${id}/pay-balance`);
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.data).toMatchObject({ status: 'paid', balance: 0, alerts: [] });
    const after = await rows<{ sum: number }>(
      t.database.db,
      sql`SELECT coalesce(sum(amount), 0)::int AS sum FROM payments WHERE order_id = ${orderId}`,
    );
    expect(after[0]!.sum).toBe(total);
    const twice = await f.api('POST', `/api/admin/group-sale-requests/${id}/pay-balance`);
    expect(twice.statusCode).toBe(409);
    expect(code(twice)).toBe('admin.group_sale_status');

    // The names list: a name per ticket, downloadable as CSV.
    const names = await f.api('GET', `/api/admin/group-sale-requests/${id}/names`);
    expect(names.statusCode, names.body).toBe(200);
    const list = names.data.rows as { ticketId: number; row: string; seat: string }[];
    expect(list.length).toBe(4);
    const set = await f.api('PUT', `/api/admin/group-sale-requests/${id}/names`, {
      names: [
        { ticketId: list[0]!.ticketId, name: 'Ada Lovelace' },
        { ticketId: list[1]!.ticketId, name: '=HYPERLINK("x")' },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.data.rows as { name: string }[]).map((r) => r.name)).toEqual([
      'Ada Lovelace',
      '=HYPERLINK("x")',
      '',
      '',
    ]);
    const csv = await f.api('GET', `/api/admin/group-sale-requests/${id}/names.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('"Ticket","Section","Row","Seat","Name"');
    expect(csv.body).toContain('"1","S1","A","1","Ada Lovelace"');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    const unknown = await f.api('PUT', `/api/admin/group-sale-requests/${id}/names`, {
      names: [{ ticketId: 999999999, name: 'Nobody' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(code(unknown)).toBe('admin.group_sale_ticket_unknown');

    // Hide seat locations for group sales: the file carries ticket numbers and names only.
    await t.database.db
      .update(accounts)
      .set({ hideSeatLocationsForGroupSalesAndHouseSeats: true })
      .where(eq(accounts.id, f.accountId));
    try {
      const hidden = await f.api('GET', `/api/admin/group-sale-requests/${id}/names.csv`);
      expect(hidden.body.split('\r\n')[0]).toBe('"Ticket","Name"');
      expect(hidden.body).toContain('"1","Ada Lovelace"');
      expect(hidden.body).not.toContain('"A"');
    } finally {
      await t.database.db
        .update(accounts)
        .set({ hideSeatLocationsForGroupSalesAndHouseSeats: false })
        .where(eq(accounts.id, f.accountId));
    }
  });

  it('is declined with its seats given back', async () => {
    const id = await newRequest(2);
    expect((await quote(id, ['B-1', 'B-2'])).statusCode).toBe(200);
    expect(await seatStatus('B-1')).toBe('reserved');
    const declined = await f.api('POST', `/api/admin/group-sale-requests/${id}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.data.status).toBe('declined');
    expect(await seatStatus('B-1')).toBe('open');
    const late = await quote(id, ['B-1', 'B-2']);
    expect(late.statusCode).toBe(409);
    expect(code(late)).toBe('admin.group_sale_status');
  });

  it('shows an expired hold, and a new quote gives back the seats of the last one', async () => {
    const id = await newRequest(2);
    expect((await quote(id, ['B-3', 'B-4'], 1)).statusCode).toBe(200);
    await t.clock.advance(DAY + 60_000);
    expect((await f.api('GET', `/api/admin/group-sale-requests/${id}`)).data.alerts).toEqual(['expired']);
    const requoted = await quote(id, ['B-5', 'B-6']);
    expect(requoted.statusCode, requoted.body).toBe(200);
    expect((requoted.data.seats as { seat: string }[]).map((s) => s.seat)).toEqual(['5', '6']);
    expect(await seatStatus('B-3')).toBe('open');
    await f.api('POST', `/api/admin/group-sale-requests/${id}/decline`);
  });
});

describe('group pricing tiers', () => {
  it('give the largest discount reached; a percent of total seats rounds up to whole seats', async () => {
    // A percentage whose share of the event's seats is not whole, rounding up to k ≥ 3 seats.
    let p = 1;
    while (((p * totalSeats) % 100 === 0 || Math.ceil((p * totalSeats) / 100) < 3) && p < 100) p++;
    const k = Math.ceil((p * totalSeats) / 100);
    expect(k).toBeLessThanOrEqual(10);
    const set = await f.api('PUT', '/api/admin/group-sales/price-tiers', {
      tiers: [
        { threshold: { kind: 'seats', value: 2 }, discountBp: 500 },
        { threshold: { kind: 'percent', value: p }, discountBp: 2000 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await f.api('GET', '/api/admin/group-sales/price-tiers')).data).toEqual(set.data);
    const rowH = Array.from({ length: k }, (_, i) => `C-${i + 1}`);
    const small = await newRequest(k - 1);
    const smallQuote = await quote(small, rowH.slice(0, k - 1));
    expect(smallQuote.statusCode, smallQuote.body).toBe(200);
    expect(smallQuote.data.discountBp).toBe(500);
    await f.api('POST', `/api/admin/group-sale-requests/${small}/decline`);
    const big = await newRequest(k);
    const bigQuote = await quote(big, rowH);
    expect(bigQuote.statusCode, bigQuote.body).toBe(200);
    expect(bigQuote.data.discountBp).toBe(2000);
    expect(bigQuote.data.total).toBe(k * 3600 + k * 150 + 200);
    await f.api('POST', `/api/admin/group-sale-requests/${big}/decline`);
    const bad = await f.api('PUT', '/api/admin/group-sales/price-tiers', {
      tiers: [{ threshold: { kind: 'percent', value: 101 }, discountBp: 500 }],
    });
    expect(bad.statusCode).toBe(400);
    await f.api('PUT', '/api/admin/group-sales/price-tiers', { tiers: [] });
  });
});

describe('refusals', () => {
  it('answers odd input and wrong steps with the catalogue’s errors', async () => {
    const id = await newRequest(2);
    const early = await f.api('POST', `/api/admin/group-sale-requests/${id}/confirm`, {
      idempotencyKey: key(),
      deposit: 100,
      balanceDueAt: inDays(5),
      expectedTotal: 0,
      buyer,
      card,
    });
    expect(early.statusCode).toBe(409);
    expect(code(early)).toBe('admin.group_sale_status');
    const noNames = await f.api('GET', `/api/admin/group-sale-requests/${id}/names`);
    expect(code(noNames)).toBe('admin.group_sale_status');
    const size = await quote(id, ['D-1']);
    expect(size.statusCode).toBe(400);
    expect(code(size)).toBe('admin.group_sale_size_mismatch');
    const past = await f.api('POST', `/api/admin/group-sale-requests/${id}/quote`, {
      seatIds: ids(['D-1', 'D-2']),
      holdUntil: inDays(-1),
    });
    expect(code(past)).toBe('admin.group_sale_hold_until_invalid');
    const afterShow = await f.api('POST', `/api/admin/group-sale-requests/${id}/quote`, {
      seatIds: ids(['D-1', 'D-2']),
      holdUntil: '2030-01-01T00:00:00Z',
    });
    expect(code(afterShow)).toBe('admin.group_sale_hold_until_invalid');
    const q = await quote(id, ['D-1', 'D-2']);
    expect(q.statusCode, q.body).toBe(200);
    const total = q.data.total as number;
    const confirm = (over: object) =>
      f.api('POST', `/api/admin/group-sale-requests/${id}/confirm`, {
        idempotencyKey: key(),
        deposit: 1000,
        balanceDueAt: inDays(5),
        expectedTotal: total,
        buyer,
        card,
        ...over,
      });
    expect(code(await confirm({ deposit: total }))).toBe('admin.group_sale_deposit_invalid');
    expect((await confirm({ deposit: 0 })).statusCode).toBe(400);
    expect(code(await confirm({ balanceDueAt: inDays(-1) }))).toBe('admin.group_sale_due_date_invalid');
    expect(code(await confirm({ balanceDueAt: '2030-01-01T00:00:00Z' }))).toBe(
      'admin.group_sale_due_date_invalid',
    );
    expect(code(await confirm({ expectedTotal: total + 1 }))).toBe('purchase.total_changed');
    const declined = await confirm({ card: { ...card, number: '4000000000000002' } });
    expect(declined.statusCode).toBeGreaterThanOrEqual(400);
    expect(declined.statusCode).toBeLessThan(500);
    expect(await seatStatus('D-1')).toBe('reserved');
    expect((await f.api('GET', `/api/admin/group-sale-requests/${id}`)).data.status).toBe('quoted');
    await f.api('POST', `/api/admin/group-sale-requests/${id}/decline`);

    const missing = await f.api('GET', '/api/admin/group-sale-requests/999999');
    expect(missing.statusCode).toBe(404);
    expect(code(missing)).toBe('admin.group_sale_not_found');
    const noClient = await f.api('POST', '/api/admin/group-sale-requests', {
      clientId: 999999,
      eventId: f.eventId,
      groupSize: 2,
    });
    expect(noClient.statusCode).toBe(404);
    expect(code(noClient)).toBe('admin.group_client_not_found');
    for (const payload of [
      { clientId: 1, eventId: f.eventId, groupSize: 0 },
      { clientId: 'x', eventId: f.eventId, groupSize: 2 },
      { clientId: 1, eventId: f.eventId, groupSize: 2, extra: true },
    ]) {
      expect((await f.api('POST', '/api/admin/group-sale-requests', payload)).statusCode).toBe(400);
    }
    expect((await f.api('GET', '/api/admin/group-sale-requests/abc')).statusCode).toBe(400);
  });
});
