import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowSale } from '../commerce/cash-sale';
import { confirmationSent } from '../commerce/confirmation';
import type { SaleFixture } from '../commerce/sale-fixture';
import { PASSWORD, registeredCustomer, sessionCookie, shopCall } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { errorCode, orderFixture, sell } from '../orders/order-fixture';
import { readMail } from '../tickets/mail-read';
import { claimToken, setTransfers } from './transfer-fixture';

/** Ticket transfers (spec §3 Order "Transfers", §4, §5): staff start them, recipients claim them. */
describe('ticket transfers', () => {
  let t: TestApp;
  let f: SaleFixture;

  beforeAll(async () => {
    t = await startTestApp({ withSmtp: true, config: { signInAttemptsPerMinute: 10_000 } });
    f = await orderFixture(t);
    await addHostname(t.database.db, f.accountId, 'localhost', true);
    await setTransfers(t, f, true);
  });
  afterAll(() => t.close());

  const scan = (barcode: string) => f.api('POST', '/api/admin/scans', { barcode, direction: 'in' });

  it('staff transfer tickets; a new customer claims with a new account; new barcodes scan once, the old one is refused', async () => {
    const order = await sell(f, ['A-1', 'A-2']);
    const ticket = order.tickets[0]! as { id: number; barcode?: string };
    const oldBarcode = (await f.api('GET', `/api/admin/orders/${order.id}`)).data.tickets as {
      barcode: string;
    }[];
    const res = await f.api('POST', `/api/admin/orders/${order.id}/transfers`, {
      ticketIds: [ticket.id],
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.test',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject([
      { state: 'initiated', label: 'initiated', recipientName: 'Grace Hopper' },
    ]);

    const token = await claimToken(t, 'grace@example.test');
    const view = await shopCall(t, 'POST', '/api/shop/transfers/claim/view', { payload: { token } });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.data).toMatchObject({ recipientName: 'Grace Hopper', accountExists: false });

    const claimed = await shopCall(t, 'POST', '/api/shop/transfers/claim/register', {
      payload: {
        token,
        firstName: 'Grace',
        lastName: 'Hopper',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.data).toEqual({ ticketCount: 1 });
    const cookie = sessionCookie(claimed);
    // The seat stays sold; its history names the transfer.
    const history = await f.api('GET', `/api/admin/seat-history?eventId=${f.eventId}&seat=S1-A-1`);
    expect((history.data.items as { reasonCode: string | null; toStatus: string }[])[0]).toMatchObject({
      reasonCode: 'transfer',
      toStatus: 'sold',
    });

    // The recipient, signed in, now holds the ticket with a new barcode; the buyer no longer does.
    const mine = await shopCall(t, 'GET', '/api/shop/account/tickets', { cookie });
    const held = mine.data as unknown as { id: number; barcode: string }[];
    expect(held.map((x) => x.id)).toEqual([ticket.id]);
    expect(held[0]!.barcode).not.toBe(oldBarcode[0]!.barcode);

    const refused = await scan(oldBarcode[0]!.barcode);
    expect(refused.data).toMatchObject({ result: 'refused', reason: 'reissued' });
    expect((await scan(held[0]!.barcode)).data).toMatchObject({ result: 'accepted' });
    expect((await scan(held[0]!.barcode)).data).toMatchObject({ result: 'refused', reason: 'already_used' });
    // The ticket's scan history keeps the old barcode's refusal beside the new one's admission.
    const bundle = await f.api('GET', `/api/admin/orders/${order.id}/bundle`);
    const scans = (
      bundle.data.tickets as {
        id: number;
        scans: { barcode: string; result: string; reason: string | null }[];
      }[]
    )
      .find((x) => x.id === ticket.id)!
      .scans.map((s) => [s.barcode, s.result, s.reason]);
    expect(scans).toEqual(
      expect.arrayContaining([
        [oldBarcode[0]!.barcode, 'refused', 'reissued'],
        [held[0]!.barcode, 'accepted', null],
        [held[0]!.barcode, 'refused', 'already_used'],
      ]),
    );
    expect(scans).toHaveLength(3);

    const list = await f.api('GET', `/api/admin/orders/${order.id}/transfers`);
    expect(list.data).toMatchObject([{ state: 'complete', label: 'transfer_complete' }]);
    const activity = await f.api('GET', `/api/admin/orders/${order.id}/activity`);
    expect((activity.data as unknown as { kind: string }[]).map((a) => a.kind)).toEqual(
      expect.arrayContaining(['tickets.transfer_initiated', 'tickets.transfer_claimed']),
    );
    // The link works once.
    const again = await shopCall(t, 'POST', '/api/shop/transfers/claim', { cookie, payload: { token } });
    expect(errorCode(again)).toBe('purchase.transfer_not_pending');
  });

  it('writes the recipient mail in the language of the order the tickets come from', async () => {
    const order = await windowSale(f, ['B-9'], {
      firstName: 'Lucía',
      lastName: 'Pérez',
      email: 'lucia.transfer@example.test',
      locale: 'es-ES',
    });
    await confirmationSent(f.api, order.id);
    const ticket = (order.tickets as { id: number }[])[0]!;
    const res = await f.api('POST', `/api/admin/orders/${order.id}/transfers`, {
      ticketIds: [ticket.id],
      recipientName: 'Marta',
      recipientEmail: 'marta.transfer@example.test',
    });
    expect(res.statusCode, res.body).toBe(201);
    await claimToken(t, 'marta.transfer@example.test');
    const mail = await readMail((await t.smtp!.lastTo('marta.transfer@example.test')).raw);
    expect(mail.subject).toMatch(/te han transferido entradas$/);
    expect(mail.text).toContain('Hola, Marta:');
    expect(mail.text).toContain('Recógelas con el enlace de abajo');
  });

  it('needs the recipient name and email, never the same customer, and live tickets', async () => {
    const order = await sell(f, ['B-1']);
    const ids = [order.tickets[0]!.id];
    const post = (body: object) =>
      f.api('POST', `/api/admin/orders/${order.id}/transfers`, { ticketIds: ids, ...body });
    const noName = await post({ recipientName: ' ', recipientEmail: 'x@example.test' });
    expect([noName.statusCode, errorCode(noName)]).toEqual([400, 'purchase.transfer_recipient_required']);
    const noEmail = await post({ recipientName: 'X', recipientEmail: '' });
    expect(errorCode(noEmail)).toBe('purchase.transfer_recipient_required');
    // The buyer of the fixture's sales is ada@example.test.
    const same = await post({ recipientName: 'Ada', recipientEmail: 'ADA@example.test' });
    expect([same.statusCode, errorCode(same)]).toEqual([400, 'purchase.transfer_same_customer']);
    expect((await post({ recipientName: 'Bo', recipientEmail: 'bo@example.test' })).statusCode).toBe(201);
    const twice = await post({ recipientName: 'Cy', recipientEmail: 'cy@example.test' });
    expect([twice.statusCode, errorCode(twice)]).toEqual([409, 'purchase.transfer_ticket_not_live']);
  });

  it('cancels only before the claim; a canceled link claims nothing', async () => {
    const order = await sell(f, ['C-1']);
    const made = await f.api('POST', `/api/admin/orders/${order.id}/transfers`, {
      ticketIds: [order.tickets[0]!.id],
      recipientName: 'Dee',
      recipientEmail: 'dee@example.test',
    });
    const transferId = (made.data as unknown as { id: number }[])[0]!.id;
    const token = await claimToken(t, 'dee@example.test');
    const canceled = await f.api('POST', `/api/admin/orders/${order.id}/transfers/${transferId}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.data).toMatchObject([{ state: 'canceled', label: 'transfer_canceled' }]);
    const cookie = await registeredCustomer(t, 'dee@example.test');
    const claim = await shopCall(t, 'POST', '/api/shop/transfers/claim', { cookie, payload: { token } });
    expect([claim.statusCode, errorCode(claim)]).toEqual([409, 'purchase.transfer_not_pending']);
    const again = await f.api('POST', `/api/admin/orders/${order.id}/transfers/${transferId}/cancel`);
    expect(errorCode(again)).toBe('purchase.transfer_not_pending');
    // The ticket is free to transfer again.
    const retry = await f.api('POST', `/api/admin/orders/${order.id}/transfers`, {
      ticketIds: [order.tickets[0]!.id],
      recipientName: 'Dee',
      recipientEmail: 'dee@example.test',
    });
    expect(retry.statusCode).toBe(201);
    const claimNow = await shopCall(t, 'POST', '/api/shop/transfers/claim', {
      cookie,
      payload: { token: await claimToken(t, 'dee@example.test') },
    });
    expect(claimNow.data).toEqual({ ticketCount: 1 });
  });

  it('a customer transfers tickets they hold from their account', async () => {
    const cookie = await registeredCustomer(t, 'eve@example.test');
    const order = await sell(f, ['D-1']);
    const foreign = await shopCall(t, 'POST', `/api/shop/account/orders/${order.id}/transfers`, {
      cookie,
      payload: {
        ticketIds: [order.tickets[0]!.id],
        recipientName: 'Fay',
        recipientEmail: 'fay@example.test',
      },
    });
    expect([foreign.statusCode, errorCode(foreign)]).toEqual([404, 'purchase.ticket_not_found']);
    // Once the order is hers (bought signed in), she may hand the ticket on.
    await t.database.db.execute(
      sql`UPDATE orders SET customer_id = (SELECT id FROM customers WHERE email = 'eve@example.test') WHERE id = ${order.id}`,
    );
    const mine = await shopCall(t, 'POST', `/api/shop/account/orders/${order.id}/transfers`, {
      cookie,
      payload: {
        ticketIds: [order.tickets[0]!.id],
        recipientName: 'Fay',
        recipientEmail: 'fay@example.test',
      },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.data).toMatchObject([{ state: 'initiated', actor: 'customer', recipientName: 'Fay' }]);
    const self = await shopCall(t, 'POST', `/api/shop/account/orders/${order.id}/transfers`, {
      cookie,
      payload: {
        ticketIds: [order.tickets[0]!.id],
        recipientName: 'Eve',
        recipientEmail: 'eve@example.test',
      },
    });
    expect(errorCode(self)).toBe('purchase.transfer_same_customer');
  });

  it('the account settings switch turns it all off', async () => {
    const order = await sell(f, ['E-1']);
    await setTransfers(t, f, false);
    try {
      const made = await f.api('POST', `/api/admin/orders/${order.id}/transfers`, {
        ticketIds: [order.tickets[0]!.id],
        recipientName: 'Gus',
        recipientEmail: 'gus@example.test',
      });
      expect([made.statusCode, errorCode(made)]).toEqual([404, 'purchase.transfers_disabled']);
      const list = await f.api('GET', `/api/admin/orders/${order.id}/transfers`);
      expect(errorCode(list)).toBe('purchase.transfers_disabled');
      const flags = await shopCall(t, 'GET', '/api/consumer/features');
      if (flags.statusCode === 200) expect(flags.data).toMatchObject({ ticketTransfer: false });
    } finally {
      await setTransfers(t, f, true);
    }
  });
});
