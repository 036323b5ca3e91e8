import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/db/schema';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { type Smtp, startSmtp } from '../smtp';
import { readMail } from './mail-read';
import { readPdf } from './pdf-read';
import { bundleOf, errorsOf, sell } from './sell';

let smtp: Smtp;
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  smtp = t.smtp!;
  f = await saleFixture(t);
  await t.database.db
    .update(events)
    .set({ name: 'Hamlet', ticketText1: 'No late entry', ticketText3: 'Doors open 30 minutes before' })
    .where(eq(events.id, f.eventId));
});
afterAll(() => t.close());

describe('print-at-home tickets', () => {
  it('prints one page per ticket with the event, seat, price, order, buyer, texts and a scannable barcode', async () => {
    const order = await sell(f, ['A-1', 'A-2'], undefined, f.concessionId);
    const res = await f.api('GET', `/api/admin/orders/${order.id}/tickets.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(2);
    pages.forEach((page, i) => {
      const ticket = order.tickets[i]!;
      expect(page.barcodes).toEqual([ticket.barcode]);
      expect(page.text).toContain(ticket.barcode);
      expect(page.text).toContain('Hamlet');
      expect(page.text).toContain('Monday, March 1, 2027 at 2:30 PM');
      expect(page.text).toContain(`Section S1 · Row A · Seat ${i + 1}`);
      expect(page.text).toContain('Price type: Concession');
      expect(page.text).toContain('Price: $37.50');
      expect(page.text).toContain(`Order ${order.id}`);
      expect(page.text).toContain('Name: Ada Lovelace');
      expect(page.text).toContain('No late entry');
      expect(page.text).toContain('Doors open 30 minutes before');
    });
  });

  it('answers 404 for an order of no one', async () => {
    const res = await f.api('GET', '/api/admin/orders/999999/tickets.pdf');
    expect(res.statusCode).toBe(404);
    expect(errorsOf(res)[0]!.message).toBe('Order not found or unable to fetch order data.');
  });
});

describe('order confirmation email', () => {
  it('is sent after checkout to the buyer, in the buyer language, with the tickets PDF attached', async () => {
    const order = await sell(f, ['B-1'], {
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille@example.test',
      locale: 'fr',
    });
    const mail = await readMail((await smtp.lastTo('camille@example.test')).raw);
    expect(mail.subject).toBe(`Votre commande ${order.id} est confirmée`);
    expect(mail.text).toContain('Bonjour Camille,');
    const pdf = mail.attachments.get(`tickets-${order.id}.pdf`);
    expect(pdf).toBeDefined();
    const pages = await readPdf(pdf!);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.barcodes).toEqual([order.tickets[0]!.barcode]);
    expect(pages[0]!.text).toContain('Rang B');
    expect(pages[0]!.text).toContain(`Commande ${order.id}`);

    const bundle = await f.api('GET', `/api/admin/orders/${order.id}/bundle`);
    expect(bundleOf(bundle).tickets[0]!.deliveredAt).not.toBeNull();
    const activity = await rows<{ kind: string; details: { to: string; status: string } }>(
      t.database.db,
      sql`SELECT kind, details FROM order_activity WHERE order_id = ${order.id} ORDER BY id`,
    );
    expect(activity.map((a) => a.kind)).toEqual(['order.placed', 'email.order_confirmation']);
    expect(activity[1]!.details).toMatchObject({ to: 'camille@example.test', status: 'sent' });
  });

  it('writes in the account language when the buyer gave none, and can be resent to another address', async () => {
    const order = await sell(f, ['B-2'], { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.test' });
    expect((await smtp.lastTo('ana@example.test')).text).toContain('Hello Ana,');
    const resend = await f.api('POST', `/api/admin/orders/${order.id}/confirmation`, {
      email: 'ana.work@example.test',
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.data).toEqual({ to: 'ana.work@example.test', status: 'sent' });
    const mail = await readMail((await smtp.lastTo('ana.work@example.test')).raw);
    expect(mail.attachments.has(`tickets-${order.id}.pdf`)).toBe(true);
  });
});

describe('a mail failure', () => {
  it('never fails the checkout; the confirmation stays in the outbox as failed', async () => {
    const down = await startSmtp();
    await down.close();
    const broken = await startTestApp({ config: { smtp: down.smtpConfig } });
    try {
      const g = await saleFixture(broken);
      const order = await sell(g, ['A-1'], { firstName: 'Lin', lastName: 'Wu', email: 'lin@example.test' });
      expect(order.tickets).toHaveLength(1);
      const [kept] = await rows<{ status: string }>(
        broken.database.db,
        sql`SELECT status FROM mail_outbox WHERE to_address = 'lin@example.test'`,
      );
      expect(kept?.status).toBe('failed');
      const resend = await g.api('POST', `/api/admin/orders/${order.id}/confirmation`, {});
      expect(resend.statusCode).toBe(502);
      expect(errorsOf(resend)[0]!.message).toBe('Error sending e-mail.');
    } finally {
      await broken.close();
    }
  });
});

describe('bulk download', () => {
  it('streams a zip with one PDF per order of the event', async () => {
    const res = await f.api('GET', `/api/admin/events/${f.eventId}/tickets.zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const [orders] = await Promise.all([
      rows<{ id: number | string }>(
        t.database.db,
        sql`SELECT DISTINCT order_id AS id FROM order_tickets WHERE event_id = ${f.eventId} ORDER BY 1`,
      ),
    ]);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(orders.map((o) => `order-${Number(o.id)}.pdf`).sort());
    const first = await readPdf(await zip.file(names[0]!)!.async('uint8array'));
    expect(first[0]!.text).toContain('Hamlet');
  });

  it('answers 404 for an event of no one', async () => {
    expect((await f.api('GET', '/api/admin/events/999999/tickets.zip')).statusCode).toBe(404);
  });
});
