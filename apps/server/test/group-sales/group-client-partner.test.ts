import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { renewingSession } from '../payment-plans/plan-fixture';

/**
 * A group-sales client booked through a partner (decisions/0085): the client remembers the
 * partner, its confirmed group orders are credited to it with the commission the fee engine
 * charges, and the confirm form may credit another partner or none; "require commissions on
 * partner orders" holds a group's confirmation like any partner sale.
 */
let t: TestApp;
let f: SaleFixture;
let agency: number;
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const buyer = { firstName: 'Grace', lastName: 'Okafor', email: 'okafor@example.test' };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp({ movableClock: true, now: new Date('2026-12-01T10:00:00Z') });
  f = renewingSession(t, await saleFixture(t));
  agency = (await f.api('POST', '/api/admin/partners', { name: 'Coach Tours Ltd' })).data.id as number;
});
afterAll(() => t.close());

/** The template's PartnerCommission rule: 10% of each ticket's face value (the first test adds it). */
async function agencyCommission() {
  const feeSet = await f.api('POST', `/api/admin/event-templates/${f.templateId}/fee-sets`, {
    name: 'Agency commissions',
  });
  const fee = await f.api('POST', `/api/admin/fee-sets/${feeSet.data.id}/fees`, {
    name: 'Agency commission',
    type: 'PerTicket',
    amountKind: 'Percentage',
    amount: 1000,
    category: 'PartnerCommission',
  });
  expect(fee.statusCode, fee.body).toBe(201);
}

async function setRequireCommissions(on: boolean) {
  const settings = await f.api('GET', '/api/admin/account-settings');
  const saved = await f.api('PUT', '/api/admin/account-settings', {
    ...settings.data,
    requireCommissionsOnPartnerOrders: on,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const code = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
const inDays = (d: number) => new Date(t.clock.now.getTime() + d * DAY).toISOString();
let keySeq = 0;

/** A client's request for two seats, quoted and confirmed with a deposit; answers the order. */
async function confirmedOrder(clientId: number, seats: string[], extra: object = {}) {
  const request = await f.api('POST', '/api/admin/group-sale-requests', {
    clientId,
    eventId: f.eventId,
    groupSize: seats.length,
  });
  const id = request.data.id as number;
  const quoted = await f.api('POST', `/api/admin/group-sale-requests/${id}/quote`, {
    seatIds: seats.map((s) => f.seats.get(s)!),
    holdUntil: inDays(3),
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const confirmed = await f.api('POST', `/api/admin/group-sale-requests/${id}/confirm`, {
    idempotencyKey: `group-partner-${Date.now()}-${++keySeq}`,
    deposit: 1000,
    balanceDueAt: inDays(10),
    expectedTotal: quoted.data.total,
    buyer,
    card,
    ...extra,
  });
  return confirmed;
}

const orderOf = async (res: { data: Record<string, unknown> }) =>
  (await f.api('GET', `/api/admin/orders/${res.data.orderId}`)).data as {
    partner: { name: string } | null;
    partnerCommission: number;
  };

describe('a client booked through a partner', () => {
  it('with commissions required on partner orders, is refused before its deposit while no rule applies, then confirmed with it', async () => {
    await setRequireCommissions(true);
    try {
      const client = await f.api('POST', '/api/admin/group-clients', {
        name: 'Eastgate Travel Club',
        partnerId: agency,
      });
      const refused = await confirmedOrder(client.data.id as number, ['D-1', 'D-2']);
      expect(refused.statusCode).toBe(409);
      expect(code(refused)).toBe('purchase.partner_commission_required');
      // Nothing changed: the group is still quoted, its seats held, and no order made.
      const list = await f.api('GET', '/api/admin/group-sale-requests');
      const request = (
        list.data as unknown as { id: number; clientId: number; status: string; orderId: number | null }[]
      ).find((r) => r.clientId === client.data.id)!;
      expect(request).toMatchObject({ status: 'quoted', orderId: null });

      await agencyCommission();
      const quoted = await f.api('GET', `/api/admin/group-sale-requests/${request.id}`);
      const confirmed = await f.api('POST', `/api/admin/group-sale-requests/${request.id}/confirm`, {
        idempotencyKey: `group-partner-required-${Date.now()}`,
        deposit: 1000,
        balanceDueAt: inDays(10),
        expectedTotal: quoted.data.total,
        buyer,
        card,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await orderOf(confirmed)).toMatchObject({
        partner: { name: 'Coach Tours Ltd' },
        partnerCommission: 900,
      });
    } finally {
      await setRequireCommissions(false);
    }
  });

  it('keeps the partner, and its group orders are credited to it with the commission', async () => {
    const made = await f.api('POST', '/api/admin/group-clients', {
      name: 'Northfield Coach Party',
      partnerId: agency,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.data).toMatchObject({ partnerId: agency, partnerName: 'Coach Tours Ltd' });
    const listed = await f.api('GET', '/api/admin/group-clients');
    expect(
      (listed.data as unknown as { id: number; partnerName: string | null }[]).find(
        (c) => c.id === made.data.id,
      ),
    ).toMatchObject({ partnerName: 'Coach Tours Ltd' });

    const confirmed = await confirmedOrder(made.data.id as number, ['C-1', 'C-2']);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // 10% of two $45.00 seats' face value.
    expect(await orderOf(confirmed)).toMatchObject({
      partner: { name: 'Coach Tours Ltd' },
      partnerCommission: 900,
    });

    // The confirm form can credit no partner for this one group.
    const direct = await confirmedOrder(made.data.id as number, ['C-3', 'C-4'], { partnerId: null });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(await orderOf(direct)).toMatchObject({ partner: null, partnerCommission: 0 });
  });

  it('is credited to a partner chosen at confirmation when the client has none', async () => {
    const plain = await f.api('POST', '/api/admin/group-clients', { name: 'Riverside School' });
    expect(plain.data).toMatchObject({ partnerId: null, partnerName: null });
    const confirmed = await confirmedOrder(plain.data.id as number, ['C-5', 'C-6'], { partnerId: agency });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await orderOf(confirmed)).toMatchObject({ partner: { name: 'Coach Tours Ltd' } });
  });

  it('refuses a partner of nowhere or an archived one, and changes nothing', async () => {
    const client = await f.api('POST', '/api/admin/group-clients', { name: 'Hill Choir', partnerId: agency });
    const id = client.data.id as number;
    const missing = await f.api('PUT', `/api/admin/group-clients/${id}`, {
      name: 'Hill Choir',
      partnerId: 999_999,
    });
    expect(missing.statusCode).toBe(404);
    expect(code(missing)).toBe('admin.partner_not_found');
    const gone = await f.api('POST', '/api/admin/partners', { name: 'Closed Agency', archived: true });
    expect(
      code(await f.api('POST', '/api/admin/group-clients', { name: 'X', partnerId: gone.data.id })),
    ).toBe('admin.partner_not_found');
    expect(
      (await f.api('PUT', `/api/admin/group-clients/${id}`, { name: 'Hill Choir', partnerId: 'one' }))
        .statusCode,
    ).toBe(400);
    const after = await f.api('GET', '/api/admin/group-clients');
    expect(
      (after.data as unknown as { id: number; partnerId: number | null }[]).find((c) => c.id === id),
    ).toMatchObject({
      partnerId: agency,
    });
    const refused = await confirmedOrder(id, ['C-7', 'C-8'], { partnerId: 999_999 });
    expect(code(refused)).toBe('purchase.partner_not_found');
    // The quote stands: the seats are still the group's.
    const request = await f.api('GET', '/api/admin/group-sale-requests');
    expect(
      (request.data as unknown as { clientId: number; status: string }[]).find((r) => r.clientId === id)!
        .status,
    ).toBe('quoted');
  });
});
