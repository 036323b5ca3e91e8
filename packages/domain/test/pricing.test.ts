import {
  type Fee,
  faceValue,
  feeLines,
  feeOn,
  generateGroupCodes,
  MAX_GROUP_CODES,
  type Promotion,
  priceBasket,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const level = { id: 1, defaultPrice: 5000 };

function fee(overrides: Partial<Fee> = {}): Fee {
  return {
    id: 1,
    name: 'Service charge',
    category: 'ServiceCharge',
    type: 'PerTicket',
    amount: { kind: 'FlatAmount', amount: 250 },
    includeInFaceValue: false,
    taxable: false,
    reverseCalculation: false,
    ...overrides,
  };
}

const promotion: Promotion = {
  id: 9,
  code: 'SPRING',
  active: true,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2026-12-31T00:00:00Z'),
  requiredCustomerTags: [],
  discount: { kind: 'Percentage', basisPoints: 2000 },
  priceLevelIds: [],
  eventRules: [],
};

describe('face value', () => {
  it('applies a percentage or flat price type to the price level, never below zero', () => {
    expect(faceValue(level, { id: 1, offsetType: 'Percentage', defaultDiscount: 0 })).toEqual({
      ok: true,
      faceValue: 5000,
    });
    expect(faceValue(level, { id: 2, offsetType: 'Percentage', defaultDiscount: 1250 })).toEqual({
      ok: true,
      faceValue: 4375,
    });
    expect(faceValue(level, { id: 3, offsetType: 'FlatAmount', defaultDiscount: 1000 })).toEqual({
      ok: true,
      faceValue: 4000,
    });
    expect(faceValue(level, { id: 3, offsetType: 'FlatAmount', defaultDiscount: 9000 })).toEqual({
      ok: true,
      faceValue: 0,
    });
  });

  it('looks a Table price type up in the price table', () => {
    const table = [{ priceLevelId: 1, priceTypeId: 4, price: 3333 }];
    expect(faceValue(level, { id: 4, offsetType: 'Table', defaultDiscount: 0 }, table)).toEqual({
      ok: true,
      faceValue: 3333,
    });
    expect(faceValue(level, { id: 5, offsetType: 'Table', defaultDiscount: 0 }, table)).toEqual({
      ok: false,
      reason: 'no_table_price',
    });
  });
});

describe('fees', () => {
  it('charges flat and percentage fees within their min and max', () => {
    expect(feeOn(5000, fee())).toBe(250);
    expect(feeOn(5000, fee({ amount: { kind: 'Percentage', basisPoints: 1000 } }))).toBe(500);
    expect(feeOn(5000, fee({ amount: { kind: 'Percentage', basisPoints: 1000 }, max: 300 }))).toBe(300);
    expect(feeOn(500, fee({ amount: { kind: 'Percentage', basisPoints: 1000 }, min: 100 }))).toBe(100);
  });

  it('carves a reverse-calculated fee out of the price instead of adding it', () => {
    const vat = fee({
      category: 'VAT',
      amount: { kind: 'Percentage', basisPoints: 2000 },
      reverseCalculation: true,
    });
    expect(feeOn(6000, vat)).toBe(1000); // 6000 = 5000 net + 20% VAT
    const basket = priceBasket([{ key: 'A-1', priceLevelId: 1, faceValue: 6000 }], [vat]);
    expect(basket.total).toBe(6000);
    expect(basket.tickets[0]!.fees[0]).toMatchObject({ amount: 1000, added: false });
  });

  it('taxes the face value plus taxable service fees', () => {
    const service = fee({ taxable: true, amount: { kind: 'FlatAmount', amount: 1000 } });
    const tax = fee({ id: 2, category: 'Tax', amount: { kind: 'Percentage', basisPoints: 1000 } });
    const basket = priceBasket([{ key: 'A-1', priceLevelId: 1, faceValue: 5000 }], [service, tax]);
    expect(basket.tickets[0]!.fees.map((c) => c.amount)).toEqual([1000, 600]);
    expect(basket.total).toBe(6600);
  });

  it('charges per-order fees once, and shows included fees inside the ticket price', () => {
    const handling = fee({ id: 3, type: 'PerOrder', amount: { kind: 'FlatAmount', amount: 300 } });
    const facility = fee({ id: 4, includeInFaceValue: true, amount: { kind: 'FlatAmount', amount: 150 } });
    const basket = priceBasket(
      [
        { key: 'A-1', priceLevelId: 1, faceValue: 5000 },
        { key: 'A-2', priceLevelId: 1, faceValue: 5000 },
      ],
      [handling, facility],
    );
    expect(basket.tickets.map((t) => t.displayPrice)).toEqual([5150, 5150]);
    expect(basket.orderFees.map((c) => c.amount)).toEqual([300]);
    expect(basket.feeTotal).toBe(600);
    expect(basket.total).toBe(10600);
  });
});

describe('promotions in a basket', () => {
  it('discounts only the price levels the promotion names', () => {
    const limited = { ...promotion, priceLevelIds: [2] };
    const basket = priceBasket(
      [
        { key: 'A-1', priceLevelId: 1, faceValue: 5000 },
        { key: 'B-1', priceLevelId: 2, faceValue: 3000 },
      ],
      [],
      limited,
    );
    expect(basket.tickets.map((t) => t.faceValue)).toEqual([5000, 2400]);
    expect(basket.discountTotal).toBe(600);
  });
});

const feeArb: fc.Arbitrary<Fee> = fc.record({
  id: fc.nat(1000),
  name: fc.constant('fee'),
  category: fc.constantFrom('ServiceCharge', 'Tax', 'VAT', 'Exchange', 'InternalCommission'),
  type: fc.constantFrom('PerTicket', 'PerOrder'),
  amount: fc.oneof(
    fc.record({ kind: fc.constant('FlatAmount' as const), amount: fc.nat(5000) }),
    fc.record({ kind: fc.constant('Percentage' as const), basisPoints: fc.nat(5000) }),
  ),
  min: fc.option(fc.nat(500), { nil: null }),
  max: fc.option(fc.integer({ min: 500, max: 5000 }), { nil: null }),
  includeInFaceValue: fc.boolean(),
  taxable: fc.boolean(),
  reverseCalculation: fc.boolean(),
}) as fc.Arbitrary<Fee>;

const linesArb = fc.array(
  fc.record({ key: fc.string(), priceLevelId: fc.integer({ min: 1, max: 3 }), faceValue: fc.nat(100_000) }),
  { maxLength: 12 },
);
const promotionArb = fc.option(
  fc
    .record({
      discount: fc.oneof(
        fc.record({ kind: fc.constant('Percentage' as const), basisPoints: fc.nat(10_000) }),
        fc.record({ kind: fc.constant('FlatAmount' as const), amount: fc.nat(200_000) }),
      ),
      priceLevelIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    })
    .map((p) => ({ ...promotion, ...p }) as Promotion),
  { nil: null },
);

describe('pricing properties', () => {
  it('totals are never negative and the lines add up to the total', () => {
    fc.assert(
      fc.property(linesArb, fc.array(feeArb, { maxLength: 5 }), promotionArb, (lines, fees, promo) => {
        const b = priceBasket(lines, fees, promo);
        expect(b.total).toBeGreaterThanOrEqual(0);
        expect(b.feeTotal).toBeGreaterThanOrEqual(0);
        expect(b.faceValueTotal + b.feeTotal).toBe(b.total);
        const lineSum =
          b.tickets.reduce((s, t) => s + t.total, 0) +
          b.orderFees.filter((c) => c.added).reduce((s, c) => s + c.amount, 0);
        expect(lineSum).toBe(b.total);
        for (const v of [b.total, b.feeTotal, ...b.tickets.map((t) => t.total)])
          expect(Number.isInteger(v)).toBe(true);
      }),
    );
  });

  it('keeps every added fee within its min and max', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), feeArb, (base, f) => {
        const amount = feeOn(base, f);
        if (!f.reverseCalculation) {
          if (f.min != null && (f.max == null || f.min <= f.max))
            expect(amount).toBeGreaterThanOrEqual(f.min);
          if (f.max != null) expect(amount).toBeLessThanOrEqual(Math.max(f.max, f.min ?? 0));
        } else {
          expect(amount).toBeLessThanOrEqual(base);
        }
      }),
    );
  });

  it('reverse calculation round-trips: net plus the carved-out fee is the gross price', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 10_000 }), (gross, bps) => {
        const vat = fee({
          category: 'VAT',
          amount: { kind: 'Percentage', basisPoints: bps },
          reverseCalculation: true,
        });
        const carved = feeOn(gross, vat);
        const net = gross - carved;
        // The fee is the rate applied to the net, to within one rounding step.
        expect(Math.abs(Math.round((net * bps) / 10_000) - carved)).toBeLessThanOrEqual(1);
        expect(net + carved).toBe(gross);
      }),
    );
  });

  it('applying then removing a promotion restores the price', () => {
    fc.assert(
      fc.property(linesArb, fc.array(feeArb, { maxLength: 4 }), promotionArb, (lines, fees, promo) => {
        const before = priceBasket(lines, fees, null);
        priceBasket(lines, fees, promo);
        expect(priceBasket(lines, fees, null)).toEqual(before);
        if (promo) expect(priceBasket(lines, fees, promo).discountTotal).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('fee lines of an order', () => {
  it('sum each added fee over the tickets and the order, in the order first charged', () => {
    const booking = { feeId: 2, name: 'Gastos de gestión', added: true };
    const handling = { feeId: 5, name: 'Gastos de envío', added: true };
    const vat = { feeId: 3, name: 'IVA', added: false };
    expect(
      feeLines([
        { ...booking, amount: 250 },
        { ...vat, amount: 700 },
        { ...booking, amount: 250 },
        { ...handling, amount: 150 },
      ]),
    ).toEqual([
      { feeId: 2, name: 'Gastos de gestión', amount: 500 },
      { feeId: 5, name: 'Gastos de envío', amount: 150 },
    ]);
  });

  it('add up to the priced basket’s fee total', () => {
    fc.assert(
      fc.property(linesArb, fc.array(feeArb, { maxLength: 5 }), promotionArb, (lines, fees, promo) => {
        const b = priceBasket(lines, fees, promo);
        const named = (c: { feeId: number; amount: number; added: boolean }) => ({
          ...c,
          name: `fee ${c.feeId}`,
        });
        const charges = [...b.tickets.flatMap((t) => t.fees), ...b.orderFees].map(named);
        const listed = feeLines(charges);
        expect(listed.reduce((s, l) => s + l.amount, 0)).toBe(b.feeTotal);
        expect(new Set(listed.map((l) => l.feeId)).size).toBe(listed.length);
      }),
    );
  });
});

describe('group codes', () => {
  const random = (n: number) => Math.floor(Math.random() * n);

  it('generates the asked number of distinct codes, avoiding existing ones', () => {
    const existing = new Set(['ABCDEFGHJK']);
    const result = generateGroupCodes(5000, random, { existing });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(new Set(result.codes).size).toBe(5000);
    expect(result.codes.every((c) => /^[A-HJ-NP-Z2-9]{10}$/.test(c) && !existing.has(c))).toBe(true);
  });

  it('refuses more than 200,000 codes in one generation', () => {
    expect(generateGroupCodes(MAX_GROUP_CODES + 1, random)).toEqual({ ok: false, reason: 'too_many' });
    expect(generateGroupCodes(0, random)).toEqual({ ok: false, reason: 'too_few' });
  });

  it('keeps codes distinct even when the random source repeats itself', () => {
    let i = 0;
    const repetitive = (n: number) => Math.floor(i++ / 7) % n;
    const result = generateGroupCodes(50, repetitive, { length: 4 });
    expect(result.ok && new Set(result.codes).size).toBe(50);
  });
});
