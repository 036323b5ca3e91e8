import { describe, expect, it } from 'vitest';
import { type EventReadinessFacts, eventReadiness, mayActivate } from '../src';

const ready: EventReadinessFacts = {
  mapId: 1,
  seatsGenerated: true,
  unpricedSeats: 0,
  gaAreas: [{ id: 7, name: 'Standing', priceLevelId: 3 }],
  onSaleAt: new Date('2027-01-01T15:00:00Z'),
  paymentAccounts: 1,
};

describe('event readiness checklist', () => {
  it('lets a ready event be activated with nothing to fix', () => {
    expect(eventReadiness(ready)).toEqual([]);
    expect(mayActivate(eventReadiness(ready))).toBe(true);
  });

  it('names a GA area without a price level, which would sell for nothing, and blocks activation', () => {
    const problems = eventReadiness({
      ...ready,
      gaAreas: [...ready.gaAreas, { id: 8, name: 'Floor', priceLevelId: null }],
    });
    expect(problems).toEqual([
      {
        code: 'admin.event_ga_area_unpriced',
        params: { name: 'Floor', areaId: 8 },
        blocking: true,
        fix: 'gaArea',
      },
    ]);
    expect(mayActivate(problems)).toBe(false);
  });

  it('lists every problem of a new event in the order a venue fixes them', () => {
    const problems = eventReadiness({
      mapId: null,
      seatsGenerated: false,
      unpricedSeats: 0,
      gaAreas: [],
      onSaleAt: null,
      paymentAccounts: 0,
    });
    expect(problems.map((p) => [p.code, p.blocking, p.fix])).toEqual([
      ['admin.event_map_required', true, 'map'],
      ['admin.event_on_sale_date_missing', true, 'dates'],
      ['admin.event_payment_account_missing', false, 'paymentAccounts'],
    ]);
  });

  it('asks for seats once a map is chosen, and counts seats without a price', () => {
    expect(eventReadiness({ ...ready, seatsGenerated: false }).map((p) => p.code)).toEqual([
      'admin.seats_not_generated',
    ]);
    expect(eventReadiness({ ...ready, unpricedSeats: 12 })).toEqual([
      { code: 'admin.event_seats_unpriced', params: { count: 12 }, blocking: true, fix: 'seats' },
    ]);
  });

  it('only warns about a missing payment account', () => {
    const problems = eventReadiness({ ...ready, paymentAccounts: 0 });
    expect(problems).toHaveLength(1);
    expect(mayActivate(problems)).toBe(true);
  });
});
