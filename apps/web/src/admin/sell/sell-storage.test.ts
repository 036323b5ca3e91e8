import { afterEach, describe, expect, it } from 'vitest';
import { channelToUse, storeBuyer, storeChannel, storedBuyer } from './sell-storage';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the stored sales channel', () => {
  it('is the seller’s first channel until one is chosen, then the chosen one across sessions', () => {
    expect(channelToUse(['PointOfSale', 'CallCenter'])).toBe('PointOfSale');
    storeChannel('CallCenter');
    expect(channelToUse(['PointOfSale', 'CallCenter'])).toBe('CallCenter');
  });

  it('falls back to the seller’s first channel when the stored one is no longer theirs', () => {
    storeChannel('HouseSeats');
    expect(channelToUse(['GroupSales'])).toBe('GroupSales');
    expect(channelToUse([])).toBeNull();
  });
});

describe('the buyer typed on the basket step', () => {
  it('belongs to its basket only', () => {
    const buyer = {
      title: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      phone: '',
    };
    storeBuyer('basket-1', buyer);
    expect(storedBuyer('basket-1')).toEqual(buyer);
    expect(storedBuyer('basket-2')).toBeNull();
  });
});
