import { saleModeOffers, saleModeRefusal, shopSeatWays } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

describe('the shop sale mode', () => {
  it('offers picking on the map only in select seats, best available only in best available', () => {
    expect(saleModeOffers('SelectSeats', 'pick')).toBe(true);
    expect(saleModeOffers('SelectSeats', 'best')).toBe(false);
    expect(saleModeOffers('BestAvailable', 'pick')).toBe(false);
    expect(saleModeOffers('BestAvailable', 'best')).toBe(true);
  });

  it('offers both ways in select or best available', () => {
    expect(saleModeOffers('SelectOrBestAvailable', 'pick')).toBe(true);
    expect(saleModeOffers('SelectOrBestAvailable', 'best')).toBe(true);
  });

  it('names the refusal of the way not offered', () => {
    expect(saleModeRefusal('BestAvailable', 'pick')).toBe('purchase.seat_picking_not_offered');
    expect(saleModeRefusal('SelectSeats', 'best')).toBe('purchase.best_available_not_offered');
    expect(saleModeRefusal('SelectOrBestAvailable', 'pick')).toBeNull();
  });
});

describe('the ways the shop page offers', () => {
  it('follows the sale mode', () => {
    expect(shopSeatWays('SelectSeats', false)).toEqual({ pick: true, best: false });
    expect(shopSeatWays('BestAvailable', false)).toEqual({ pick: false, best: true });
    expect(shopSeatWays('SelectOrBestAvailable', false)).toEqual({ pick: true, best: true });
  });

  it('in a heavy on-sale shows best available alone, or the map when only picking is offered', () => {
    expect(shopSeatWays('SelectOrBestAvailable', true)).toEqual({ pick: false, best: true });
    expect(shopSeatWays('BestAvailable', true)).toEqual({ pick: false, best: true });
    expect(shopSeatWays('SelectSeats', true)).toEqual({ pick: true, best: false });
  });
});
