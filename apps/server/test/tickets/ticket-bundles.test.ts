import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema';
import { windowSale } from '../commerce/cash-sale';
import { confirmationSent } from '../commerce/confirmation';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { shopCall } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { claimToken, setTransfers } from '../transfers/transfer-fixture';
import { readPdf } from './pdf-read';

/**
 * Ticket bundles (decisions/0073): the order confirmation links the tickets online; the link
 * opens them without signing in. "Automatic ticket bundling" decides one link per event or one
 * per ticket; tickets voided or transferred away leave their bundle.
 */
let t: TestApp;
let f: SaleFixture;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true, config: { signInAttemptsPerMinute: 10_000 } });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

const bundling = (on: boolean) =>
  t.database.db.update(accounts).set({ automaticTicketBundling: on }).where(eq(accounts.id, f.accountId));

/** Sells the places to a buyer of their own and answers the bundle links of their confirmation. */
async function sale(places: string[]) {
  const email = `bundle-buyer-${++seq}@example.test`;
  const order = await windowSale(f, places, { firstName: 'Ada', lastName: 'Lovelace', email });
  await confirmationSent(f.api, order.id);
  const mail = await t.smtp!.lastTo(email);
  const links = [
    ...mail.text.matchAll(/http:\/\/[^\s/]+(\/shop\/tickets\/bundle\/([\w-]+)\/event\/(\d+))/g),
  ].map((m) => ({ path: m[1]!, code: m[2]!, eventId: Number(m[3]) }));
  // The text part and the HTML part carry the same links.
  const unique = links.filter((l, i) => links.findIndex((x) => x.code === l.code) === i);
  return { orderId: order.id, email, mail: mail.text, links: unique };
}

const view = (code: string, eventId: number) =>
  shopCall(t, 'GET', `/api/shop/ticket-bundles/${code}/events/${eventId}`);

async function pdfText(code: string, eventId: number) {
  const res = await shopCall(t, 'GET', `/api/shop/ticket-bundles/${code}/events/${eventId}/tickets.pdf`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return (await readPdf(res.rawPayload)).map((p) => p.text);
}

const errorCode = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;

describe('automatic ticket bundling on', () => {
  it('mails one link for the event; it opens both tickets and their PDF without signing in', async () => {
    await bundling(true);
    const { links, mail } = await sale(['B-1', 'B-2']);
    expect(mail).toContain('Your tickets are also online');
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link!.eventId).toBe(f.eventId);
    const res = await view(link!.code, link!.eventId);
    expect(res.statusCode, res.body).toBe(200);
    const tickets = res.data.tickets as { row: string; seat: string; status: string }[];
    expect(tickets.map((x) => `${x.row}-${x.seat}`)).toEqual(['B-1', 'B-2']);
    expect(tickets.every((x) => x.status === 'new')).toBe(true);
    const pages = await pdfText(link!.code, link!.eventId);
    expect(pages).toHaveLength(2);
  });
});

describe('automatic ticket bundling off', () => {
  it('mails one link per ticket, each opening only its own ticket', async () => {
    await bundling(false);
    const { links } = await sale(['B-3', 'B-4']);
    expect(links).toHaveLength(2);
    const seats = [];
    for (const link of links) {
      const res = await view(link.code, link.eventId);
      expect(res.statusCode, res.body).toBe(200);
      const tickets = res.data.tickets as { row: string; seat: string }[];
      expect(tickets).toHaveLength(1);
      seats.push(`${tickets[0]!.row}-${tickets[0]!.seat}`);
      expect(await pdfText(link.code, link.eventId)).toHaveLength(1);
    }
    expect(seats.sort()).toEqual(['B-3', 'B-4']);
  });

  it('a ticket transferred to someone else leaves its bundle; the other stays', async () => {
    await bundling(false);
    await setTransfers(t, f, true);
    const { orderId, links } = await sale(['B-5', 'B-6']);
    const order = await f.api('GET', `/api/admin/orders/${orderId}`);
    const moved = (order.data.tickets as { id: number; row: string; seat: string }[]).find(
      (x) => x.seat === '5',
    )!;
    const made = await f.api('POST', `/api/admin/orders/${orderId}/transfers`, {
      ticketIds: [moved.id],
      recipientName: 'Grace Hopper',
      recipientEmail: `grace-${seq}@example.test`,
    });
    expect(made.statusCode, made.body).toBe(201);
    await claimToken(t, `grace-${seq}@example.test`);
    const answers = await Promise.all(links.map((l) => view(l.code, l.eventId)));
    const open = answers.filter((r) => r.statusCode === 200);
    expect(open).toHaveLength(1);
    expect((open[0]!.data.tickets as { seat: string }[]).map((x) => x.seat)).toEqual(['6']);
    const gone = answers.find((r) => r.statusCode !== 200)!;
    expect(gone.statusCode).toBe(404);
    expect(errorCode(gone)).toBe('purchase.ticket_bundle_not_found');
  });
});

describe('links that open nothing', () => {
  it('a wrong code, the right code with another event, or voided tickets answer only "not found"', async () => {
    await bundling(true);
    const { orderId, links } = await sale(['B-7']);
    const [link] = links;
    for (const res of [
      await view('A'.repeat(22), link!.eventId),
      await view(link!.code, link!.eventId + 1),
      await view('short', link!.eventId),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(errorCode(res)).toBe('purchase.ticket_bundle_not_found');
    }
    const order = await f.api('GET', `/api/admin/orders/${orderId}`);
    const voided = await f.api('POST', `/api/admin/orders/${orderId}/void`, {
      ticketIds: (order.data.tickets as { id: number }[]).map((x) => x.id),
      returnTo: 'open',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const after = await view(link!.code, link!.eventId);
    expect(after.statusCode).toBe(404);
  });
});
