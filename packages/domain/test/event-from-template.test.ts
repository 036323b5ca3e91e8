import {
  blankTemplateParameters,
  type EventTemplateParameters,
  instantToLocal,
  resolveEventFromTemplate,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const NY = 'America/New_York';

const template: EventTemplateParameters = {
  dateRules: [
    { parameter: 'LocalEndDate', mode: 'SetToParameterWithOffset', offset: { amount: 150, unit: 'Minutes' } },
    // Web on sale at midnight, 30 days before.
    {
      parameter: 'LocalOnSaleDate',
      mode: 'SetToMidnightOnDateOfParameter',
      offset: { amount: -30, unit: 'Days' },
    },
    // Web sales end two hours before the show; the lock comes with them.
    { parameter: 'LocalLockDate', mode: 'SetToParameterWithOffset', offset: { amount: -2, unit: 'Hours' } },
    { parameter: 'LocalOnSaleEndDate', mode: 'SetToParameterWithOffset', relativeTo: 'LocalLockDate' },
    { parameter: 'LocalPublishDate', mode: 'SetToSpecifiedDate', specified: '2026-01-05T09:00' },
  ],
  checkboxes: {
    Active: true,
    DateTBD: false,
    DontLeaveSingleSeats: true,
    TimeTBD: true,
    UseHeavyOnSale: true,
    WaiveExchangeFees: false,
  },
  texts: {
    AlternateName: 'The Tempest (matinee)',
    DateTBDDescription: 'Spring, date to follow',
    HardTicketEventNameLine1: 'THE TEMPEST',
    HardTicketEventNameLine2: 'by W. Shakespeare',
    Name: 'The Tempest',
    TicketText1: 'No latecomers',
    TicketText2: '',
    TicketText3: 'Running time 2h30',
    Description: 'A storm, an island, a magician.',
  },
};

const local = (d: Date | undefined) => (d ? instantToLocal(d, NY) : undefined);

describe('an event made from a template', () => {
  it('takes the checkboxes and texts, and resolves the date rules in the venue time zone', () => {
    const result = resolveEventFromTemplate(template, { localDate: '2026-03-14T19:30' }, NY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const e = result.event;
    expect(e).toMatchObject({
      name: 'The Tempest',
      alternateName: 'The Tempest (matinee)',
      description: 'A storm, an island, a magician.',
      dateTbd: false,
      timeTbd: true,
      dateTbdDescription: 'Spring, date to follow',
      dontLeaveSingleSeats: true,
      heavyOnSale: true,
      waiveExchangeFees: false,
      activateOnSeatGeneration: true,
      hardTicketLine1: 'THE TEMPEST',
      hardTicketLine2: 'by W. Shakespeare',
      ticketText1: 'No latecomers',
      ticketText3: 'Running time 2h30',
    });
    expect(local(e.dates.LocalDate)).toBe('2026-03-14T19:30');
    expect(local(e.dates.LocalEndDate)).toBe('2026-03-14T22:00');
    // 30 days before is 12 February, in standard time (DST began on 8 March).
    expect(local(e.dates.LocalOnSaleDate)).toBe('2026-02-12T00:00');
    expect(e.dates.LocalOnSaleDate?.toISOString()).toBe('2026-02-12T05:00:00.000Z');
    expect(local(e.dates.LocalLockDate)).toBe('2026-03-14T17:30');
    expect(local(e.dates.LocalOnSaleEndDate)).toBe('2026-03-14T17:30');
    expect(local(e.dates.LocalPublishDate)).toBe('2026-01-05T09:00');
    expect(e.dates.LocalAPIOnSaleDate).toBeUndefined();
  });

  it('takes the creator’s name and hand-set dates over the template’s', () => {
    const result = resolveEventFromTemplate(
      template,
      {
        localDate: '2026-03-14T19:30',
        name: '  Gala night ',
        dates: { LocalLockDate: '2026-03-13T12:00', LocalOnSaleDate: '2026-01-10T10:00' },
      },
      NY,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.event.name).toBe('Gala night');
    expect(local(result.event.dates.LocalOnSaleDate)).toBe('2026-01-10T10:00');
    // The web off-sale counts from the lock date, so it follows the hand-set lock.
    expect(local(result.event.dates.LocalOnSaleEndDate)).toBe('2026-03-13T12:00');
  });

  it('counts minutes and hours across the spring-forward night as real time', () => {
    // 08:00 on 8 March 2026 in New York; 02:00–03:00 does not exist that night.
    const t: EventTemplateParameters = {
      ...template,
      dateRules: [
        ...template.dateRules.filter((r) => r.parameter !== 'LocalLockDate'),
        {
          parameter: 'LocalLockDate',
          mode: 'SetToParameterWithOffset',
          offset: { amount: -8, unit: 'Hours' },
        },
      ],
    };
    const result = resolveEventFromTemplate(t, { localDate: '2026-03-08T08:00' }, NY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Eight real hours earlier is 23:00 the day before, not midnight.
    expect(local(result.event.dates.LocalLockDate)).toBe('2026-03-07T23:00');
  });

  it('refuses an event without name, end date or web on-sale, naming each field', () => {
    const result = resolveEventFromTemplate(blankTemplateParameters, { localDate: '2026-05-01T20:00' }, NY);
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'name', kind: 'required' },
        { field: 'dates.LocalEndDate', kind: 'required' },
        { field: 'dates.LocalOnSaleDate', kind: 'required' },
      ],
    });
  });

  it('refuses a self-exchange off-sale later than the lock date', () => {
    const t: EventTemplateParameters = {
      ...template,
      dateRules: [
        ...template.dateRules,
        {
          parameter: 'LocalSelfExchangeEndDate',
          mode: 'SetToParameterWithOffset',
          offset: { amount: -1, unit: 'Hours' },
        },
      ],
    };
    const result = resolveEventFromTemplate(t, { localDate: '2026-05-01T20:00' }, NY);
    expect(result).toEqual({
      ok: false,
      problems: [{ field: 'dates.LocalSelfExchangeEndDate', kind: 'self_exchange_after_lock' }],
    });
  });

  it('refuses a date that is not in the calendar', () => {
    expect(resolveEventFromTemplate(template, { localDate: '2026-02-30T19:30' }, NY)).toEqual({
      ok: false,
      problems: [{ field: 'dates.LocalDate', kind: 'invalid_date' }],
    });
  });

  it('refuses rules that cannot be worked out, on the date they concern', () => {
    const t: EventTemplateParameters = {
      ...template,
      dateRules: [
        ...template.dateRules,
        {
          parameter: 'LocalOutletStartDate',
          mode: 'SetToParameterWithOffset',
          relativeTo: 'LocalOutletEndDate',
        },
      ],
    };
    const result = resolveEventFromTemplate(t, { localDate: '2026-05-01T20:00' }, NY);
    expect(result).toEqual({
      ok: false,
      problems: [{ field: 'dates.LocalOutletStartDate', kind: 'date_rule' }],
    });
  });

  it('keeps the midnight and specified modes on local wall-clock time for any event date and zone', () => {
    const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'UTC', 'America/Los_Angeles'];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2024-01-01T00:00Z'),
          max: new Date('2030-12-31T00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        fc.integer({ min: -90, max: -1 }),
        (when, zone, days) => {
          const localDate = `${instantToLocal(when, zone).slice(0, 10)}T19:30`;
          const result = resolveEventFromTemplate(
            {
              ...template,
              dateRules: [
                {
                  parameter: 'LocalEndDate',
                  mode: 'SetToParameterWithOffset',
                  offset: { amount: 3, unit: 'Hours' },
                },
                {
                  parameter: 'LocalOnSaleDate',
                  mode: 'SetToMidnightOnDateOfParameter',
                  offset: { amount: days, unit: 'Days' },
                },
                { parameter: 'LocalPublishDate', mode: 'SetToSpecifiedDate', specified: '2023-06-01T09:15' },
              ],
            },
            { localDate },
            zone,
          );
          if (!result.ok) return false;
          const d = result.event.dates;
          return (
            local2(d.LocalOnSaleDate, zone).endsWith('T00:00') &&
            local2(d.LocalPublishDate, zone) === '2023-06-01T09:15' &&
            d.LocalEndDate!.getTime() - d.LocalDate!.getTime() === 3 * 3_600_000 &&
            d.LocalOnSaleDate!.getTime() < d.LocalDate!.getTime()
          );
        },
      ),
    );
  });
});

const local2 = (d: Date | undefined, zone: string) => (d ? instantToLocal(d, zone) : '');
