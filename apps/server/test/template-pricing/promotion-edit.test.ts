import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { adminsOfTwoAccounts } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

/**
 * Promotions and their event rules and codes are edited and archived (decisions/0056): a change
 * prices the next sale, orders keep the discount they were given, an archived promotion's code
 * and group codes are refused at sale, and it is kept as it was.
 */
let t: TestApp;
let f: SaleFixture;
let promotionId: number;
let keys = 0;
const key = () => `promotion-edit-${Date.now()}-${++keys}`;

const settings = (code: string, discount: number, more: object = {}) => ({
  name: 'Early bird',
  code,
  startsAt: '2020-01-01T00:00:00Z',
  endsAt: '2099-01-01T00:00:00Z',
  discountKind: 'Percentage',
  discount,
  ...more,
});

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  const made = await f.api(
    'POST',
    `/api/admin/event-templates/${f.templateId}/promotions`,
    settings(`EARLY${f.accountId}`, 1000),
  );
  expect(made.statusCode, made.body).toBe(201);
  promotionId = made.data.id as number;
});
afterAll(() => t.close());

const errorOf = (res: Awaited<ReturnType<typeof call>>) =>
  (res.data as { errors?: { code: string; field?: string; message: string }[] }).errors?.[0];

/** A point-of-sale basket with one full-price seat and the code given. */
async function seatWithCode(place: string, code: string) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  expect(added.statusCode, added.body).toBe(200);
  const coded = await f.api('PUT', `/api/admin/baskets/${id}/promo-code`, { code });
  return { id, coded };
}

async function checkout(id: string) {
  const basket = await f.api('GET', `/api/admin/baskets/${id}`);
  return f.api('POST', `/api/admin/baskets/${id}/checkout`, {
    idempotencyKey: key(),
    buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
    payments: [{ type: 'Cash', amount: basket.data.total }],
  });
}

const promotions = async () =>
  (await f.api('GET', `/api/admin/event-templates/${f.templateId}/promotions`)).data as unknown as {
    id: number;
    code: string;
    discount: number;
    archived: boolean;
  }[];

describe('editing a promotion', () => {
  it('prices the next sale at the new discount; an order already placed keeps its discount', async () => {
    const first = await seatWithCode('A-1', `EARLY${f.accountId}`);
    expect(first.coded.statusCode, first.coded.body).toBe(200);
    // 10% off $45.00, plus the $1.50 booking fee and the $2.00 handling fee.
    expect(first.coded.data.total).toBe(4050 + 150 + 200);
    const order = await checkout(first.id);
    expect(order.statusCode, order.body).toBe(201);

    const edited = await f.api(
      'PUT',
      `/api/admin/promotions/${promotionId}`,
      settings(`SPRING${f.accountId}`, 2000, {
        eventRules: [{ startsAt: '2020-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z' }],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data).toMatchObject({ code: `SPRING${f.accountId}`, discount: 2000, archived: false });
    const oldCode = await seatWithCode('A-2', `EARLY${f.accountId}`);
    expect(errorOf(oldCode.coded)).toMatchObject({ code: 'purchase.promotion_invalid' });
    const next = await seatWithCode('A-3', `SPRING${f.accountId}`);
    expect(next.coded.data.total).toBe(3600 + 150 + 200);
    const kept = await f.api('GET', `/api/admin/orders/${order.data.id}`);
    expect(kept.data).toMatchObject({ total: 4050 + 150 + 200, promoCode: `EARLY${f.accountId}` });
  });

  it('refuses bad dates, bad rules and a taken code with their own errors', async () => {
    const other = await f.api(
      'POST',
      `/api/admin/event-templates/${f.templateId}/promotions`,
      settings(`TAKEN${f.accountId}`, 500),
    );
    expect(other.statusCode).toBe(201);
    const taken = await f.api(
      'PUT',
      `/api/admin/promotions/${promotionId}`,
      settings(`taken${f.accountId}`, 500),
    );
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'admin.promotion_code_taken', field: 'code' });
    const dates = await f.api('PUT', `/api/admin/promotions/${promotionId}`, {
      ...settings(`SPRING${f.accountId}`, 500),
      endsAt: '2019-01-01T00:00:00Z',
    });
    expect(errorOf(dates)).toMatchObject({ code: 'admin.promotion_dates_invalid' });
    const rule = await f.api(
      'PUT',
      `/api/admin/promotions/${promotionId}`,
      settings(`SPRING${f.accountId}`, 500, {
        eventRules: [{ startsAt: '2030-01-01T00:00:00Z', endsAt: '2029-01-01T00:00:00Z' }],
      }),
    );
    expect(rule.statusCode).toBe(400);
    expect(errorOf(rule)).toMatchObject({ code: 'admin.promotion_rule_dates_invalid' });
    const odd = await f.api('PUT', `/api/admin/promotions/${promotionId}`, { code: 'x' });
    expect(odd.statusCode).toBe(400);
    const missing = await f.api('PUT', '/api/admin/promotions/999999', settings('NOPE1', 1));
    expect(errorOf(missing)).toMatchObject({ code: 'admin.promotion_not_found' });
    expect((await promotions()).find((p) => p.id === promotionId)).toMatchObject({ discount: 2000 });
  });

  it('is another account’s: 404 to an administrator of a different account', async () => {
    const { otherToken } = await adminsOfTwoAccounts(t.app, t.database.db);
    const put = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/promotions/${promotionId}`,
      token: otherToken,
      payload: settings('THEIRS1', 1),
    });
    expect(put.statusCode).toBe(404);
    const archived = await call(t.app, {
      method: 'POST',
      url: `/api/admin/promotions/${promotionId}/archive`,
      token: otherToken,
    });
    expect(archived.statusCode).toBe(404);
  });
});

describe('archiving a promotion', () => {
  it('is refused while a price type on sale is opened only by its code', async () => {
    const type = await f.api('POST', `/api/admin/event-templates/${f.templateId}/price-types`, {
      name: 'Members',
      offsetType: 'Percentage',
      defaultDiscount: 0,
      promotionId,
    });
    expect(type.statusCode, type.body).toBe(201);
    const refused = await f.api('POST', `/api/admin/promotions/${promotionId}/archive`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'admin.promotion_opens_price_type' });
    expect(errorOf(refused)?.message).toContain('Members');
    expect((await f.api('POST', `/api/admin/price-types/${type.data.id}/archive`)).statusCode).toBe(200);
  });

  it('refuses its code and group codes at sale, and a basket already using it at checkout', async () => {
    const codes = await f.api('POST', `/api/admin/promotions/${promotionId}/group-codes`, { count: 1 });
    expect(codes.statusCode, codes.body).toBe(201);
    const page = await f.api('GET', `/api/admin/promotions/${promotionId}/group-codes?page=1&pageSize=10`);
    const groupCode = (page.data.items as { code: string }[])[0]!.code;
    const holding = await seatWithCode('B-1', `SPRING${f.accountId}`);
    expect(holding.coded.statusCode).toBe(200);

    const offered = await f.api('GET', `/api/admin/events/${f.eventId}/prices`);
    expect((offered.data.promotions as { id: number }[]).map((p) => p.id)).toContain(promotionId);

    const archived = await f.api('POST', `/api/admin/promotions/${promotionId}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.data).toMatchObject({ archived: true, groupCodes: 1 });
    expect((await promotions()).find((p) => p.id === promotionId)).toMatchObject({ archived: true });

    // The event's price grid no longer offers it as a preview.
    const grid = await f.api('GET', `/api/admin/events/${f.eventId}/prices`);
    expect((grid.data.promotions as { id: number }[]).map((p) => p.id)).not.toContain(promotionId);
    const preview = await f.api('GET', `/api/admin/events/${f.eventId}/prices?promotionId=${promotionId}`);
    expect(preview.statusCode).toBe(404);

    const code = await seatWithCode('B-2', `SPRING${f.accountId}`);
    expect(code.coded.statusCode).toBe(400);
    expect(errorOf(code.coded)).toMatchObject({ code: 'purchase.promotion_archived', field: 'code' });
    const group = await seatWithCode('B-3', groupCode);
    expect(errorOf(group.coded)).toMatchObject({ code: 'purchase.promotion_archived' });
    // The basket that took the code before: no discount any more, and checking out is refused.
    expect((await f.api('GET', `/api/admin/baskets/${holding.id}`)).data.total).toBe(4500 + 150 + 200);
    const out = await checkout(holding.id);
    expect(out.statusCode).toBe(400);
    expect(errorOf(out)).toMatchObject({ code: 'purchase.promotion_archived', field: 'promoCode' });
    await f.api('PUT', `/api/admin/baskets/${holding.id}/promo-code`, { code: null });
    expect((await checkout(holding.id)).statusCode).toBe(201);
  });

  it('keeps an archived promotion as it was', async () => {
    const edit = await f.api(
      'PUT',
      `/api/admin/promotions/${promotionId}`,
      settings(`SPRING${f.accountId}`, 1),
    );
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit)).toMatchObject({ code: 'admin.promotion_archived' });
    const more = await f.api('POST', `/api/admin/promotions/${promotionId}/group-codes`, { count: 1 });
    expect(errorOf(more)).toMatchObject({ code: 'admin.promotion_archived' });
    const linked = await f.api('POST', `/api/admin/event-templates/${f.templateId}/price-types`, {
      name: 'Late members',
      offsetType: 'Percentage',
      defaultDiscount: 0,
      promotionId,
    });
    expect(linked.statusCode).toBe(404);
  });
});
