import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';

/**
 * Sell Tickets → group sales (decisions/0091): a quote may ask for the best seats for the
 * group's size instead of naming them, at the price type chosen, priced at the group's tier.
 */
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  const tiers = await f.api('PUT', '/api/admin/group-sales/price-tiers', {
    tiers: [{ threshold: { kind: 'seats', value: 3 }, discountBp: 1000 }],
  });
  expect(tiers.statusCode, tiers.body).toBe(200);
});
afterAll(() => t.close());

const code = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
const holdUntil = () => new Date(Date.now() + 3 * 86_400_000).toISOString();

async function request(groupSize: number) {
  const client = await f.api('POST', '/api/admin/group-clients', { name: `Club ${groupSize}` });
  const res = await f.api('POST', '/api/admin/group-sale-requests', {
    clientId: client.data.id,
    eventId: f.eventId,
    groupSize,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.id as number;
}

describe('a group quoted by best available', () => {
  it('holds the group’s size of seats at its tier and the price type chosen', async () => {
    const id = await request(4);
    const quoted = await f.api('POST', `/api/admin/group-sale-requests/${id}/quote`, {
      bestAvailable: true,
      priceTypeId: f.concessionId,
      holdUntil: holdUntil(),
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.data.status).toBe('quoted');
    expect((quoted.data.seats as unknown[]).length).toBe(4);
    expect(quoted.data.discountBp).toBe(1000);
    // Four $45.00 seats, 20% concession, then 10% group discount: $29.16 each → 4 × 2916 plus
    // a $1.50 booking fee each and a $2.00 handling fee.
    expect(quoted.data.total).toBe(4 * Math.round(4500 * 0.8 * 0.9) + 4 * 150 + 200);
  });

  it('refuses seats named together with best available, and changes nothing', async () => {
    const id = await request(2);
    const both = await f.api('POST', `/api/admin/group-sale-requests/${id}/quote`, {
      bestAvailable: true,
      seatIds: [f.seats.get('A-1')],
      holdUntil: holdUntil(),
    });
    expect(both.statusCode).toBe(400);
    expect(code(both)).toBe('admin.group_sale_size_mismatch');
    const none = await f.api('POST', `/api/admin/group-sale-requests/${id}/quote`, {
      holdUntil: holdUntil(),
    });
    expect(code(none)).toBe('admin.group_sale_size_mismatch');
    expect((await f.api('GET', `/api/admin/group-sale-requests/${id}`)).data).toMatchObject({
      status: 'new',
      seats: [],
    });
  });
});
