import {
  type Fee,
  orderCommission,
  partnerCommission,
  partnerCommissionProblem,
  partnerRequiredProblem,
  priceBasket,
  salePartner,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const fee = (overrides: Partial<Fee>): Fee => ({
  id: 1,
  name: 'Fee',
  category: 'PartnerCommission',
  type: 'PerTicket',
  amount: { kind: 'Percentage', basisPoints: 1000 },
  includeInFaceValue: false,
  taxable: false,
  reverseCalculation: false,
  ...overrides,
});

describe('the partner a sale is credited to', () => {
  it('a partner user sells for their own partner, chosen or not', () => {
    expect(salePartner({ sellerPartnerId: 4, chosenPartnerId: null })).toEqual({ ok: true, partnerId: 4 });
    expect(salePartner({ sellerPartnerId: 4, chosenPartnerId: 4 })).toEqual({ ok: true, partnerId: 4 });
  });

  it('a partner user cannot credit another partner', () => {
    expect(salePartner({ sellerPartnerId: 4, chosenPartnerId: 5 })).toEqual({
      ok: false,
      code: 'purchase.partner_not_allowed',
      field: 'partnerId',
    });
  });

  it('any other seller chooses a partner, or none', () => {
    expect(salePartner({ sellerPartnerId: null, chosenPartnerId: 7 })).toEqual({ ok: true, partnerId: 7 });
    expect(salePartner({ sellerPartnerId: null, chosenPartnerId: null })).toEqual({
      ok: true,
      partnerId: null,
    });
  });
});

describe('partner commission by the fee engine', () => {
  it('charges per-ticket commissions on each face value and per-order ones on the face total', () => {
    const fees = [
      fee({ id: 1, amount: { kind: 'Percentage', basisPoints: 1000 } }),
      fee({ id: 2, type: 'PerOrder', amount: { kind: 'FlatAmount', amount: 150 } }),
      fee({ id: 3, category: 'ServiceCharge', amount: { kind: 'FlatAmount', amount: 999 } }),
    ];
    const result = partnerCommission([{ fees, faceValues: [5000, 3000] }]);
    expect(result).toEqual({
      amount: 500 + 300 + 150,
      applies: true,
      fees: [
        { feeId: 1, amount: 800 },
        { feeId: 2, amount: 150 },
      ],
    });
  });

  it('holds a commission within its minimum and maximum', () => {
    const fees = [fee({ amount: { kind: 'Percentage', basisPoints: 5000 }, max: 1000, min: 200 })];
    expect(partnerCommission([{ fees, faceValues: [10_000, 100] }]).amount).toBe(1000 + 200);
  });

  it('sums groups of several templates; no PartnerCommission fee, no rule applies', () => {
    const a = { fees: [fee({ id: 1, amount: { kind: 'FlatAmount', amount: 100 } })], faceValues: [1000] };
    const b = { fees: [fee({ id: 9, category: 'Tax' })], faceValues: [1000] };
    expect(partnerCommission([a, b])).toMatchObject({ amount: 100, applies: true });
    expect(partnerCommission([b])).toEqual({ amount: 0, applies: false, fees: [] });
    expect(partnerCommission([{ ...a, faceValues: [] }])).toMatchObject({ applies: false });
  });

  it('a rule of zero still applies', () => {
    const zero = [fee({ amount: { kind: 'FlatAmount', amount: 0 } })];
    expect(partnerCommission([{ fees: zero, faceValues: [1000] }])).toMatchObject({
      amount: 0,
      applies: true,
    });
  });

  it('is never part of what the buyer pays', () => {
    const fees = [
      fee({ id: 1, amount: { kind: 'FlatAmount', amount: 250 } }),
      fee({ id: 2, type: 'PerOrder', amount: { kind: 'FlatAmount', amount: 100 } }),
      fee({ id: 3, category: 'ServiceCharge', amount: { kind: 'FlatAmount', amount: 50 } }),
    ];
    const priced = priceBasket([{ key: 'a', priceLevelId: 1, faceValue: 2000 }], fees);
    expect(priced.total).toBe(2050);
    expect(priced.tickets[0]!.fees.map((f) => f.feeId)).toEqual([3]);
    expect(priced.orderFees).toEqual([]);
  });

  it('an order keeps a commission only when credited to a partner', () => {
    const commission = { amount: 300, applies: true, fees: [] };
    expect(orderCommission(3, commission)).toBe(300);
    expect(orderCommission(null, commission)).toBe(0);
  });
});

describe('what a partner sale breaks', () => {
  const applies = { applies: true };
  const none = { applies: false };

  it('a payment method that needs a partner requires one', () => {
    expect(partnerRequiredProblem({ partnerId: null, paymentsNeedPartner: [false, true] })).toEqual({
      code: 'purchase.partner_required',
      field: 'partnerId',
    });
    expect(partnerRequiredProblem({ partnerId: 2, paymentsNeedPartner: [false, true] })).toBeNull();
    expect(partnerRequiredProblem({ partnerId: null, paymentsNeedPartner: [false] })).toBeNull();
  });

  it('requires a commission on partner orders only when the account says so', () => {
    expect(partnerCommissionProblem({ partnerId: 2, requireCommissions: true, commission: none })).toEqual({
      code: 'purchase.partner_commission_required',
      field: 'partnerId',
    });
    expect(
      partnerCommissionProblem({ partnerId: 2, requireCommissions: true, commission: applies }),
    ).toBeNull();
    expect(
      partnerCommissionProblem({ partnerId: 2, requireCommissions: false, commission: none }),
    ).toBeNull();
  });

  it('an order without a partner needs no commission', () => {
    expect(
      partnerCommissionProblem({ partnerId: null, requireCommissions: true, commission: none }),
    ).toBeNull();
  });
});

describe('partner commission, for any sale (properties)', () => {
  const commissionFee = fc.record({
    type: fc.constantFrom('PerTicket' as const, 'PerOrder' as const),
    amount: fc.oneof(
      fc.record({ kind: fc.constant('FlatAmount' as const), amount: fc.integer({ min: 0, max: 5000 }) }),
      fc.record({
        kind: fc.constant('Percentage' as const),
        basisPoints: fc.integer({ min: 0, max: 10_000 }),
      }),
    ),
  });
  const otherFee = fc.record({
    type: fc.constantFrom('PerTicket' as const, 'PerOrder' as const),
    amount: fc.record({ kind: fc.constant('FlatAmount' as const), amount: fc.integer({ min: 0, max: 500 }) }),
  });
  const sale = fc.record({
    commissions: fc.array(commissionFee, { maxLength: 3 }),
    others: fc.array(otherFee, { maxLength: 2 }),
    faces: fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 6 }),
  });
  const feesOf = (s: { commissions: Partial<Fee>[]; others: Partial<Fee>[] }) => [
    ...s.commissions.map((c, i) => fee({ ...c, id: 100 + i })),
    ...s.others.map((o, i) => fee({ ...o, id: 200 + i, category: 'ServiceCharge' })),
  ];

  it('never changes what the buyer pays', () => {
    fc.assert(
      fc.property(sale, (s) => {
        const lines = s.faces.map((faceValue, i) => ({ key: `t${i}`, priceLevelId: 1, faceValue }));
        const withCommission = priceBasket(lines, feesOf(s));
        const without = priceBasket(lines, feesOf({ ...s, commissions: [] }));
        expect(withCommission.total).toBe(without.total);
      }),
    );
  });

  it('applies exactly when a PartnerCommission fee is in the sale, and adds up per fee', () => {
    fc.assert(
      fc.property(sale, (s) => {
        const result = partnerCommission([{ fees: feesOf(s), faceValues: s.faces }]);
        expect(result.applies).toBe(s.commissions.length > 0);
        expect(result.amount).toBe(result.fees.reduce((a, f) => a + f.amount, 0));
        expect(result.fees.every((f) => f.feeId >= 100 && f.feeId < 200)).toBe(true);
      }),
    );
  });

  it('per-ticket percentages never exceed the tickets’ face value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 10_000 }),
        (faces, basisPoints) => {
          const result = partnerCommission([
            { fees: [fee({ amount: { kind: 'Percentage', basisPoints } })], faceValues: faces },
          ]);
          expect(result.amount).toBeGreaterThanOrEqual(0);
          expect(result.amount).toBeLessThanOrEqual(faces.reduce((a, b) => a + b, 0));
        },
      ),
    );
  });

  it('of two templates’ tickets is the sum of each template’s alone', () => {
    fc.assert(
      fc.property(sale, sale, (a, b) => {
        const ga = { fees: feesOf(a), faceValues: a.faces };
        const gb = { fees: feesOf(b), faceValues: b.faces };
        expect(partnerCommission([ga, gb]).amount).toBe(
          partnerCommission([ga]).amount + partnerCommission([gb]).amount,
        );
      }),
    );
  });
});
