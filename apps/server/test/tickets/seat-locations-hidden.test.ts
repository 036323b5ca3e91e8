import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema';
import { rows } from '@/db/sql';
import { confirmationSent } from '../commerce/confirmation';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { registeredCustomer, shopCall } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { approveCard, buyer, shopBrowser } from '../shop/shop-client';
import { claimToken, setTransfers } from '../transfers/transfer-fixture';
import { readMail } from './mail-read';
import { readPdf } from './pdf-read';

/**
 * "Hide seat locations for group sales and house seats" (account settings): the buyer of an
 * order sold on those channels sees the event and the count of tickets, never section, row and
 * seat: not on the shop's confirmation page, in the confirmation mail, in the tickets PDF, or in
 * the shop account. Staff still see the seats. With the setting off, the buyer sees them.
 */
let t: TestApp;
let f: SaleFixture;
let cookie: string;
let customerId: number;
const EMAIL = 'group-buyer@example.test';
let seq = 0;

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  cookie = await registeredCustomer(t, EMAIL);
  const [customer] = await rows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM customers WHERE account_id = ${f.accountId} AND email = ${EMAIL}`,
  );
  customerId = Number(customer!.id);
});
afterAll(() => t.close());

const hideSetting = (on: boolean) =>
  t.database.db
    .update(accounts)
    .set({ hideSeatLocationsForGroupSalesAndHouseSeats: on })
    .where(eq(accounts.id, f.accountId));

/** A staff sale on `channel` of row-seat places of section S1, credited to the signed-up customer. */
async function staffSale(channel: string, places: string[]): Promise<number> {
  const open = await f.api('POST', '/api/admin/baskets', { channel });
  expect(open.statusCode, open.body).toBe(201);
  const id = open.data.id as string;
  const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: places.map((p) => f.seats.get(p)),
  });
  expect(added.statusCode, added.body).toBe(200);
  const linked = await f.api('PUT', `/api/admin/baskets/${id}/customer`, { customerId });
  expect(linked.statusCode, linked.body).toBe(200);
  const paid = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
    idempotencyKey: `seat-privacy-${channel}-${++seq}`,
    buyer: { firstName: 'Grace', lastName: 'Hopper', email: EMAIL },
    payments: [{ type: 'Cash', amount: added.data.total as number }],
  });
  expect(paid.statusCode, paid.body).toBe(201);
  await confirmationSent(f.api, paid.data.id as number);
  return paid.data.id as number;
}

/** The confirmation mail of the order as the buyer reads it, with its PDF's text. */
async function mailOf(orderId: number) {
  const resent = await f.api('POST', `/api/admin/orders/${orderId}/confirmation`, {});
  expect(resent.statusCode, resent.body).toBe(200);
  const mail = await readMail((await t.smtp!.lastTo(EMAIL)).raw);
  const pdf = mail.attachments.get(`tickets-${orderId}.pdf`);
  expect(pdf).toBeDefined();
  return { text: mail.text, pdf: (await readPdf(pdf!)).map((p) => p.text).join('\n') };
}

async function accountPdf(orderId: number) {
  const res = await shopCall(t, 'GET', `/api/shop/account/orders/${orderId}/tickets.pdf`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return (await readPdf(res.rawPayload)).map((p) => p.text).join('\n');
}

async function accountOrder(orderId: number) {
  const res = await shopCall(t, 'GET', `/api/shop/account/orders/${orderId}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.tickets as { section: string | null; row: string | null; seat: string | null }[];
}

async function accountTickets(orderId: number) {
  const res = await shopCall(t, 'GET', '/api/shop/account/tickets', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return (res.data as unknown as { orderId: number; section: string | null; row: string | null }[]).filter(
    (x) => x.orderId === orderId,
  );
}

describe.each([
  ['GroupSales', ['D-1', 'D-2']],
  ['HouseSeats', ['D-3', 'D-4']],
])('an order sold on %s', (channel, places) => {
  let orderId: number;
  beforeAll(async () => {
    orderId = await staffSale(channel, places);
  });

  it('setting on: mail, PDF and shop account show the event and count, not the seats', async () => {
    await hideSetting(true);
    const mail = await mailOf(orderId);
    expect(mail.text).toMatch(/^2 tickets$/m);
    expect(mail.text).not.toMatch(/Row D/);
    expect(mail.pdf).toContain('Seat assigned at the venue');
    expect(mail.pdf).not.toMatch(/Row D/);
    const pdf = await accountPdf(orderId);
    expect(pdf).toContain('Seat assigned at the venue');
    expect(pdf).not.toMatch(/Row D/);
    const tickets = await accountOrder(orderId);
    expect(tickets).toHaveLength(2);
    expect(tickets.every((x) => x.section === null && x.row === null && x.seat === null)).toBe(true);
    const live = await accountTickets(orderId);
    expect(live).toHaveLength(2);
    expect(live.every((x) => x.section === null && x.row === null)).toBe(true);
    // The back office still shows where the group sits.
    const staff = await f.api('GET', `/api/admin/orders/${orderId}`);
    expect((staff.data.tickets as { row: string }[]).map((x) => x.row)).toEqual(['D', 'D']);
  });

  it('setting off: the buyer sees section, row and seat everywhere', async () => {
    await hideSetting(false);
    const mail = await mailOf(orderId);
    expect(mail.text).toMatch(/Row D · Seat/);
    expect(mail.text).not.toMatch(/^2 tickets$/m);
    expect(mail.pdf).toMatch(/Row D/);
    expect(mail.pdf).not.toContain('Seat assigned at the venue');
    expect(await accountPdf(orderId)).toMatch(/Row D/);
    expect((await accountOrder(orderId)).map((x) => x.row)).toEqual(['D', 'D']);
    expect((await accountTickets(orderId)).map((x) => x.row)).toEqual(['D', 'D']);
  });
});

describe('the shop confirmation page', () => {
  it('leaves the seats out of a group-sales order when the setting is on, shows them when off', async () => {
    const b = shopBrowser(t.app);
    const added = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [f.seats.get('E-1'), f.seats.get('E-2')],
    });
    expect(added.statusCode, added.body).toBe(200);
    const paid = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: `seat-privacy-shop-${Date.now()}`,
      buyer,
      card: approveCard,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const orderId = paid.data.id as number;
    // The order carried on the group-sales channel (as a group's own purchase is).
    await t.database.db.execute(sql`UPDATE orders SET channel = 'GroupSales' WHERE id = ${orderId}`);

    await hideSetting(true);
    const hidden = await b.send('GET', `/api/shop/orders/${orderId}`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    const hiddenTickets = hidden.data.tickets as Record<string, unknown>[];
    expect(hiddenTickets).toHaveLength(2);
    for (const x of hiddenTickets) {
      expect(x).toMatchObject({ section: null, row: null, seat: null, seatKey: null });
      expect(x.eventName).toBeTruthy();
    }
    expect(hidden.body).not.toMatch(/"E-1"|"row":"E"/);

    await hideSetting(false);
    const shown = await b.send('GET', `/api/shop/orders/${orderId}`);
    expect((shown.data.tickets as { row: string }[]).map((x) => x.row)).toEqual(['E', 'E']);

    // A Web order keeps its seats whatever the setting.
    await t.database.db.execute(sql`UPDATE orders SET channel = 'Web' WHERE id = ${orderId}`);
    await hideSetting(true);
    const web = await b.send('GET', `/api/shop/orders/${orderId}`);
    expect((web.data.tickets as { row: string }[]).map((x) => x.row)).toEqual(['E', 'E']);
    await hideSetting(false);
  });
});

describe('a transfer of a group-sales order', () => {
  /** Staff transfer one of the order's tickets; what the recipient and the buyer then see. */
  async function transferOne(place: string, recipient: string) {
    const orderId = await staffSale('GroupSales', [place]);
    const staff = await f.api('GET', `/api/admin/orders/${orderId}`);
    const ticketId = (staff.data.tickets as { id: number }[])[0]!.id;
    const made = await f.api('POST', `/api/admin/orders/${orderId}/transfers`, {
      ticketIds: [ticketId],
      recipientName: 'Ada Lovelace',
      recipientEmail: recipient,
    });
    expect(made.statusCode, made.body).toBe(201);
    const token = await claimToken(t, recipient);
    const mail = (await t.smtp!.lastTo(recipient)).text;
    const view = await shopCall(t, 'POST', '/api/shop/transfers/claim/view', { payload: { token } });
    expect(view.statusCode, view.body).toBe(200);
    const mine = await shopCall(t, 'GET', '/api/shop/account/transfers', { cookie });
    expect(mine.statusCode, mine.body).toBe(200);
    const listed = (mine.data as unknown as { orderId: number; seatKeys: string[] }[]).find(
      (x) => x.orderId === orderId,
    );
    const adminList = await f.api('GET', `/api/admin/orders/${orderId}/transfers`);
    return {
      mail,
      claimSeats: (view.data.tickets as { seatKey: string | null }[]).map((x) => x.seatKey),
      buyerSeats: listed!.seatKeys,
      staffSeats: (adminList.data as unknown as { seatKeys: string[] }[])[0]!.seatKeys,
    };
  }

  it("keeps the seat from the claim page, the mail and the buyer's transfers when the setting is on", async () => {
    await setTransfers(t, f, true);
    await hideSetting(true);
    const hidden = await transferOne('E-3', 'ada-hidden@example.test');
    // Staff still see which seat moves; the recipient and the buyer do not.
    expect(hidden.staffSeats).toHaveLength(1);
    const seat = hidden.staffSeats[0]!;
    expect(hidden.claimSeats).toEqual([null]);
    expect(hidden.buyerSeats).toEqual([]);
    expect(hidden.mail).toContain('transferred to you');
    expect(hidden.mail).not.toContain(seat);

    await hideSetting(false);
    const shown = await transferOne('E-4', 'ada-shown@example.test');
    expect(shown.claimSeats).toEqual(shown.staffSeats);
    expect(shown.buyerSeats).toEqual(shown.staffSeats);
    expect(shown.mail).toContain(shown.staffSeats[0]!);
  });
});
