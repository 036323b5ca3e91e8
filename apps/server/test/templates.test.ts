import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsOfTwoAccounts } from './factories';
import { call, type Json, startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ token, otherToken } = await adminsOfTwoAccounts(t.app, t.database.db));
});
afterAll(() => t.close());

async function newTemplate(name = 'Evening performance'): Promise<Json> {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/admin/event-templates',
    token,
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  return res.data;
}

const patch = (id: unknown, payload: Json, as = token) =>
  call(t.app, { method: 'PATCH', url: `/api/admin/event-templates/${id}`, token: as, payload });

describe('event templates', () => {
  it('creates a template with sensible defaults for every tab', async () => {
    const template = await newTemplate();
    expect(template).toMatchObject({
      name: 'Evening performance',
      archived: false,
      ticketLimits: { maxTicketsPerOrder: 10, ticketLimitPerRequest: null },
      saleTiming: { basketExpirationMinutes: 15, eventPeriods: [] },
      money: { highAvailabilityPercent: null, giftCertificates: { expiration: 'none' } },
      dateRules: [],
    });
  });

  it('saves a tab whole and keeps the others', async () => {
    const template = await newTemplate();
    const res = await patch(template.id, {
      ticketLimits: { maxTicketsPerOrder: 8, aggregateTicketLimit: 20 },
      dateRules: [
        {
          parameter: 'LocalOnSaleDate',
          mode: 'SetToMidnightOnDateOfParameter',
          offset: { amount: -30, unit: 'Days' },
        },
        {
          parameter: 'LocalLockDate',
          mode: 'SetToParameterWithOffset',
          offset: { amount: -2, unit: 'Hours' },
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.ticketLimits).toEqual({
      maxTicketsPerOrder: 8,
      ticketLimitPerRequest: null,
      aggregateTicketLimit: 20,
    });
    expect(res.data.dateRules).toHaveLength(2);
    expect(res.data.saleTiming).toEqual(template.saleTiming);
  });

  it('refuses an order ticket limit above 32767 on its field, saving nothing', async () => {
    const template = await newTemplate();
    const res = await patch(template.id, { ticketLimits: { maxTicketsPerOrder: 40000 } });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual([
      {
        code: 'common.validation_failed',
        message: "Can't be higher than 32767",
        field: 'ticketLimits.maxTicketsPerOrder',
      },
    ]);
    const again = await call(t.app, {
      method: 'GET',
      url: `/api/admin/event-templates/${template.id}`,
      token,
    });
    expect((again.data.ticketLimits as Json).maxTicketsPerOrder).toBe(10);
  });

  it('names the event period that overlaps another, and the one that ends before it starts', async () => {
    const template = await newTemplate();
    const overlap = await patch(template.id, {
      saleTiming: {
        eventPeriods: [
          { start: '2026-01-01', end: '2026-02-01' },
          { start: '2026-01-20', end: '2026-03-01' },
        ],
      },
    });
    expect(overlap.data.errors).toEqual([
      {
        code: 'admin.event_period_overlap',
        message: 'Event period 2 overlaps event period 1.',
        field: 'saleTiming.eventPeriods.1.start',
      },
    ]);
    const backwards = await patch(template.id, {
      saleTiming: { eventPeriods: [{ start: '2026-05-01', end: '2026-04-01' }] },
    });
    expect((backwards.data.errors as Json[])[0]).toMatchObject({
      code: 'admin.event_period_invalid',
      field: 'saleTiming.eventPeriods.0.start',
    });
  });

  it('needs the time of a sales cutoff at a time on the event day', async () => {
    const template = await newTemplate();
    const res = await patch(template.id, { saleTiming: { salesCutoff: { type: 'AtTimeOnEventDay' } } });
    expect(res.statusCode).toBe(400);
    expect((res.data.errors as Json[])[0]).toMatchObject({
      code: 'common.validation_failed',
      message: 'This field is required',
      field: 'saleTiming.salesCutoff.time',
    });
    const saved = await patch(template.id, {
      saleTiming: { salesCutoff: { type: 'AtTimeOnEventDay', time: '22:30' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('needs both availability figures, with high more than 1% above low', async () => {
    const template = await newTemplate();
    const one = await patch(template.id, { money: { highAvailabilityPercent: 60 } });
    expect((one.data.errors as Json[])[0]).toMatchObject({
      code: 'admin.availability_required',
      field: 'money.lowAvailabilityPercent',
    });
    const close = await patch(template.id, {
      money: { highAvailabilityPercent: 50.5, lowAvailabilityPercent: 50 },
    });
    expect((close.data.errors as Json[])[0]).toEqual({
      code: 'admin.availability_high_not_above_low',
      message: 'High Availability must be more than 1% larger than Low Availability',
      field: 'money.highAvailabilityPercent',
    });
    const ok = await patch(template.id, {
      money: { highAvailabilityPercent: 60, lowAvailabilityPercent: 20 },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses date rules that cannot be worked out', async () => {
    const template = await newTemplate();
    const res = await patch(template.id, {
      dateRules: [
        { parameter: 'LocalLockDate', mode: 'SetToParameterWithOffset', relativeTo: 'LocalOnSaleEndDate' },
        { parameter: 'LocalOnSaleEndDate', mode: 'SetToParameterWithOffset', relativeTo: 'LocalLockDate' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect((res.data.errors as Json[])[0]).toMatchObject({ code: 'admin.date_rule_invalid' });
  });

  it('keeps external sync credentials write-only', async () => {
    const template = await newTemplate();
    const saved = await patch(template.id, {
      externalSync: { system: 'Spektrix', credentials: { ApiKey: 's3cret', Username: 'box' } },
    });
    expect(saved.data.externalSync).toMatchObject({
      system: 'Spektrix',
      credentialKeys: ['ApiKey', 'Username'],
    });
    expect(saved.body).not.toContain('s3cret');
    const resaved = await patch(template.id, { externalSync: { system: 'Spektrix', intervalMinutes: 30 } });
    expect((resaved.data.externalSync as Json).credentialKeys).toEqual(['ApiKey', 'Username']);
  });

  it('lists, searches and archives; an archived template no longer changes', async () => {
    const template = await newTemplate('Matinee special');
    const found = await call(t.app, {
      method: 'GET',
      url: '/api/admin/event-templates?search=matinee',
      token,
    });
    expect((found.data.items as Json[]).map((i) => i.name)).toEqual(['Matinee special']);
    const archived = await call(t.app, {
      method: 'POST',
      url: `/api/admin/event-templates/${template.id}/archive`,
      token,
    });
    expect(archived.data.archived).toBe(true);
    const list = await call(t.app, { method: 'GET', url: '/api/admin/event-templates?archived=true', token });
    expect((list.data.items as Json[]).map((i) => i.id)).toContain(template.id);
    const change = await patch(template.id, { name: 'Renamed' });
    expect(change.statusCode).toBe(409);
    expect((change.data.errors as Json[])[0]).toMatchObject({ code: 'admin.event_template_archived' });
  });

  it('hides one account’s templates from another', async () => {
    const template = await newTemplate();
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/admin/event-templates/${template.id}`,
      token: otherToken,
    });
    expect(res.statusCode).toBe(404);
    expect(res.data.errors).toEqual([
      {
        code: 'admin.event_template_not_found',
        message: `Could not find Event Template with ID ${template.id}.`,
      },
    ]);
    expect((await patch(template.id, { name: 'Hijack' }, otherToken)).statusCode).toBe(404);
  });
});
