import { describe, expect, it } from 'vitest';
import { allInPrices, type Fee, lowestAllInPrice, priceBasket } from '../src';

const stalls = { id: 1, defaultPrice: 4800 };
const balcony = { id: 2, defaultPrice: 4000 };
const adult = { id: 10, offsetType: 'Percentage' as const, defaultDiscount: 0 };
const student = { id: 11, offsetType: 'Percentage' as const, defaultDiscount: 2000 };
const fee = (id: number, type: Fee['type'], amount: number): Fee => ({
  id,
  name: type === 'PerTicket' ? 'Booking fee' : 'Handling fee',
  category: 'ServiceCharge',
  type,
  amount: { kind: 'FlatAmount', amount },
  includeInFaceValue: false,
  taxable: false,
  reverseCalculation: false,
});
const fees = [fee(1, 'PerTicket', 200), fee(2, 'PerOrder', 300)];

describe('all-in prices shown to buyers', () => {
  it('includes the per-ticket fees: "From $34.00" with the student type, not the $40.00 face value', () => {
    const prices = allInPrices([stalls, balcony], [adult, student], [], fees);
    expect(lowestAllInPrice(prices)).toBe(3400);
    expect(prices.find((p) => p.priceLevelId === 2 && p.priceTypeId === 11)).toMatchObject({
      faceValue: 3200,
      total: 3400,
      fees: [expect.objectContaining({ feeId: 1, amount: 200 })],
    });
  });

  it('is what the basket charges for that ticket, before the once-per-order fee', () => {
    const [price] = allInPrices([stalls], [student], [], fees);
    const basket = priceBasket([{ key: 'a', priceLevelId: 1, faceValue: price!.faceValue }], fees);
    expect(basket.tickets[0]!.total).toBe(price!.total);
  });

  it('leaves out a price type with no price in the table, and prices a level on its own without types', () => {
    const table = { id: 12, offsetType: 'Table' as const, defaultDiscount: 0 };
    expect(allInPrices([stalls], [table], [], fees)).toEqual([]);
    expect(allInPrices([stalls], [], [], fees)).toEqual([
      expect.objectContaining({ priceLevelId: 1, priceTypeId: null, total: 5000 }),
    ]);
    expect(lowestAllInPrice([])).toBeNull();
  });
});
