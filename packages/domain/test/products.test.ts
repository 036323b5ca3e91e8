import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  booksBalance,
  canReserve,
  liveValue,
  partySize,
  productLineQuantity,
  productLineTotal,
  productStockLeft,
  stockControlled,
  stockLeft,
  voidValue,
} from '../src';

describe('product stock', () => {
  it('is what the stock holds less sold and reserved, never below zero', () => {
    expect(stockLeft({ available: 10, sold: 3, reserved: 2 })).toBe(5);
    expect(stockLeft({ available: 5, sold: 5, reserved: 0 })).toBe(0);
    expect(stockLeft({ available: null, sold: 40, reserved: 3 })).toBeNull();
  });

  it('reserves only what is left', () => {
    expect(canReserve({ available: 10, sold: 3, reserved: 2 }, 5)).toBe(true);
    expect(canReserve({ available: 10, sold: 3, reserved: 2 }, 6)).toBe(false);
    expect(canReserve({ available: null, sold: 0, reserved: 0 }, 99)).toBe(true);
  });

  it('never lets sold plus reserved exceed the stock, whatever the order of reservations', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 10 })),
        (available, asks) => {
          let reserved = 0;
          for (const ask of asks) {
            if (canReserve({ available, sold: 0, reserved }, ask)) reserved += ask;
          }
          expect(reserved).toBeLessThanOrEqual(available);
        },
      ),
    );
  });

  it('adds up across variants, unlimited when any is', () => {
    expect(
      productStockLeft([
        { available: 4, sold: 1, reserved: 0 },
        { available: 2, sold: 0, reserved: 2 },
      ]),
    ).toBe(3);
    expect(
      productStockLeft([
        { available: 4, sold: 1, reserved: 0 },
        { available: null, sold: 0, reserved: 0 },
      ]),
    ).toBeNull();
    expect(productStockLeft([])).toBeNull();
  });

  it('is counted only for a controlled product’s variant with a stock', () => {
    expect(stockControlled(true, 10)).toBe(true);
    expect(stockControlled(false, 10)).toBe(false);
    expect(stockControlled(true, null)).toBe(false);
  });
});

describe('product line quantity', () => {
  const tickets = [
    { eventId: 1, quantity: 1 },
    { eventId: 1, quantity: 3 },
    { eventId: 2, quantity: 2 },
  ];

  it('counts the party of one event', () => {
    expect(partySize(tickets, 1)).toBe(4);
    expect(partySize(tickets, 3)).toBe(0);
  });

  it('gives a full-party add-on the party size, whatever was asked when adding', () => {
    expect(productLineQuantity({ fullPartyAddOn: true, requested: 1, partySize: 4, fixed: false })).toEqual({
      ok: true,
      quantity: 4,
    });
  });

  it('refuses another quantity for a full-party add-on', () => {
    expect(productLineQuantity({ fullPartyAddOn: true, requested: 2, partySize: 4, fixed: true })).toEqual({
      ok: false,
      problem: { reason: 'party_quantity_fixed', partySize: 4 },
    });
    expect(productLineQuantity({ fullPartyAddOn: true, requested: 4, partySize: 4, fixed: true }).ok).toBe(
      true,
    );
  });

  it('refuses a full-party add-on without tickets of its event', () => {
    expect(productLineQuantity({ fullPartyAddOn: true, requested: 1, partySize: 0, fixed: false })).toEqual({
      ok: false,
      problem: { reason: 'needs_tickets' },
    });
  });

  it('takes the quantity asked for otherwise, from 1 to 99', () => {
    expect(productLineQuantity({ fullPartyAddOn: false, requested: 7, partySize: 0, fixed: false })).toEqual({
      ok: true,
      quantity: 7,
    });
    expect(
      productLineQuantity({ fullPartyAddOn: false, requested: 100, partySize: 0, fixed: false }).ok,
    ).toBe(false);
    expect(productLineQuantity({ fullPartyAddOn: false, requested: 0, partySize: 0, fixed: true }).ok).toBe(
      false,
    );
  });
});

describe('product lines in the books', () => {
  it('cost the unit price times the quantity', () => {
    expect(productLineTotal(800, 3)).toBe(2400);
  });

  it('count as live items of an order', () => {
    const books = {
      payments: [{ amount: 5000 + 1600 + 200 }],
      refunds: [],
      liveTicketTotals: [5000],
      liveProductTotals: [1600],
      orderCharges: 200,
    };
    expect(liveValue(books)).toBe(6800);
    expect(booksBalance(books)).toBe(true);
    // The order charges stay live while a product is, after the last ticket goes.
    expect(voidValue([5000], 1, 200)).toBe(5000);
    expect(booksBalance({ ...books, refunds: [{ amount: 5000 }], liveTicketTotals: [] })).toBe(true);
    expect(voidValue([1600], 0, 200)).toBe(1800);
  });
});
