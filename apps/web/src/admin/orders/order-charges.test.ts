import type { Order } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { orderCharges } from './queries';

describe('orderCharges', () => {
  it('is what the total holds beyond the tickets and the product items, voided ones included', () => {
    const order = {
      total: 14_250,
      productTotal: 6_600,
      tickets: [{ total: 3_750 }, { total: 3_750 }],
    } as unknown as Order;
    expect(orderCharges(order)).toBe(150);
  });
});
