import {
  type Fee,
  orderCommission,
  partnerCommission,
  partnerCommissionProblem,
  partnerRequiredProblem,
  priceBasket,
  salePartner,
} from '@tessera/domain';
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
