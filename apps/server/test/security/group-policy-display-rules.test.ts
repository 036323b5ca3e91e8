import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { type PolicyFixture, policyFixture, type Seller } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
  await p.ok(
    await p.api('PUT', `/api/admin/events/${p.eventId}/price-levels/${p.stallsId}`, {
      name: 'Stalls',
      color: '#4c6ef5',
      defaultPrice: 4500,
      retailPrice: 4000,
    }),
  );
});
afterAll(() => t.close());

const display = (rule: string) => ({
  displayRules: {
    hideCustomerDataInReports: false,
    hidePriceOnConsumerElements: false,
    useRetailPriceForOutletSales: false,
    [rule]: true,
  },
});

async function soldTicket(seller: Seller, place: string) {
  const { id, total } = await p.basketWith(seller, [place]);
  const order = await p.ok(await p.checkout(seller, id, [{ type: 'Cash', amount: total }]));
  return { orderId: order.id as number, ticketId: (order.tickets as { id: number }[])[0]!.id };
}

describe('user group display rules', () => {
  it('hide price on consumer elements: the tickets of the seller’s orders print no price', async () => {
    const printed = async (seller: Seller, place: string) => {
      const { orderId, ticketId } = await soldTicket(seller, place);
      const res = await p.api('POST', `/api/admin/orders/${orderId}/print-data`, {
        ticketIds: [ticketId],
        printerType: 'Zebra',
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.data as unknown as { data: string }[])[0]!.data;
    };
    const hiding = await p.seller(display('hidePriceOnConsumerElements'));
    expect(await printed(hiding, 'A-1')).not.toMatch(/Price:/);
    const showing = await p.seller();
    expect(await printed(showing, 'A-2')).toMatch(/Price: \$/);
  });

  it('use retail price for outlet sales: a partner’s outlet sale is priced at the retail price', async () => {
    const faceValue = async (seller: Seller, place: string) => {
      const { added } = await p.basketWith(seller, [place], 'Outlet');
      expect(added.statusCode, added.body).toBe(200);
      return (added.data.items as { faceValue: number }[])[0]!.faceValue;
    };
    const retail = await p.seller(display('useRetailPriceForOutletSales'), 'Partner');
    expect(await faceValue(retail, 'B-1')).toBe(4000);
    const standard = await p.seller({}, 'Partner');
    expect(await faceValue(standard, 'B-2')).toBe(4500);
  });
});
