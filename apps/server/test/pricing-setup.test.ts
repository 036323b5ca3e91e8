import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupCodes } from '@/db/schema';
import { adminsOfTwoAccounts } from './factories';
import { call, type Json, startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
let otherToken: string;
let templateId: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ token, otherToken } = await adminsOfTwoAccounts(t.app, t.database.db));
  const template = await call(t.app, {
    method: 'POST',
    url: '/api/admin/event-templates',
    token,
    payload: { name: 'Season' },
  });
  templateId = template.data.id as number;
});
afterAll(() => t.close());

const post = (url: string, payload: Json, as = token) =>
  call(t.app, { method: 'POST', url, token: as, payload });

describe('fee classes', () => {
  it('refuses a duplicate name whatever its case, archives and reactivates', async () => {
    const created = await post('/api/admin/fee-classes', { name: 'Facility' });
    expect(created.statusCode).toBe(201);
    const duplicate = await post('/api/admin/fee-classes', { name: 'FACILITY' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.data.errors).toEqual([
      {
        code: 'admin.fee_class_duplicate',
        message: 'A fee class with this name already exists.',
        field: 'name',
      },
    ]);
    await post(`/api/admin/fee-classes/${created.data.id}/archive`, {});
    const active = await call(t.app, { method: 'GET', url: '/api/admin/fee-classes', token });
    expect((active.data as unknown as Json[]).map((f) => f.name)).not.toContain('Facility');
    const archived = await call(t.app, { method: 'GET', url: '/api/admin/fee-classes?archived=true', token });
    expect((archived.data as unknown as Json[]).map((f) => f.name)).toContain('Facility');
    const back = await post(`/api/admin/fee-classes/${created.data.id}/reactivate`, {});
    expect(back.data).toMatchObject({ name: 'Facility', archived: false });
  });
});

describe('price types and fees', () => {
  it('adds price types and refuses a percentage discount above 100%', async () => {
    const adult = await post(`/api/admin/event-templates/${templateId}/price-types`, {
      name: 'Adult',
      offsetType: 'Percentage',
    });
    expect(adult.statusCode).toBe(201);
    const tooMuch = await post(`/api/admin/event-templates/${templateId}/price-types`, {
      name: 'Free plus',
      offsetType: 'Percentage',
      defaultDiscount: 10_001,
    });
    expect((tooMuch.data.errors as Json[])[0]).toMatchObject({
      code: 'admin.price_type_discount_too_high',
      field: 'defaultDiscount',
    });
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/admin/event-templates/${templateId}/price-types`,
      token,
    });
    expect((list.data as unknown as Json[]).map((p) => p.name)).toEqual(['Adult']);
  });

  it('adds fees to a fee set, with min not above max and a live fee class', async () => {
    const set = await post(`/api/admin/event-templates/${templateId}/fee-sets`, { name: 'Standard fees' });
    const fee = {
      name: 'Service charge',
      category: 'ServiceCharge',
      type: 'PerTicket',
      amountKind: 'Percentage',
      amount: 1000,
      min: 150,
      max: 800,
      taxable: true,
    };
    const added = await post(`/api/admin/fee-sets/${set.data.id}/fees`, fee);
    expect(added.statusCode).toBe(201);
    expect(added.data).toMatchObject({ ...fee, reverseCalculation: false, feeClassId: null });
    const bad = await post(`/api/admin/fee-sets/${set.data.id}/fees`, { ...fee, min: 900 });
    expect((bad.data.errors as Json[])[0]).toMatchObject({ code: 'admin.fee_min_above_max', field: 'min' });
    const noClass = await post(`/api/admin/fee-sets/${set.data.id}/fees`, { ...fee, feeClassId: 999_999 });
    expect((noClass.data.errors as Json[])[0]).toMatchObject({
      code: 'admin.fee_class_not_found',
      field: 'feeClassId',
    });
    const sets = await call(t.app, {
      method: 'GET',
      url: `/api/admin/event-templates/${templateId}/fee-sets`,
      token,
    });
    expect((sets.data as unknown as Json[])[0]).toMatchObject({
      name: 'Standard fees',
      fees: [expect.objectContaining({ name: 'Service charge' })],
    });
    const foreign = await post(`/api/admin/fee-sets/${set.data.id}/fees`, fee, otherToken);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('promotions and group codes', () => {
  const promotion = {
    name: 'Spring members',
    code: 'SPRING26',
    startsAt: '2026-03-01T00:00:00Z',
    endsAt: '2026-05-31T23:59:00Z',
    discountKind: 'Percentage',
    discount: 1500,
    requiredCustomerTags: ['Member'],
  };

  it('needs its start before its end, and each rule’s event start before its end', async () => {
    const backwards = await post(`/api/admin/event-templates/${templateId}/promotions`, {
      ...promotion,
      endsAt: '2026-02-01T00:00:00Z',
    });
    expect((backwards.data.errors as Json[])[0]).toMatchObject({
      code: 'admin.promotion_dates_invalid',
      field: 'endsAt',
    });
    const rule = await post(`/api/admin/event-templates/${templateId}/promotions`, {
      ...promotion,
      eventRules: [{ startsAt: '2026-04-10T00:00:00Z', endsAt: '2026-04-01T00:00:00Z' }],
    });
    expect((rule.data.errors as Json[])[0]).toEqual({
      code: 'admin.promotion_rule_dates_invalid',
      message: 'Rule 1: the event start must be before the end date.',
      field: 'eventRules.0.startsAt',
    });
    const missing = await post(`/api/admin/event-templates/${templateId}/promotions`, {
      ...promotion,
      startsAt: undefined,
    });
    expect((missing.data.errors as Json[])[0]).toMatchObject({
      code: 'common.validation_failed',
      field: 'startsAt',
      message: 'This field is required',
    });
  });

  it('keeps codes unique in the account and generates distinct single-use group codes', async () => {
    const created = await post(`/api/admin/event-templates/${templateId}/promotions`, promotion);
    expect(created.statusCode).toBe(201);
    const again = await post(`/api/admin/event-templates/${templateId}/promotions`, {
      ...promotion,
      code: 'spring26',
    });
    expect((again.data.errors as Json[])[0]).toMatchObject({
      code: 'admin.promotion_code_taken',
      field: 'code',
    });

    const generated = await post(`/api/admin/promotions/${created.data.id}/group-codes`, { count: 2500 });
    expect(generated.data).toEqual({ generated: 2500, total: 2500 });
    const more = await post(`/api/admin/promotions/${created.data.id}/group-codes`, { count: 500 });
    expect(more.data).toEqual({ generated: 500, total: 3000 });
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(groupCodes)
      .where(eq(groupCodes.promotionId, created.data.id as number));
    expect(stored?.n).toBe(3000);
    const page = await call(t.app, {
      method: 'GET',
      url: `/api/admin/promotions/${created.data.id}/group-codes?pageSize=10`,
      token,
    });
    expect((page.data.items as Json[]).length).toBe(10);
    expect(new Set((page.data.items as Json[]).map((c) => c.code)).size).toBe(10);

    const listed = await call(t.app, {
      method: 'GET',
      url: `/api/admin/event-templates/${templateId}/promotions`,
      token,
    });
    expect((listed.data as unknown as Json[]).find((p) => p.id === created.data.id)?.groupCodes).toBe(3000);

    const tooMany = await post(`/api/admin/promotions/${created.data.id}/group-codes`, { count: 200_001 });
    expect((tooMany.data.errors as Json[])[0]).toMatchObject({
      field: 'count',
      message: "Can't be higher than 200000",
    });
  });
});
