import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SalesChannel, salesChannels } from '../enums';
import {
  channelSaleDates,
  channelSaleState,
  type EventSaleTiming,
  inEventPeriods,
  saleRefusal,
  saleRefusalError,
  salesCutoffAt,
} from './sale-timing';

const at = (iso: string) => new Date(iso);
// 20:00 at the venue (Madrid, UTC+1 in March) on 1 March 2027.
const base: EventSaleTiming = {
  active: true,
  startsAt: at('2027-03-01T19:00:00Z'),
  timeZone: 'Europe/Madrid',
  dates: {},
  cutoff: { type: 'MinutesBeforeStart', minutes: 0 },
  periods: [],
};
const now = at('2027-02-01T12:00:00Z');
const before = at('2027-01-15T00:00:00Z');
const after = at('2027-02-15T00:00:00Z');

describe('saleRefusal', () => {
  it('sells an active event with no dates set, on every channel, until it starts', () => {
    for (const channel of salesChannels) expect(saleRefusal(now, base, [channel])).toBeNull();
    expect(saleRefusal(at('2027-03-01T19:00:00Z'), base, ['PointOfSale'])).toEqual({
      reason: 'sales_cutoff',
      at: base.startsAt,
    });
  });

  it('refuses an inactive event first', () => {
    expect(saleRefusal(now, { ...base, active: false }, ['Web'])).toEqual({ reason: 'inactive' });
  });

  it('uses each channel’s own dates and no other channel’s', () => {
    const timing = { ...base, dates: { LocalCallCenterStartDate: after } };
    expect(saleRefusal(now, timing, ['CallCenter'])).toEqual({
      reason: 'not_yet_on_sale',
      channel: 'CallCenter',
      at: after,
    });
    expect(saleRefusal(now, timing, ['Web'])).toBeNull();
    expect(saleRefusal(now, timing, ['PointOfSale'])).toBeNull();
    const closed = { ...base, dates: { LocalGroupSalesEndDate: before } };
    expect(saleRefusal(now, closed, ['GroupSales'])).toEqual({
      reason: 'channel_off_sale',
      channel: 'GroupSales',
      at: before,
    });
    expect(saleRefusal(now, closed, ['HouseSeats'])).toBeNull();
  });

  it('closes every channel at the admin off-sale', () => {
    const timing = { ...base, dates: { LocalAdminOffSaleDate: before } };
    for (const channel of salesChannels)
      expect(saleRefusal(now, timing, [channel])).toEqual({ reason: 'admin_off_sale', at: before });
  });

  it('closes every channel at the sales cutoff: minutes before the start, or a time on the event’s day', () => {
    const minutes = { ...base, cutoff: { type: 'MinutesBeforeStart' as const, minutes: 120 } };
    expect(salesCutoffAt(minutes)).toEqual(at('2027-03-01T17:00:00Z'));
    expect(saleRefusal(at('2027-03-01T16:59:00Z'), minutes, ['CallCenter'])).toBeNull();
    expect(saleRefusal(at('2027-03-01T17:00:00Z'), minutes, ['CallCenter'])?.reason).toBe('sales_cutoff');
    // 22:30 at the venue: the box office sells at the door after the start, until then.
    const late = { ...base, cutoff: { type: 'AtTimeOnEventDay' as const, time: '22:30' } };
    expect(salesCutoffAt(late)).toEqual(at('2027-03-01T21:30:00Z'));
    expect(saleRefusal(at('2027-03-01T20:00:00Z'), late, ['PointOfSale'])).toBeNull();
    expect(saleRefusal(at('2027-03-01T21:30:00Z'), late, ['PointOfSale'])?.reason).toBe('sales_cutoff');
    // No template: the start; an "at a time" cutoff without its time: the start too.
    expect(salesCutoffAt({ ...base, cutoff: null })).toEqual(base.startsAt);
    expect(salesCutoffAt({ ...base, cutoff: { type: 'AtTimeOnEventDay' } })).toEqual(base.startsAt);
  });

  it('reads the event periods as the venue’s dates, both ends included', () => {
    // 00:30 on 1 March in Madrid is still 28 February in UTC.
    const early = { ...base, startsAt: at('2027-02-28T23:30:00Z') };
    expect(inEventPeriods({ ...early, periods: [{ start: '2027-03-01', end: '2027-03-31' }] })).toBe(true);
    expect(inEventPeriods({ ...early, periods: [{ start: '2027-02-01', end: '2027-02-28' }] })).toBe(false);
    const outside = { ...base, periods: [{ start: '2027-06-01', end: '2027-09-30' }] };
    expect(saleRefusal(now, outside, ['Web'])).toEqual({ reason: 'outside_event_periods' });
  });

  it('a sale through several channels must be open on each (a staff sale made with an API key)', () => {
    const timing = { ...base, dates: { LocalAPIOnSaleDate: after } };
    expect(saleRefusal(now, timing, ['PointOfSale'])).toBeNull();
    expect(saleRefusal(now, timing, ['PointOfSale', 'API'])).toMatchObject({
      reason: 'not_yet_on_sale',
      channel: 'API',
    });
  });

  it('names the deciding date at the venue in the catalogue’s error', () => {
    expect(
      saleRefusalError({ reason: 'not_yet_on_sale', channel: 'CallCenter', at: after }, 'Europe/Madrid'),
    ).toEqual({ code: 'purchase.channel_not_yet_on_sale', params: { date: '2027-02-15 01:00' } });
    expect(saleRefusalError({ reason: 'inactive' }, 'UTC').code).toBe('purchase.event_not_on_sale');
  });
});

describe('saleRefusal, for any dates', () => {
  const instant = fc
    .integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') })
    .map((ms) => new Date(ms));
  const maybe = fc.option(instant, { nil: null });
  const channel = fc.constantFrom<SalesChannel>(...salesChannels);
  const timing = fc.record({
    onSale: maybe,
    offSale: maybe,
    admin: maybe,
    startsAt: instant,
    minutes: fc.integer({ min: 0, max: 10_080 }),
  });
  const build = (t: { onSale: Date | null; offSale: Date | null; admin: Date | null }, c: SalesChannel) => {
    const { onSale, offSale } = channelSaleDates[c];
    return {
      ...(onSale ? { [onSale]: t.onSale } : {}),
      ...(offSale ? { [offSale]: t.offSale } : {}),
      LocalAdminOffSaleDate: t.admin,
    };
  };

  it('sells only inside every window: after the on-sale, before the off-sale, the admin off-sale and the cutoff', () => {
    fc.assert(
      fc.property(timing, channel, instant, (t, c, when) => {
        const event: EventSaleTiming = {
          ...base,
          startsAt: t.startsAt,
          cutoff: { type: 'MinutesBeforeStart', minutes: t.minutes },
          dates: build(t, c),
        };
        const sells = saleRefusal(when, event, [c]) === null;
        const ms = when.getTime();
        const { onSale, offSale } = channelSaleDates[c];
        const inside =
          (!onSale || !t.onSale || ms >= t.onSale.getTime()) &&
          (!offSale || !t.offSale || ms < t.offSale.getTime()) &&
          (!t.admin || ms < t.admin.getTime()) &&
          ms < t.startsAt.getTime() - t.minutes * 60_000;
        expect(sells).toBe(inside);
      }),
    );
  });

  it('another channel’s dates never change a channel’s answer', () => {
    fc.assert(
      fc.property(timing, timing, channel, channel, instant, (own, other, c, d, when) => {
        fc.pre(c !== d);
        const alone: EventSaleTiming = { ...base, dates: build({ ...own, admin: null }, c) };
        const { onSale, offSale } = channelSaleDates[d];
        const withOther: EventSaleTiming = {
          ...alone,
          dates: {
            ...(onSale ? { [onSale]: other.onSale } : {}),
            ...(offSale ? { [offSale]: other.offSale } : {}),
            ...alone.dates,
          },
        };
        expect(channelSaleState(when, withOther, c)).toBe(channelSaleState(when, alone, c));
      }),
    );
  });

  it('a sale through two channels is allowed exactly when each alone is', () => {
    fc.assert(
      fc.property(timing, timing, channel, channel, instant, (a, b, c, d, when) => {
        const event: EventSaleTiming = {
          ...base,
          dates: { ...build({ ...b, admin: null }, d), ...build({ ...a, admin: null }, c) },
        };
        const both = saleRefusal(when, event, [c, d]) === null;
        expect(both).toBe(saleRefusal(when, event, [c]) === null && saleRefusal(when, event, [d]) === null);
      }),
    );
  });
});
