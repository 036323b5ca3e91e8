import { channelSaleDates, type DateParameter, type SalesChannel } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { events } from '@/db/schema';
import { dateColumns } from '@/modules/events/event-dates.rules';
import type { TestApp } from '../harness';
import type { SaleFixture } from './sale-fixture';

/**
 * The date fields that close a sales channel (decisions/0048), each with the error every
 * selling route answers while it is set: the sale-timing tables walk them per channel and route.
 */
export interface SaleTimingField {
  name: string;
  code: string;
  appliesTo(channel: SalesChannel): boolean;
  set(channel: SalesChannel): Promise<unknown>;
  restore(channel: SalesChannel): Promise<unknown>;
}

/** The fixture event's start, which the cutoff fields move and give back. */
export const fixtureStart = new Date('2027-03-01T19:30:00Z');

/**
 * The fields for the app and fixture a test file started (read when a field is set). The
 * time-of-day cutoff expects the clock at 10:00 in New York (the harness's default start).
 */
export function saleTimingFields(current: () => { t: TestApp; f: SaleFixture }): SaleTimingField[] {
  const now = () => current().t.clock.now;
  const db = () => current().t.database.db;
  const eventId = () => current().f.eventId;
  const setDate = (parameter: DateParameter, value: Date | null) =>
    db().execute(
      sql`UPDATE events SET ${sql.identifier(events[dateColumns[parameter]].name)} = ${value} WHERE id = ${eventId()}`,
    );
  const setSaleTiming = async (saleTiming: object) => {
    const { f } = current();
    const res = await f.api('PATCH', `/api/admin/event-templates/${f.templateId}`, { saleTiming });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setStart = (startsAt: Date) =>
    db().execute(sql`UPDATE events SET starts_at = ${startsAt} WHERE id = ${eventId()}`);
  return [
    {
      name: 'its on-sale date not reached yet',
      code: 'purchase.channel_not_yet_on_sale',
      appliesTo: (c) => channelSaleDates[c].onSale !== null,
      set: (c) => setDate(channelSaleDates[c].onSale!, new Date(now().getTime() + 86_400_000)),
      restore: (c) => setDate(channelSaleDates[c].onSale!, null),
    },
    {
      name: 'its off-sale date passed',
      code: 'purchase.channel_off_sale',
      appliesTo: (c) => channelSaleDates[c].offSale !== null,
      set: (c) => setDate(channelSaleDates[c].offSale!, new Date(now().getTime() - 60_000)),
      restore: (c) => setDate(channelSaleDates[c].offSale!, null),
    },
    {
      name: 'the sales cutoff (minutes before the start) passed',
      code: 'purchase.sales_cutoff_passed',
      appliesTo: () => true,
      set: async () => {
        await setStart(new Date(now().getTime() + 60 * 60_000));
        await setSaleTiming({ salesCutoff: { type: 'MinutesBeforeStart', minutes: 120 } });
      },
      restore: async () => {
        await setSaleTiming({});
        await setStart(fixtureStart);
      },
    },
    {
      name: 'the sales cutoff (a time on the event’s day) passed',
      code: 'purchase.sales_cutoff_passed',
      appliesTo: () => true,
      set: async () => {
        // The clock reads 10:00 in New York; the event is at 11:00, sales closed at 09:00.
        await setStart(new Date(now().getTime() + 60 * 60_000));
        await setSaleTiming({ salesCutoff: { type: 'AtTimeOnEventDay', time: '09:00' } });
      },
      restore: async () => {
        await setSaleTiming({});
        await setStart(fixtureStart);
      },
    },
    {
      name: 'the admin off-sale passed',
      code: 'purchase.admin_off_sale',
      appliesTo: () => true,
      set: () => setDate('LocalAdminOffSaleDate', new Date(now().getTime() - 60_000)),
      restore: () => setDate('LocalAdminOffSaleDate', null),
    },
    {
      name: 'the event outside its template’s event periods',
      code: 'purchase.event_outside_periods',
      appliesTo: () => true,
      set: () => setSaleTiming({ eventPeriods: [{ start: '2027-06-01', end: '2027-06-30' }] }),
      restore: () => setSaleTiming({}),
    },
  ];
}
