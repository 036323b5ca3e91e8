import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashSale } from '../commerce/cash-sale';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
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

/** Sends one of the order screen's emails and answers the message as the buyer's client reads it. */
async function emailOrder(orderId: number, to: string, kind: string) {
  const before = smtp.received.filter((m) => m.to.includes(to)).length;
  const sent = await f.api('POST', `/api/admin/orders/${orderId}/confirmation`, { kind });
  expect(sent.statusCode, sent.body).toBe(200);
  expect(sent.data).toEqual({ to, status: 'sent' });
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(to)).length, { timeout: 15_000 })
    .toBe(before + 1);
  return simpleParser(smtp.received.filter((m) => m.to.includes(to)).at(-1)!.raw, { keepCidLinks: true });
}

async function activityKinds(orderId: number) {
  const res = await f.api('GET', `/api/admin/orders/${orderId}/activity`);
  return (res.data as unknown as { kind: string; details: Record<string, unknown> }[]).map((a) => ({
    kind: a.kind,
    to: a.details.to,
    locale: a.details.locale,
  }));
}

describe('the tickets emails staff send from the order screen', () => {
  it('AttachedTickets: the tickets alone as a PDF, in the order’s language, recorded in the activity', async () => {
    const to = 'lucia.attached@example.test';
    const orderId = await cashSale(f, ['A-1', 'A-2'], {
      firstName: 'Lucía',
      lastName: 'Gómez',
      email: to,
      locale: 'es-ES',
    });
    await smtp.lastTo(to);
    const mail = await emailOrder(orderId, to, 'ticketsAttached');
    expect(mail.subject).toBe(`Tus entradas del pedido ${orderId}`);
    expect(mail.text).toContain(`Adjuntamos en PDF tus 2 entradas del pedido ${orderId}`);
    expect(mail.html).toContain('lang="es-ES"');
    // Nothing loads from a third party when the message is opened (no web font link).
    expect(mail.html).not.toMatch(/fonts\.googleapis|<link[^>]+href="https?:/);
    const pdf = mail.attachments.find((a) => a.filename === `tickets-${orderId}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await activityKinds(orderId))[0]).toEqual({ kind: 'email.tickets', to, locale: 'es-ES' });
  });

  it('InlineTickets: each ticket with its place, price type and barcode image in the message', async () => {
    const to = 'lucia.inline@example.test';
    const orderId = await cashSale(f, ['A-3', 'A-4'], {
      firstName: 'Lucía',
      lastName: 'Gómez',
      email: to,
      locale: 'es-ES',
    });
    await smtp.lastTo(to);
    const bundle = await f.api('GET', `/api/admin/orders/${orderId}/bundle`);
    const barcodes = (bundle.data.tickets as { barcode: string }[]).map((x) => x.barcode);
    const mail = await emailOrder(orderId, to, 'ticketsInline');
    expect(mail.subject).toBe(`Tus entradas del pedido ${orderId}`);
    expect(mail.text).toContain(`Aquí tienes tus 2 entradas del pedido ${orderId}`);
    expect(mail.text).toMatch(/Sección \S+ · Fila A · Asiento 3/);
    expect(mail.text).toMatch(/Precio: 46,50\s\$/);
    // No PDF: each barcode is an inline PNG the HTML shows by its content id.
    expect(mail.attachments.some((a) => a.contentType === 'application/pdf')).toBe(false);
    for (const barcode of barcodes) {
      const image = mail.attachments.find((a) => a.cid === `barcode-${barcode}@tessera`);
      expect(image?.contentType).toBe('image/png');
      expect(image!.content.subarray(1, 4).toString()).toBe('PNG');
      expect(mail.html).toContain(`src="cid:barcode-${barcode}@tessera"`);
      expect(mail.text).toContain(barcode);
    }
    expect((await activityKinds(orderId))[0]).toEqual({
      kind: 'email.tickets_inline',
      to,
      locale: 'es-ES',
    });
  });

  it('refuses the tickets emails for an order whose tickets are all voided, and another account’s order', async () => {
    const to = 'voided.tickets@example.test';
    const orderId = await cashSale(f, ['A-5'], { firstName: 'Ana', lastName: 'Ruiz', email: to });
    const cancelled = await f.api('POST', `/api/admin/orders/${orderId}/cancel`, { returnTo: 'open' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const kind of ['ticketsAttached', 'ticketsInline']) {
      const res = await f.api('POST', `/api/admin/orders/${orderId}/confirmation`, { kind });
      expect(res.statusCode).toBe(409);
      expect((res.data.errors as { code: string }[])[0]!.code).toBe('purchase.no_live_tickets');
    }
    const bad = await f.api('POST', `/api/admin/orders/${orderId}/confirmation`, { kind: 'sms' });
    expect(bad.statusCode).toBe(400);

    const other = await createAccount(t.database.db, { name: 'Other Hall' });
    const admin = await createStaffUser(t.database.db, { accountId: other.id, role: 'Admin' });
    const token = await signInAs(t.app, admin.email);
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/orders/${orderId}/confirmation`,
      token,
      payload: { kind: 'ticketsInline' },
    });
    expect(res.statusCode).toBe(404);
  });
});
