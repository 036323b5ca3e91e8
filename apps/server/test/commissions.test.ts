import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsOfTwoAccounts } from './factories';
import { call, type Json, startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
let otherToken: string;
let templateId: number;

const url = () => `/api/admin/event-templates/${templateId}/commissions`;
const save = (rows: unknown[], as = token) =>
  call(t.app, { method: 'PUT', url: url(), token: as, payload: { rows } });
const read = async (as = token) => call(t.app, { method: 'GET', url: url(), token: as });

beforeAll(async () => {
  t = await startTestApp();
  ({ token, otherToken } = await adminsOfTwoAccounts(t.app, t.database.db));
  templateId = (
    await call(t.app, {
      method: 'POST',
      url: '/api/admin/event-templates',
      token,
      payload: { name: 'Season' },
    })
  ).data.id as number;
});
afterAll(() => t.close());

const grid = [
  { cardType: 'Visa', fundingType: 'debit', basisPoints: 150 },
  {
    cardType: 'American Express',
    fundingType: 'credit',
    basisPoints: 350,
    flatAmount: 20,
    min: 50,
    max: 1000,
  },
  { cardType: 'Visa', fundingType: 'credit', basisPoints: 290, flatAmount: 30 },
];

describe('payment-method commissions', () => {
  it('starts empty and saves the grid as a whole, answered in card and funding order', async () => {
    expect((await read()).data).toEqual({ rows: [] });
    const res = await save(grid);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.data.rows as Json[]).map((r) => `${r.cardType}/${r.fundingType}`)).toEqual([
      'American Express/credit',
      'Visa/credit',
      'Visa/debit',
    ]);
    expect((res.data.rows as Json[])[0]).toEqual({
      cardType: 'American Express',
      fundingType: 'credit',
      basisPoints: 350,
      flatAmount: 20,
      min: 50,
      max: 1000,
    });
  });

  it('replaces every row: a row left out has no commission any more', async () => {
    const res = await save([{ cardType: 'Discover', fundingType: 'prepaid', flatAmount: 45 }]);
    expect(res.data.rows).toEqual([
      { cardType: 'Discover', fundingType: 'prepaid', basisPoints: 0, flatAmount: 45, min: null, max: null },
    ]);
  });

  it('refuses a second row for one card and funding type, and a minimum above the maximum; nothing changes', async () => {
    const before = (await read()).data;
    const res = await save([
      { cardType: 'Visa', fundingType: 'credit', basisPoints: 290 },
      { cardType: 'Visa', fundingType: 'credit', basisPoints: 300, min: 500, max: 100 },
    ]);
    expect(res.statusCode).toBe(400);
    expect((res.data.errors as Json[]).map((e) => [e.code, e.field, e.message])).toEqual([
      [
        'admin.commission_duplicate',
        'rows.1.fundingType',
        'This card type and funding type already have a commission.',
      ],
      ['admin.fee_min_above_max', 'rows.1.min', 'The minimum cannot be more than the maximum.'],
    ]);
    expect((await read()).data).toEqual(before);
  });

  it('refuses a percentage above 100% and an unknown card type on their fields', async () => {
    const res = await save([
      { cardType: 'Visa', fundingType: 'credit', basisPoints: 10_001 },
      { cardType: 'Diners', fundingType: 'credit' },
    ]);
    expect(res.statusCode).toBe(400);
    expect((res.data.errors as Json[]).map((e) => e.field)).toEqual([
      'rows.0.basisPoints',
      'rows.1.cardType',
    ]);
  });

  it('keeps commissions inside their account', async () => {
    expect((await read(otherToken)).statusCode).toBe(404);
    const res = await save(grid, otherToken);
    expect(res.statusCode).toBe(404);
    expect((await read()).data.rows).toHaveLength(1);
  });

  it('no longer changes once the template is archived', async () => {
    await call(t.app, { method: 'POST', url: `/api/admin/event-templates/${templateId}/archive`, token });
    const res = await save(grid);
    expect(res.statusCode).toBe(409);
    expect((res.data.errors as Json[])[0]).toMatchObject({ code: 'admin.event_template_archived' });
  });
});
