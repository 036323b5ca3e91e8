import { randomUUID } from 'node:crypto';
import { groupPermissions } from '@tessera/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/db/schema';
import { rows } from '@/db/sql';
import { createSeatedEvent } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { setTransfers } from '../transfers/transfer-fixture';
import {
  firstError,
  type GroupSettings,
  key,
  type PolicyFixture,
  policyFixture,
} from './group-policy-fixture';

/**
 * An exchange is a sale and a transfer moves tickets of an event: the seller's user group
 * (spec §3) judges both as it judges a sale, and a refused one changes nothing.
 */
let t: TestApp;
let p: PolicyFixture;
let elsewhereVenueId = 0;
let vip = 0;

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true, config: { signInAttemptsPerMinute: 10_000 } });
  p = await policyFixture(t);
  await setTransfers(t, p.f, true);
  // A $2.50 exchange fee, so exchanging a $45.00 seat for another leaves $2.50 to pay.
  const fee = await p.api('PATCH', `/api/admin/event-templates/${p.templateId}`, {
    exchanges: { exchangeFee: 250, sameOrGreaterValueOnly: true, selfExchange: false },
  });
  expect(fee.statusCode, fee.body).toBe(200);
  const elsewhere = await createSeatedEvent(t.database.db, p.accountId);
  await t.database.db.update(events).set({ active: true }).where(eq(events.id, elsewhere.eventId));
  elsewhereVenueId = elsewhere.venue.id;
  vip = (await p.ok(await p.api('POST', '/api/admin/seat-settings/holds', { name: 'VIP', color: '#862e9c' })))
    .id as number;
}, 120_000);
afterAll(() => t.close());

/** An order of one seat sold by an unrestricted admin. */
async function orderOf(place: string) {
  const admin = { api: p.api };
  const basket = await p.basketWith(admin, [place], 'PointOfSale');
  const sold = await p.ok(await p.checkout(admin, basket.id, [{ type: 'Cash', amount: basket.total }]));
  const tickets = sold.tickets as { id: number }[];
  return { id: sold.id as number, ticketId: tickets[0]!.id };
}

const supervisor = (settings: GroupSettings = {}) =>
  p.seller({ permissions: [...groupPermissions], ...settings }, 'BoxOfficeSupervisor');

const ticketStatus = async (ticketId: number) =>
  (
    await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM order_tickets WHERE id = ${ticketId}`,
    )
  )[0]!.status;

describe('user group policy on exchanges', () => {
  it('refuses paying the difference with a payment type the group leaves out, and takes one it lists', async () => {
    const order = await orderOf('A-1');
    const seller = await supervisor({ restrictions: { paymentTypes: ['Cash'] } });
    const basket = await p.basketWith(seller, ['B-1']);
    const body = {
      basketId: basket.id,
      ticketIds: [order.ticketId],
      returnTo: 'open',
      difference: 250,
      idempotencyKey: key(),
    };
    const check = await seller.api('POST', `/api/admin/orders/${order.id}/exchange`, {
      ...body,
      payments: [{ type: 'Check', amount: 250, checkNumber: '1001' }],
    });
    expect(check.statusCode, check.body).toBe(403);
    expect(firstError(check.data)).toMatchObject({
      code: 'sale.payment_type_not_allowed',
      field: 'payments.0.type',
    });
    expect(await ticketStatus(order.ticketId)).toBe('new');

    const cash = await seller.api('POST', `/api/admin/orders/${order.id}/exchange`, {
      ...body,
      idempotencyKey: key(),
      payments: [{ type: 'Cash', amount: 250 }],
    });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(await ticketStatus(order.ticketId)).toBe('voided');
  });

  it('refuses returning the old seat to a hold the group leaves out; returning it to open is allowed', async () => {
    const order = await orderOf('A-3');
    const seller = await supervisor({ restrictions: { holds: [] } });
    const basket = await p.basketWith(seller, ['B-3']);
    const body = {
      basketId: basket.id,
      ticketIds: [order.ticketId],
      difference: 250,
      payments: [{ type: 'Cash', amount: 250 }],
    };
    const toHold = await seller.api('POST', `/api/admin/orders/${order.id}/exchange`, {
      ...body,
      returnTo: 'hold',
      holdId: vip,
      idempotencyKey: key(),
    });
    expect(toHold.statusCode, toHold.body).toBe(403);
    expect(firstError(toHold.data)?.code).toBe('sale.hold_not_allowed');
    expect(await ticketStatus(order.ticketId)).toBe('new');

    const toOpen = await seller.api('POST', `/api/admin/orders/${order.id}/exchange`, {
      ...body,
      returnTo: 'open',
      idempotencyKey: key(),
    });
    expect(toOpen.statusCode, toOpen.body).toBe(200);
  });

  it('refuses an exchange of tickets of an event outside the group’s events scope', async () => {
    const order = await orderOf('A-5');
    const seller = await supervisor();
    // Seats taken while the group allowed the event; then the group's scope moves elsewhere.
    const basket = await p.basketWith(seller, ['B-5']);
    await seller.regroup({ eventsScope: 'venues', eventsScopeIds: [elsewhereVenueId] });
    const res = await seller.api('POST', `/api/admin/orders/${order.id}/exchange`, {
      basketId: basket.id,
      ticketIds: [order.ticketId],
      returnTo: 'open',
      difference: 250,
      payments: [{ type: 'Cash', amount: 250 }],
      idempotencyKey: key(),
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(firstError(res.data)?.code).toBe('sale.event_out_of_scope');
    expect(await ticketStatus(order.ticketId)).toBe('new');
  });
});

describe('user group policy on transfers', () => {
  it('refuses transferring tickets of an event outside the group’s events scope; in scope it starts', async () => {
    const order = await orderOf('A-7');
    const recipient = { recipientName: 'Grace Hopper', recipientEmail: `grace-${randomUUID()}@example.test` };
    const outside = await supervisor({ eventsScope: 'venues', eventsScopeIds: [elsewhereVenueId] });
    const refused = await outside.api('POST', `/api/admin/orders/${order.id}/transfers`, {
      ticketIds: [order.ticketId],
      ...recipient,
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(firstError(refused.data)?.code).toBe('sale.event_out_of_scope');
    const listed = await p.ok(await p.api('GET', `/api/admin/orders/${order.id}/transfers`));
    expect(listed).toEqual([]);

    const inside = await supervisor();
    const started = await inside.api('POST', `/api/admin/orders/${order.id}/transfers`, {
      ticketIds: [order.ticketId],
      ...recipient,
    });
    expect(started.statusCode, started.body).toBe(201);
    expect((started.data as unknown as { label: string }[])[0]?.label).toBe('initiated');
  });
});
