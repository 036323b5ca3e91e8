import { describe, expect, it } from 'vitest';
import { allInFor } from './all-in-price';

describe('the price of a ticket a buyer is shown', () => {
  const level = {
    price: 4000,
    allIn: [
      {
        priceTypeId: 10,
        faceValue: 4000,
        fees: [{ feeId: 1, name: 'Booking fee', amount: 200 }],
        total: 4200,
      },
      {
        priceTypeId: 11,
        faceValue: 3200,
        fees: [{ feeId: 1, name: 'Booking fee', amount: 200 }],
        total: 3400,
      },
    ],
  };
  it('is the all-in price for the chosen price type, with its fees', () => {
    expect(allInFor(level, 11)).toMatchObject({
      total: 3400,
      fees: [{ feeId: 1, name: 'Booking fee', amount: 200 }],
    });
    expect(allInFor(level, 10).total).toBe(4200);
  });
  it('falls back to a price the server gave, never to a bare face value when one exists', () => {
    expect(allInFor(level, null).total).toBe(4200);
    expect(allInFor({ price: 4000, allIn: [] }, null).total).toBe(4000);
  });
});
