import type { ShopSeriesEvent } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { basketEvents, calendarMonths, eventOwnName, localDate, ticketsInBasket } from './shop-buy';

const event = (id: number, startsAt: string): ShopSeriesEvent => ({
  id,
  name: 'The Tempest',
  venueName: 'Globe',
  timezone: 'America/New_York',
  startsAt,
  availability: 'High',
  saleState: 'on_sale',
  webOnSaleAt: null,
  heavyOnSale: false,
  fromPrice: 2500,
});

describe('localDate', () => {
  it('is the date at the venue, not in UTC', () => {
    expect(localDate('2027-03-02T02:00:00Z', 'America/New_York')).toBe('2027-03-01');
  });
});

describe('calendarMonths', () => {
  it('puts each event on its venue-local day in a Monday-first grid', () => {
    const [march] = calendarMonths([event(1, '2027-03-02T00:30:00Z'), event(2, '2027-03-10T23:00:00Z')]);
    expect(march!.month).toBe('2027-03');
    // 1 March 2027 is a Monday.
    expect(march!.weeks[0]![0]).toEqual({ date: '2027-03-01', events: [expect.objectContaining({ id: 1 })] });
    expect(march!.weeks.every((w) => w.length === 7)).toBe(true);
    const days = march!.weeks.flat().filter((d) => d !== null);
    expect(days).toHaveLength(31);
    expect(days.find((d) => d.date === '2027-03-10')!.events.map((e) => e.id)).toEqual([2]);
  });

  it('has one month per month with events, in order', () => {
    const months = calendarMonths([event(1, '2027-05-02T20:00:00Z'), event(2, '2027-03-10T20:00:00Z')]);
    expect(months.map((m) => m.month)).toEqual(['2027-03', '2027-05']);
  });
});

describe('ticketsInBasket', () => {
  it('counts seats and general-admission places of one event', () => {
    const items = [
      { eventId: 1, quantity: 1 },
      { eventId: 1, quantity: 3 },
      { eventId: 2, quantity: 2 },
    ];
    expect(ticketsInBasket({ items } as never, 1)).toBe(4);
    expect(ticketsInBasket(null, 1)).toBe(0);
  });
});

describe('basketEvents', () => {
  it('lists each event of the ticket lines once, in the order they were added', () => {
    const items = [
      { eventId: 2, eventName: 'Hamlet' },
      { eventId: 1, eventName: 'The Tempest' },
      { eventId: 2, eventName: 'Hamlet' },
    ];
    expect(basketEvents({ items } as never)).toEqual([
      { id: 2, name: 'Hamlet' },
      { id: 1, name: 'The Tempest' },
    ]);
    expect(basketEvents(null)).toEqual([]);
  });
});

describe('the name of a date in a series', () => {
  it('shows the event’s own name where it is not the series’ name', () => {
    expect(eventOwnName({ name: 'Nina Simone tribute' }, 'Jazz Fridays')).toBe('Nina Simone tribute');
    expect(eventOwnName({ name: 'Jazz Fridays' }, 'Jazz Fridays')).toBeNull();
    expect(eventOwnName({ name: '  ' }, 'Jazz Fridays')).toBeNull();
  });
});
