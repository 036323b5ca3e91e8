import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname, createAccount } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { renewingSession } from '../payment-plans/plan-fixture';
import { codeOf } from '../shop/shop-client';
import { readMail } from '../tickets/mail-read';
import { buyOnInvoice, card, DAY, linkOf, newKey, seatStatuses, setTerms } from './invoice-fixture';

/**
 * Pay later by invoice (decisions/0109): the shop holds the order on an invoice with a due date,
 * mails the invoice PDF and a signed pay link; the link pays by card; the job queue reminds before
 * the due date and releases the unpaid seats after it; staff take it at the box office.
 */
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp({ movableClock: true, now: new Date(), withSmtp: true });
  f = renewingSession(t, await saleFixture(t, { maxTicketsPerOrder: 6 }));
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

const balanced = async () => expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
const activity = async (orderId: number) =>
  ((await f.api('GET', `/api/admin/orders/${orderId}/activity`)).data as unknown as { kind: string }[]).map(
    (a) => a.kind,
  );
const invoiceOf = async (orderId: number) =>
  (await f.api('GET', `/api/admin/orders/${orderId}/invoice`)).data;

/** Moves the clock, then a little at a time until `done` holds (the queue polls every 2 s). */
async function moveUntil(ms: number, done: () => Promise<boolean>) {
  await t.clock.advance(ms);
  for (let i = 0; i < 300; i++) {
    if (await done()) return;
    await t.clock.advance(2_500);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('never happened');
}
/** The mail to `email` whose body says `words` (quoted-printable undone). */
const mailTo = (email: string, words: string) =>
  t.smtp!.received.find((m) => m.to.includes(email) && m.text.includes(words));

describe('invoice terms', () => {
  it('are off until set; a checkout on invoice is refused then; bad terms are refused', async () => {
    expect((await f.api('GET', '/api/admin/invoice-settings')).data).toEqual({
      enabled: false,
      dueDays: 14,
      reminderDays: 3,
    });
    expect((await call(t.app, { method: 'GET', url: '/api/shop/checkout/invoice-terms' })).data).toEqual({
      available: false,
      dueDays: 14,
    });
    const { res } = await buyOnInvoice(t, f, ['A-1']);
    expect(codeOf(res)).toBe('purchase.invoice_unavailable');
    const bad = await f.api('PUT', '/api/admin/invoice-settings', {
      enabled: true,
      dueDays: 5,
      reminderDays: 5,
    });
    expect(codeOf(bad)).toBe('admin.invoice_terms_invalid');
  });
});

describe('an order held on invoice', () => {
  it('sells the seats to the order, falls due by the terms, and mails the invoice PDF with a pay link', async () => {
    await setTerms(f, { enabled: true, dueDays: 10, reminderDays: 3 });
    const { b, res } = await buyOnInvoice(t, f, ['B-1', 'B-2'], { invoiceEmail: 'accounts@example.test' });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.data.id as number;
    expect(res.data.payments).toEqual([]);
    const { invoiceId, token } = linkOf(res.data.invoicePath as string);
    expect(await seatStatuses(t, f, ['B-1', 'B-2'])).toEqual(['sold', 'sold']);
    const invoice = await invoiceOf(orderId);
    expect(invoice).toMatchObject({ status: 'open', amount: res.data.total, email: 'accounts@example.test' });
    expect(new Date(invoice.dueAt as string).getTime() - t.clock.now.getTime()).toBe(10 * DAY);
    expect(new Date(invoice.remindAt as string).getTime() - t.clock.now.getTime()).toBe(7 * DAY);
    expect(await activity(orderId)).toContain('invoice.issued');
    await balanced();

    const page = await b.send('GET', `/api/shop/invoices/${invoiceId}?token=${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.data).toMatchObject({ status: 'open', orderId, amount: res.data.total });
    const pdf = await b.send('GET', `/api/shop/invoices/${invoiceId}/invoice.pdf?token=${token}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const number = `INV-${String(orderId).padStart(6, '0')}`;
    await moveUntil(1_000, async () => Boolean(mailTo('accounts@example.test', 'is attached')));
    const mail = await readMail(mailTo('accounts@example.test', 'is attached')!.raw);
    expect(mail.subject).toContain(number);
    expect(mail.text).toContain(`/shop/checkout/invoice?invoice=${invoiceId}&token=${token}`);
    expect([...mail.attachments.keys()]).toEqual([`${number}.pdf`]);
    // The tickets wait for the payment: no confirmation mail yet.
    expect(
      t.smtp!.received.some(
        (m) => m.to.includes('ada@example.test') && m.text.includes(`Your order ${orderId} is confirmed`),
      ),
    ).toBe(false);
  });

  it('refuses a wrong token and the same link on another account’s host name', async () => {
    const { res } = await buyOnInvoice(t, f, ['B-3']);
    const { invoiceId, token } = linkOf(res.data.invoicePath as string);
    const wrong = await call(t.app, {
      method: 'GET',
      url: `/api/shop/invoices/${invoiceId}?token=${'x'.repeat(43)}`,
    });
    expect(codeOf(wrong)).toBe('purchase.invoice_link_invalid');
    const other = await createAccount(t.database.db);
    await addHostname(t.database.db, other.id, 'other-venue.test', true);
    const elsewhere = await call(t.app, {
      method: 'POST',
      url: `/api/shop/invoices/${invoiceId}/pay`,
      headers: { host: 'other-venue.test' },
      payload: { token, idempotencyKey: newKey(), card },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(codeOf(elsewhere)).toBe('purchase.invoice_link_invalid');
  });

  it('is paid by card through the link: one captured payment, the order confirmed, the books balanced', async () => {
    const { res } = await buyOnInvoice(t, f, ['C-1']);
    const orderId = res.data.id as number;
    const { invoiceId, token } = linkOf(res.data.invoicePath as string);
    const declined = await call(t.app, {
      method: 'POST',
      url: `/api/shop/invoices/${invoiceId}/pay`,
      payload: { token, idempotencyKey: newKey(), card: { ...card, number: '4000000000000002' } },
    });
    expect(codeOf(declined)).toBe('purchase.card_declined');
    const paid = await call(t.app, {
      method: 'POST',
      url: `/api/shop/invoices/${invoiceId}/pay`,
      payload: { token, idempotencyKey: newKey(), card },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.data.status).toBe('paid');
    const order = (await f.api('GET', `/api/admin/orders/${orderId}`)).data;
    expect(order.payments).toEqual([expect.objectContaining({ type: 'CreditCard', amount: order.total })]);
    expect(await activity(orderId)).toEqual(expect.arrayContaining(['invoice.issued', 'invoice.paid']));
    const captured = await rows<{ n: number | string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM sandbox_charges WHERE idempotency_key LIKE ${'invoice-%'} AND status = 'captured'
        AND amount = ${order.total as number} AND id::text IN (SELECT provider_id FROM payments WHERE order_id = ${orderId})`,
    );
    expect(Number(captured[0]!.n)).toBe(1);
    await balanced();
    // The order's confirmation goes once it is paid.
    await moveUntil(1_000, async () =>
      t.smtp!.received.some(
        (m) => m.to.includes('ada@example.test') && m.text.includes(`Your order ${orderId} is confirmed`),
      ),
    );
    // Paid: past the due date nothing is released.
    await moveUntil(11 * DAY, async () => (await invoiceOf(orderId)).status === 'paid');
    expect(await seatStatuses(t, f, ['C-1'])).toEqual(['sold']);
  });
});

describe('the job queue', () => {
  it('reminds before the due date, then releases the unpaid seats and cancels the order', async () => {
    await setTerms(f, { enabled: true, dueDays: 5, reminderDays: 2 });
    const { res } = await buyOnInvoice(t, f, ['D-1', 'D-2'], { invoiceEmail: 'late@example.test' });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.data.id as number;
    const number = `INV-${String(orderId).padStart(6, '0')}`;
    await moveUntil(3 * DAY + 60_000, async () => Boolean(mailTo('late@example.test', 'is still unpaid')));
    const reminder = await readMail(mailTo('late@example.test', 'is still unpaid')!.raw);
    expect(reminder.subject).toContain(number);
    expect(reminder.text).toContain('/shop/checkout/invoice?invoice=');
    expect((await invoiceOf(orderId)).status).toBe('open');
    expect(await seatStatuses(t, f, ['D-1', 'D-2'])).toEqual(['sold', 'sold']);

    await moveUntil(2 * DAY, async () => (await invoiceOf(orderId)).status === 'cancelled');
    expect(await seatStatuses(t, f, ['D-1', 'D-2'])).toEqual(['open', 'open']);
    const order = (await f.api('GET', `/api/admin/orders/${orderId}`)).data;
    expect(order.status).toBe('voided');
    expect(await activity(orderId)).toEqual(
      expect.arrayContaining(['invoice.reminded', 'invoice.released', 'order.cancelled']),
    );
    await moveUntil(0, async () => Boolean(mailTo('late@example.test', 'has been cancelled')));
    await balanced();
    const { invoiceId, token } = linkOf(res.data.invoicePath as string);
    const late = await call(t.app, {
      method: 'POST',
      url: `/api/shop/invoices/${invoiceId}/pay`,
      payload: { token, idempotencyKey: newKey(), card },
    });
    expect(codeOf(late)).toBe('purchase.invoice_not_payable');
  });

  it('sends no reminder when the terms ask none', async () => {
    await setTerms(f, { enabled: true, dueDays: 4, reminderDays: 0 });
    const { res } = await buyOnInvoice(t, f, ['E-1']);
    expect((await invoiceOf(res.data.id as number)).remindAt).toBeNull();
  });
});

describe('at the box office', () => {
  it('staff mark an invoice paid by check; it is then neither paid twice nor released', async () => {
    await setTerms(f, { enabled: true, dueDays: 3, reminderDays: 1 });
    const { res } = await buyOnInvoice(t, f, ['E-2']);
    const orderId = res.data.id as number;
    const paid = await f.api('POST', `/api/admin/orders/${orderId}/invoice/pay`, { type: 'Check' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.data.status).toBe('paid');
    expect(codeOf(await f.api('POST', `/api/admin/orders/${orderId}/invoice/pay`, { type: 'Cash' }))).toBe(
      'admin.invoice_not_open',
    );
    const order = (await f.api('GET', `/api/admin/orders/${orderId}`)).data;
    expect(order.payments).toEqual([expect.objectContaining({ type: 'Check', amount: order.total })]);
    await moveUntil(4 * DAY, async () => (await invoiceOf(orderId)).status === 'paid');
    expect(await seatStatuses(t, f, ['E-2'])).toEqual(['sold']);
    expect(
      codeOf(await f.api('POST', `/api/admin/orders/${f.eventId + 999_999}/invoice/pay`, { type: 'Cash' })),
    ).toBe('purchase.order_not_found');
    await balanced();
  });
});
