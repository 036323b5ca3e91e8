import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsOfTwoAccounts } from '../factories';
import { type Json, startTestApp, type TestApp } from '../harness';
import { apiAs, errorOf } from './api';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let otherToken: string;
let templateId: number;
let stalls: number;
let circle: number;
let box: number;
let student: number;
let group: number;
let senior: number;

const level = (name: string, defaultPrice: number) => ({ name, color: '#228be6', defaultPrice });

beforeAll(async () => {
  t = await startTestApp();
  const tokens = await adminsOfTwoAccounts(t.app, t.database.db);
  otherToken = tokens.otherToken;
  api = apiAs(t.app, tokens.token);
  templateId = (await api('POST', '/api/admin/event-templates', { name: 'Opera' })).data.id as number;
  const base = `/api/admin/event-templates/${templateId}`;
  stalls = (await api('POST', `${base}/price-levels`, level('Stalls', 6000))).data.id as number;
  circle = (await api('POST', `${base}/price-levels`, level('Circle', 4000))).data.id as number;
  box = (await api('POST', `${base}/price-levels`, level('Box', 9000))).data.id as number;
  await api('POST', `/api/admin/template-price-levels/${box}/archive`);
  student = (await api('POST', `${base}/price-types`, { name: 'Student', offsetType: 'Table' })).data
    .id as number;
  group = (await api('POST', `${base}/price-types`, { name: 'Group', offsetType: 'Table' })).data
    .id as number;
  senior = (
    await api('POST', `${base}/price-types`, {
      name: 'Senior',
      offsetType: 'Percentage',
      defaultDiscount: 2500,
    })
  ).data.id as number;
});
afterAll(() => t.close());

const url = () => `/api/admin/event-templates/${templateId}/price-table`;
const prices = (table: Json) =>
  (table.cells as { price: number | null }[][]).map((row) => row.map((c) => c.price));

describe('price table', () => {
  it('shows active levels × price types, Table cells empty and the others worked out', async () => {
    const res = await api('GET', url());
    expect((res.data.priceLevels as Json[]).map((l) => l.name)).toEqual(['Stalls', 'Circle']);
    expect((res.data.priceTypes as Json[]).map((p) => p.name)).toEqual(['Student', 'Group', 'Senior']);
    expect(prices(res.data)).toEqual([
      [null, null, 4500],
      [null, null, 3000],
    ]);
    expect((res.data.cells as Json[][])[0]!.map((c) => c.editable)).toEqual([true, true, false]);
  });

  it('saves the table whole and answers with the new grid', async () => {
    const saved = await api('PUT', url(), {
      entries: [
        { priceLevelId: stalls, priceTypeId: student, price: 3000 },
        { priceLevelId: stalls, priceTypeId: group, price: 5000 },
        { priceLevelId: circle, priceTypeId: student, price: 2000 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(prices(saved.data)).toEqual([
      [3000, 5000, 4500],
      [2000, null, 3000],
    ]);
    // A cell left out is cleared: the table is saved as a whole.
    const again = await api('PUT', url(), {
      entries: [{ priceLevelId: circle, priceTypeId: group, price: 3500 }],
    });
    expect(prices(again.data)).toEqual([
      [null, null, 4500],
      [null, 3500, 3000],
    ]);
  });

  it('answers a bad cell on its field and saves nothing', async () => {
    const before = (await api('GET', url())).data;
    const cases: [Json, string, string][] = [
      [
        { priceLevelId: stalls, priceTypeId: senior, price: 100 },
        'admin.price_table_type_not_table',
        'entries.1.priceTypeId',
      ],
      [
        { priceLevelId: box, priceTypeId: student, price: 100 },
        'admin.choice_unavailable',
        'entries.1.priceLevelId',
      ],
      [
        { priceLevelId: 999_999, priceTypeId: student, price: 100 },
        'admin.choice_unavailable',
        'entries.1.priceLevelId',
      ],
      [
        { priceLevelId: stalls, priceTypeId: 999_999, price: 100 },
        'admin.choice_unavailable',
        'entries.1.priceTypeId',
      ],
      [
        { priceLevelId: stalls, priceTypeId: student, price: 200 },
        'admin.duplicate_entry',
        'entries.1.price',
      ],
      [
        { priceLevelId: stalls, priceTypeId: group, price: -5 },
        'common.validation_failed',
        'entries.1.price',
      ],
    ];
    for (const [bad, code, field] of cases) {
      const res = await api('PUT', url(), {
        entries: [{ priceLevelId: stalls, priceTypeId: student, price: 1 }, bad],
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code, field });
    }
    expect((await api('GET', url())).data).toEqual(before);
  });

  it('keeps another account out', async () => {
    const read = await api('GET', url(), undefined, otherToken);
    expect(read.statusCode).toBe(404);
    const write = await api('PUT', url(), { entries: [] }, otherToken);
    expect(write.statusCode).toBe(404);
    expect(prices((await api('GET', url())).data)[1]).toEqual([null, 3500, 3000]);
  });
});
