import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';

let t: TestApp;
let f: SaleFixture;
let keySeq = 0;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
});
afterAll(() => t.close());

const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };
const key = () => `delivery-test-key-${++keySeq}`;
const address = (country: string) => ({
  line1: '1 Main St',
  city: 'Springfield',
  postalCode: '12345',
  country,
});

async function basketWith(place: string) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const res = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, total: res.data.total as number, basket: res.data };
}

type Plan = { id: number; name: string; methods: { id: number; type: string; displayName: string }[] };

describe('delivery plans', () => {
  let plan: Plan;

  it('needs a name and lists what was created', async () => {
    const nameless = await f.api('POST', '/api/admin/delivery-plans', { name: '  ', methods: [] });
    expect(nameless.statusCode).toBe(400);
    expect((nameless.data.errors as { field?: string }[])[0]?.field).toBe('name');

    const twice = await f.api('POST', '/api/admin/delivery-plans', {
      name: 'Twice',
      methods: [{ type: 'email' }, { type: 'email' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.data.errors).toEqual([
      expect.objectContaining({ code: 'admin.duplicate_entry', field: 'methods.1.type' }),
    ]);

    const created = await f.api('POST', '/api/admin/delivery-plans', {
      name: 'Standard',
      methods: [
        { type: 'email', displayName: 'E-ticket' },
        { type: 'mail', cutoffMinutes: 7 * 24 * 60 },
        { type: 'willCall', cutoffMinutes: 0 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    plan = created.data as unknown as Plan;
    expect(plan.methods.map((m) => m.type)).toEqual(['email', 'mail', 'willCall']);
    const list = await f.api('GET', '/api/admin/delivery-plans');
    expect((list.data as unknown as Plan[]).map((p) => p.name)).toEqual(['Standard']);
  });

  it('keeps a method’s id when an edit keeps its type', async () => {
    const email = plan.methods[0]!;
    const res = await f.api('PUT', `/api/admin/delivery-plans/${plan.id}`, {
      name: 'Standard delivery',
      methods: [
        { type: 'email', displayName: 'E-ticket by email' },
        { type: 'mail', cutoffMinutes: 7 * 24 * 60, allowInternationalShipping: false },
        { type: 'willCall', cutoffMinutes: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    plan = res.data as unknown as Plan;
    expect(plan.methods[0]).toMatchObject({ id: email.id, displayName: 'E-ticket by email' });
  });

  it('is chosen by a template; an unknown plan is refused; a used plan cannot be deleted', async () => {
    const bad = await f.api('PATCH', `/api/admin/event-templates/${f.templateId}`, {
      basicInfo: { deliveryPlanId: 999_999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toEqual([expect.objectContaining({ code: 'admin.choice_unavailable' })]);
    const ok = await f.api('PATCH', `/api/admin/event-templates/${f.templateId}`, {
      basicInfo: { deliveryPlanId: plan.id },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const del = await f.api('DELETE', `/api/admin/delivery-plans/${plan.id}`);
    expect(del.statusCode).toBe(409);
    expect((del.data.errors as { code: string }[])[0]?.code).toBe('admin.delivery_plan_in_use');
  });

  it('offers the plan’s open methods on the basket', async () => {
    const { basket } = await basketWith('A-1');
    const offered = basket.deliveryMethods as { type: string; needsAddress: boolean }[];
    // The sale fixture's event is days away: mail's week-long cutoff decides whether it shows.
    const [event] = await rows<{ starts_at: Date | string }>(
      t.database.db,
      sql`SELECT starts_at FROM events WHERE id = ${f.eventId}`,
    );
    const mailOpen = t.clock.now.getTime() < new Date(event!.starts_at).getTime() - 7 * 86_400_000;
    expect(offered.map((m) => m.type)).toEqual(
      mailOpen ? ['email', 'mail', 'willCall'] : ['email', 'willCall'],
    );
    expect(offered.find((m) => m.type === 'email')?.needsAddress).toBe(false);
  });

  it('checks the delivery method at checkout and stores it on the order', async () => {
    const { id, total } = await basketWith('A-2');
    const checkout = (extra: object) =>
      f.api('POST', `/api/admin/baskets/${id}/checkout`, {
        idempotencyKey: key(),
        buyer,
        payments: [{ type: 'Cash', amount: total }],
        ...extra,
      });
    const unknown = await checkout({ deliveryMethodId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.delivery_method_unavailable', field: 'deliveryMethodId' }),
    ]);
    const willCall = plan.methods.find((m) => m.type === 'willCall')!;
    const res = await checkout({ deliveryMethodId: willCall.id });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = await rows<{ delivery_method_id: number }>(
      t.database.db,
      sql`SELECT delivery_method_id FROM orders WHERE id = ${res.data.id as number}`,
    );
    expect(order?.delivery_method_id).toBe(willCall.id);
  });

  it('uses the first method without an address when none is chosen', async () => {
    const { id, total } = await basketWith('A-3');
    const res = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: total }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = await rows<{ delivery_method_id: number }>(
      t.database.db,
      sql`SELECT delivery_method_id FROM orders WHERE id = ${res.data.id as number}`,
    );
    expect(order?.delivery_method_id).toBe(plan.methods[0]!.id);
  });

  it('needs an address for mail, and international shipping for one abroad', async () => {
    // A mail-only plan with no cutoff, so the clock does not matter.
    const mailOnly = await f.api('PUT', `/api/admin/delivery-plans/${plan.id}`, {
      name: 'Mail only',
      methods: [{ type: 'mail' }],
    });
    const mail = (mailOnly.data as unknown as Plan).methods[0]!;
    const { id, total } = await basketWith('A-4');
    const checkout = (extra: object) =>
      f.api('POST', `/api/admin/baskets/${id}/checkout`, {
        idempotencyKey: key(),
        buyer,
        payments: [{ type: 'Cash', amount: total }],
        ...extra,
      });
    const none = await checkout({});
    expect((none.data.errors as { code: string }[])[0]?.code).toBe('purchase.delivery_method_required');
    const noAddress = await checkout({ deliveryMethodId: mail.id });
    expect((noAddress.data.errors as { code: string }[])[0]?.code).toBe('purchase.delivery_address_required');
    const abroad = await checkout({ deliveryMethodId: mail.id, deliveryAddress: address('FR') });
    expect((abroad.data.errors as { code: string }[])[0]?.code).toBe(
      'purchase.delivery_international_not_allowed',
    );
    const badZip = await checkout({
      deliveryMethodId: mail.id,
      deliveryAddress: { ...address('US'), postalCode: '12' },
    });
    expect(badZip.statusCode).toBe(400);
    const [venue] = await rows<{ country: string }>(
      t.database.db,
      sql`SELECT v.country FROM events e JOIN venues v ON v.id = e.venue_id WHERE e.id = ${f.eventId}`,
    );
    const home = await checkout({
      deliveryMethodId: mail.id,
      deliveryAddress: address(venue?.country || 'US'),
    });
    expect(home.statusCode, home.body).toBe(201);
  });
});
