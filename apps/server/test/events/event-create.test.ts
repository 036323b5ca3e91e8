import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json, startTestApp, type TestApp } from '../harness';
import { createEventVia, errorsOf, eventCount, eventsAccount, getEvent, needed } from './setup';

let t: TestApp;
let s: Awaited<ReturnType<typeof eventsAccount>>;
let templateId: number;

const basicInfo = {
  name: 'The Tempest',
  active: true,
  dateTbd: false,
  timeTbd: true,
  dateTbdDescription: 'Time to follow',
  dontLeaveSingleSeats: true,
  useHeavyOnSale: true,
  waiveExchangeFees: true,
  description: 'A storm, an island, a magician.',
  alternateName: 'La Tempête',
  hardTicketLine1: 'THE TEMPEST',
  hardTicketLine2: 'Main house',
  ticketText1: 'No latecomers',
  ticketText2: '',
  ticketText3: 'Running time 2h30',
};
const dateRules = [
  { parameter: 'LocalEndDate', mode: 'SetToParameterWithOffset', offset: { amount: 150, unit: 'Minutes' } },
  {
    parameter: 'LocalOnSaleDate',
    mode: 'SetToMidnightOnDateOfParameter',
    offset: { amount: -30, unit: 'Days' },
  },
  { parameter: 'LocalLockDate', mode: 'SetToParameterWithOffset', offset: { amount: -2, unit: 'Hours' } },
  { parameter: 'LocalPublishDate', mode: 'SetToSpecifiedDate', specified: '2027-01-05T09:00' },
];

async function newTemplate(token: string, name: string, payload: Json): Promise<number> {
  const created = await call(t.app, {
    method: 'POST',
    url: '/api/admin/event-templates',
    token,
    payload: { name },
  });
  const res = await call(t.app, {
    method: 'PATCH',
    url: `/api/admin/event-templates/${created.data.id}`,
    token,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return created.data.id as number;
}

beforeAll(async () => {
  t = await startTestApp();
  s = await eventsAccount(t);
  templateId = await newTemplate(s.token, 'Evening performance', { basicInfo, dateRules });
});
afterAll(() => t.close());

describe('creating an event from a template', () => {
  it('keeps the checkbox and text parameters on the template’s settings tab', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/admin/event-templates/${templateId}`,
      token: s.token,
    });
    expect(res.data.basicInfo).toEqual({ ...basicInfo, deliveryPlanId: null });
  });

  it('resolves the date rules from the event date in the venue’s time zone and takes the texts', async () => {
    const event = await createEventVia(t, s.token, {
      templateId,
      venueId: s.venueId,
      mapId: s.mapId,
      dates: { LocalDate: '2027-03-20T19:30' },
    });
    expect(event).toMatchObject({
      name: 'The Tempest',
      templateId,
      templateName: 'Evening performance',
      alternateName: 'La Tempête',
      description: 'A storm, an island, a magician.',
      timeTbd: true,
      dateTbd: false,
      dateTbdDescription: 'Time to follow',
      dontLeaveSingleSeats: true,
      heavyOnSale: true,
      waiveExchangeFees: true,
      // The template's maximum per order stays the template's; the event has no override.
      orderTicketLimit: null,
      hardTicketLine1: 'THE TEMPEST',
      ticketText3: 'Running time 2h30',
      active: false,
      activateOnSeatGeneration: true,
      startsAt: '2027-03-20T23:30:00.000Z',
    });
    // 30 days before 20 March is 18 February, before the clocks went forward on 14 March.
    expect(event.dates).toMatchObject({
      LocalDate: '2027-03-20T19:30',
      LocalEndDate: '2027-03-20T22:00',
      LocalOnSaleDate: '2027-02-18T00:00',
      LocalLockDate: '2027-03-20T17:30',
      LocalPublishDate: '2027-01-05T09:00',
      LocalAPIOnSaleDate: null,
    });
  });

  it('activates an event made from an Active template when its seats are generated only if they have prices', async () => {
    const event = await createEventVia(t, s.token, {
      templateId,
      venueId: s.venueId,
      mapId: s.mapId,
      dates: { LocalDate: '2027-04-02T19:30' },
    });
    const generated = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${event.id}/seats/generate`,
      token: s.token,
    });
    // Fresh seats have no price level yet: the Active box never puts $0 tickets on sale.
    expect(generated.data).toMatchObject({ active: false, activateOnSeatGeneration: false, seatTotal: 10 });
    expect((generated.data.readiness as { code: string }[]).map((p) => p.code)).toContain(
      'admin.event_seats_unpriced',
    );
  });

  it('takes the creator’s name and hand-set dates over the template’s', async () => {
    const event = await createEventVia(t, s.token, {
      templateId,
      venueId: s.venueId,
      mapId: null,
      name: 'Gala night',
      dates: { LocalDate: '2027-03-20T19:30', LocalOnSaleDate: '2027-01-15T10:00' },
    });
    expect(event.name).toBe('Gala night');
    expect((event.dates as Json).LocalOnSaleDate).toBe('2027-01-15T10:00');
  });

  it('refuses a blank event without end date and web on-sale on those fields, and saves nothing', async () => {
    const before = await eventCount(t, s.accountId);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/events',
      token: s.token,
      payload: { venueId: s.venueId, mapId: null, name: 'Talk', dates: { LocalDate: '2027-05-01T18:00' } },
    });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      { code: 'admin.event_field_required', field: 'dates.LocalEndDate', message: 'This field is required' },
      {
        code: 'admin.event_field_required',
        field: 'dates.LocalOnSaleDate',
        message: 'This field is required',
      },
    ]);
    expect(await eventCount(t, s.accountId)).toBe(before);
  });

  it('refuses a template whose self-exchange off-sale falls after the lock date, and saves nothing', async () => {
    const late = await newTemplate(s.token, 'Late exchanges', {
      dateRules: [
        ...dateRules,
        {
          parameter: 'LocalSelfExchangeEndDate',
          mode: 'SetToParameterWithOffset',
          offset: { amount: -1, unit: 'Hours' },
        },
      ],
    });
    const before = await eventCount(t, s.accountId);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/events',
      token: s.token,
      payload: {
        templateId: late,
        venueId: s.venueId,
        mapId: null,
        name: 'X',
        dates: { LocalDate: '2027-05-01T20:00' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      {
        code: 'admin.event_self_exchange_after_lock',
        field: 'dates.LocalSelfExchangeEndDate',
        message: 'The self-exchange off-sale cannot be later than the lock date.',
      },
    ]);
    expect(await eventCount(t, s.accountId)).toBe(before);
  });

  it('refuses a day that is not in the calendar, an end before the start, and a name-less template', async () => {
    const blank = (dates: Json, name = 'X') =>
      call(t.app, {
        method: 'POST',
        url: '/api/admin/events',
        token: s.token,
        payload: { venueId: s.venueId, mapId: null, name, dates },
      });
    expect(errorsOf(await blank(needed('2027-02-30T19:30')))).toEqual([
      expect.objectContaining({ code: 'admin.event_date_invalid', field: 'dates.LocalDate' }),
      expect.objectContaining({ code: 'admin.event_date_invalid', field: 'dates.LocalEndDate' }),
    ]);
    expect(
      errorsOf(await blank({ ...needed('2027-05-01T19:30'), LocalEndDate: '2027-05-01T18:00' })),
    ).toEqual([
      expect.objectContaining({ code: 'admin.event_end_before_start', field: 'dates.LocalEndDate' }),
    ]);
    const nameless = await newTemplate(s.token, 'Nameless', { dateRules });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/events',
      token: s.token,
      payload: {
        templateId: nameless,
        venueId: s.venueId,
        mapId: null,
        dates: { LocalDate: '2027-05-01T20:00' },
      },
    });
    expect(errorsOf(res)).toEqual([
      expect.objectContaining({ code: 'admin.event_field_required', field: 'name' }),
    ]);
  });

  it('refuses an archived template and another account’s template', async () => {
    const archived = await newTemplate(s.token, 'Old season', { dateRules });
    await call(t.app, {
      method: 'POST',
      url: `/api/admin/event-templates/${archived}/archive`,
      token: s.token,
    });
    const payload = { venueId: s.venueId, mapId: null, dates: { LocalDate: '2027-05-01T20:00' } };
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/events',
      token: s.token,
      payload: { ...payload, templateId: archived },
    });
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)[0]!.code).toBe('admin.event_template_archived');
    const foreign = await call(t.app, {
      method: 'POST',
      url: '/api/admin/events',
      token: s.otherToken,
      payload: { ...payload, venueId: s.venueId, templateId },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('offers the account’s templates in the event form, without archived ones', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/admin/events/choices', token: s.token });
    const names = (res.data.templates as Json[]).map((x) => x.name);
    expect(names).toContain('Evening performance');
    expect(names).not.toContain('Old season');
    const other = await call(t.app, { method: 'GET', url: '/api/admin/events/choices', token: s.otherToken });
    expect(other.data).toEqual({ templates: [], seatAlerts: [] });
  });

  it('shows the event with its dates in the venue’s wall-clock time', async () => {
    const event = await createEventVia(t, s.token, {
      venueId: s.venueId,
      mapId: null,
      name: 'Summer concert',
      dates: needed('2027-07-04T20:00'),
    });
    const res = await getEvent(t, s.token, event.id);
    expect(res.data).toMatchObject({
      startsAt: '2027-07-05T00:00:00.000Z',
      dates: { LocalDate: '2027-07-04T20:00', LocalEndDate: '2027-07-04T23:00' },
      status: 'Scheduled',
      saleMode: 'SelectOrBestAvailable',
      templateId: null,
      activateOnSeatGeneration: false,
    });
  });
});
