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

const codeOf = (res: { data: { errors?: { code: string }[] } }) => res.data.errors?.[0]?.code;
const newCustomer = async (body: object) => {
  const res = await f.api('POST', '/api/admin/customers', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.data as { id: number };
};

async function sellTo(customerId: number, place: string) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const basketId = open.data.id as string;
  const attached = await f.api('PUT', `/api/admin/baskets/${basketId}/customer`, { customerId });
  expect(attached.statusCode, attached.body).toBe(200);
  const added = await f.api('POST', `/api/admin/baskets/${basketId}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  const res = await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
    idempotencyKey: `customer-order-${++keySeq}-${Date.now()}`,
    buyer: { firstName: 'Marie', lastName: 'Curie', email: 'marie@example.test' },
    payments: [{ type: 'Cash', amount: added.data.total }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data as { id: number; total: number };
}

describe('customers', () => {
  it('finds customers by name, email and phone, paged', async () => {
    await newCustomer({
      firstName: 'Marie',
      lastName: 'Curie',
      email: 'marie@example.test',
      phone: '+33 1 23 45 67 89',
    });
    await newCustomer({ firstName: 'Pierre', lastName: 'Curie', email: 'pierre@example.test' });
    await newCustomer({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' });
    const byName = await f.api('GET', '/api/admin/customers?q=curie');
    expect((byName.data.items as { firstName: string }[]).map((c) => c.firstName)).toEqual([
      'Marie',
      'Pierre',
    ]);
    expect((await f.api('GET', '/api/admin/customers?q=marie%20curie')).data.total).toBe(1);
    expect(
      ((await f.api('GET', '/api/admin/customers?q=ADA@EXAMPLE')).data.items as { lastName: string }[])[0]!
        .lastName,
    ).toBe('Lovelace');
    expect(
      ((await f.api('GET', '/api/admin/customers?q=4567')).data.items as { firstName: string }[])[0]!
        .firstName,
    ).toBe('Marie');
    const paged = await f.api('GET', '/api/admin/customers?page=2&pageSize=10');
    expect(paged.data).toMatchObject({ items: [], total: 3 });
  });

  it('refuses a second customer with the same email, whatever its case', async () => {
    expect(
      codeOf(
        await f.api('POST', '/api/admin/customers', {
          firstName: 'M',
          lastName: 'C',
          email: 'MARIE@example.test',
        }),
      ),
    ).toBe('admin.customer_email_taken');
  });

  it('shows order history, lifetime value and average order from the orders attached at the window', async () => {
    const c = await newCustomer({ firstName: 'Lise', lastName: 'Meitner', email: 'lise@example.test' });
    const first = await sellTo(c.id, 'D-1');
    const second = await sellTo(c.id, 'D-2');
    const detail = await f.api('GET', `/api/admin/customers/${c.id}`);
    expect((detail.data.orders as { id: number }[]).map((o) => o.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(detail.data).toMatchObject({
      orderCount: 2,
      lifetimeValue: first.total + second.total,
      averageOrder: Math.round((first.total + second.total) / 2),
    });
    // Voided orders do not count.
    await t.database.db.execute(sql`UPDATE orders SET status = 'voided' WHERE id = ${second.id}`);
    const after = await f.api('GET', `/api/admin/customers/${c.id}`);
    expect(after.data).toMatchObject({
      orderCount: 1,
      lifetimeValue: first.total,
      averageOrder: first.total,
    });
  });

  it('keeps notes with their author and private flag, newest first', async () => {
    const c = await newCustomer({ firstName: 'Emmy', lastName: 'Noether', email: 'emmy@example.test' });
    await f.api('POST', `/api/admin/customers/${c.id}/notes`, {
      text: 'Called about parking.',
      isPrivate: false,
    });
    const added = await f.api('POST', `/api/admin/customers/${c.id}/notes`, { text: 'Prefers aisle seats.' });
    expect(added.statusCode, added.body).toBe(201);
    const notes = await f.api('GET', `/api/admin/customers/${c.id}/notes`);
    expect(
      (notes.data as unknown as { text: string; isPrivate: boolean }[]).map((n) => [n.text, n.isPrivate]),
    ).toEqual([
      ['Prefers aisle seats.', true],
      ['Called about parking.', false],
    ]);
    expect((notes.data as unknown as { author: string | null }[])[0]!.author).toBeTruthy();
  });

  it('tags customers only with tags defined in the account settings', async () => {
    const c = await newCustomer({
      firstName: 'Rosalind',
      lastName: 'Franklin',
      email: 'rosalind@example.test',
    });
    expect(codeOf(await f.api('PUT', `/api/admin/customers/${c.id}/tags`, { tags: ['Donor'] }))).toBe(
      'admin.customer_tag_unknown',
    );
    const tag = await f.api('POST', '/api/admin/customer-tags', { name: 'Donor' });
    expect(tag.statusCode).toBe(201);
    expect(codeOf(await f.api('POST', '/api/admin/customer-tags', { name: 'donor' }))).toBe(
      'admin.customer_tag_duplicate',
    );
    const tagged = await f.api('PUT', `/api/admin/customers/${c.id}/tags`, { tags: ['donor'] });
    expect(tagged.data.tags).toEqual(['Donor']);
    const tags = await f.api('GET', '/api/admin/customer-tags');
    expect(tags.data).toEqual([{ id: tag.data.id, name: 'Donor', customers: 1 }]);
    await f.api('DELETE', `/api/admin/customer-tags/${tag.data.id}`);
    expect((await f.api('GET', `/api/admin/customers/${c.id}`)).data.tags).toEqual([]);
  });

  it('edits a customer', async () => {
    const c = await newCustomer({
      firstName: 'Dorothy',
      lastName: 'Crowfoot',
      email: 'dorothy@example.test',
    });
    const res = await f.api('PUT', `/api/admin/customers/${c.id}`, {
      firstName: 'Dorothy',
      lastName: 'Hodgkin',
      email: 'dorothy@example.test',
      phone: '01234 567890',
    });
    expect(res.data).toMatchObject({ lastName: 'Hodgkin', phone: '01234 567890' });
  });

  it('anonymizes: personal data gone and unfindable, orders and money kept, audited', async () => {
    const c = await newCustomer({
      firstName: 'Chien-Shiung',
      lastName: 'Wu',
      email: 'wu@example.test',
      phone: '555 0100',
    });
    const order = await sellTo(c.id, 'D-3');
    await f.api('POST', `/api/admin/customers/${c.id}/notes`, { text: 'Secret note' });
    const res = await f.api('POST', `/api/admin/customers/${c.id}/anonymize`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({
      firstName: '',
      lastName: '',
      phone: '',
      anonymized: true,
      orderCount: 1,
      lifetimeValue: order.total,
    });
    expect(res.data.email).not.toContain('wu@');
    expect((await f.api('GET', '/api/admin/customers?q=wu@example')).data.total).toBe(0);
    expect((await f.api('GET', '/api/admin/customers?q=Chien')).data.total).toBe(0);
    expect((await f.api('GET', '/api/admin/search?q=Chien')).data.customers).toEqual([]);
    expect((await f.api('GET', `/api/admin/customers/${c.id}/notes`)).data).toEqual([]);
    const [kept] = await rows<{ total: number; paid: number; buyer: { email: string } }>(
      t.database.db,
      sql`SELECT o.total, o.buyer, (SELECT sum(amount)::int FROM payments p WHERE p.order_id = o.id) AS paid
        FROM orders o WHERE o.id = ${order.id}`,
    );
    expect(kept).toMatchObject({ total: order.total, paid: order.total });
    expect(kept!.buyer.email).toBe('');
    const audit = await f.api('GET', '/api/admin/audit-log');
    expect(JSON.stringify(audit.data)).toContain('customer_anonymized');
    // The email is free for a new customer.
    expect(
      (
        await f.api('POST', '/api/admin/customers', {
          firstName: 'C',
          lastName: 'Wu',
          email: 'wu@example.test',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('answers not found for an unknown customer and refuses attaching one to a basket', async () => {
    expect(codeOf(await f.api('GET', '/api/admin/customers/999999'))).toBe('admin.customer_not_found');
    const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    expect(
      codeOf(await f.api('PUT', `/api/admin/baskets/${open.data.id}/customer`, { customerId: 999999 })),
    ).toBe('purchase.customer_not_found');
  });
});

describe('search', () => {
  it('finds orders by number, tickets by barcode, customers and events, grouped by kind', async () => {
    const c = await newCustomer({ firstName: 'Katherine', lastName: 'Johnson', email: 'kj@example.test' });
    const order = await sellTo(c.id, 'D-4');
    const detail = await f.api('GET', `/api/admin/orders/${order.id}`);
    const barcode = (detail.data.tickets as { barcode: string }[])[0]!.barcode;
    const byId = await f.api('GET', `/api/admin/search?q=${order.id}`);
    expect((byId.data.orders as { id: number }[]).map((o) => o.id)).toContain(order.id);
    const byBarcode = await f.api('GET', `/api/admin/search?q=${barcode}`);
    expect(byBarcode.data.tickets).toEqual([expect.objectContaining({ orderId: order.id, title: barcode })]);
    const byName = await f.api('GET', '/api/admin/search?q=katherine');
    expect(byName.data.customers).toEqual([
      expect.objectContaining({ id: c.id, title: 'Katherine Johnson' }),
    ]);
    const [event] = await rows<{ name: string }>(
      t.database.db,
      sql`SELECT name FROM events WHERE id = ${f.eventId}`,
    );
    const byEvent = await f.api('GET', `/api/admin/search?q=${encodeURIComponent(event!.name.slice(1, 5))}`);
    expect((byEvent.data.events as { id: number }[]).map((e) => e.id)).toContain(f.eventId);
  });
});
