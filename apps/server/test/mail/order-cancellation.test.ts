import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashSale } from '../commerce/cash-sale';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import type { Smtp } from '../smtp';

let smtp: Smtp;
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  smtp = t.smtp!;
  f = await saleFixture(t);
});
afterAll(() => t.close());

const cancellations = (address: string) =>
  smtp.received.filter((m) => m.to.includes(address) && /cancel|annul/.test(m.text));

describe('OrderCancellation to the buyer when staff cancel the order', () => {
  it('mails the buyer in their language that the order is cancelled', async () => {
    const orderId = await cashSale(f, ['A-1'], {
      firstName: 'Lucía',
      lastName: 'García',
      email: 'lucia@example.test',
      locale: 'es-ES',
    });
    await smtp.lastTo('lucia@example.test');
    const res = await f.api('POST', `/api/admin/orders/${orderId}/cancel`, { returnTo: 'open' });
    expect(res.statusCode, res.body).toBe(200);
    for (let i = 0; i < 100 && cancellations('lucia@example.test').length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const [mail] = cancellations('lucia@example.test');
    expect(mail?.text).toContain(`se ha cancelado y sus entradas ya no son v`);
    expect(mail?.text).toContain(`Tu pedido ${orderId}`);
  });

  it('sends nothing to a buyer whose partial void leaves the order standing', async () => {
    const orderId = await cashSale(f, ['A-2', 'A-3'], {
      firstName: 'Noor',
      email: 'noor@example.test',
      lastName: 'H',
    });
    await smtp.lastTo('noor@example.test');
    const order = await f.api('GET', `/api/admin/orders/${orderId}`);
    const ticketId = (order.data.tickets as { id: number }[])[0]!.id;
    const res = await f.api('POST', `/api/admin/orders/${orderId}/void`, {
      ticketIds: [ticketId],
      returnTo: 'open',
    });
    expect(res.statusCode, res.body).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(cancellations('noor@example.test')).toEqual([]);
  });
});
