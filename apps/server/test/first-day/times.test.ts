import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { shopBrowser } from '../shop/shop-client';
import { readPdf } from '../tickets/pdf-read';
import { sell } from '../tickets/sell';

let t: TestApp;
let f: SaleFixture;
let venueName: string;

// Saturday 1 May 2027, 8:00 PM in Chicago (CDT); 9:00 PM in the account's New York.
const showTime = '2027-05-02T01:00:00.000Z';
const atTheHall = 'Saturday, May 1, 2027 at 8:00 PM';

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  const db = t.database.db;
  await db.execute(sql`UPDATE accounts SET timezone = 'America/New_York' WHERE id = ${f.accountId}`);
  await db.execute(sql`UPDATE venues SET timezone = 'America/Chicago'
    WHERE id = (SELECT venue_id FROM events WHERE id = ${f.eventId})`);
  await db.execute(sql`UPDATE events SET starts_at = ${showTime} WHERE id = ${f.eventId}`);
  venueName = (await f.api('GET', `/api/admin/events/${f.eventId}`)).data.venueName as string;
});
afterAll(() => t.close());

describe('a Chicago hall under a New York account', () => {
  it('gives the basket and the order the venue’s time zone for the event time', async () => {
    const b = shopBrowser(t.app);
    const added = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [f.seats.get('B-1')],
    });
    expect(added.statusCode, added.body).toBe(200);
    const line = (added.data.basket as { items: Record<string, unknown>[] }).items[0]!;
    expect(line).toMatchObject({ eventStartsAt: showTime, eventTimeZone: 'America/Chicago' });

    const order = await sell(f, ['C-1']);
    const detail = await f.api('GET', `/api/admin/orders/${order.id}`);
    expect((detail.data.tickets as Record<string, unknown>[])[0]).toMatchObject({
      eventStartsAt: showTime,
      eventTimeZone: 'America/Chicago',
      venueName,
    });
  });

  it('prints the hall’s time on the PDF and in the confirmation mail, with the venue', async () => {
    const order = await sell(f, ['C-2'], { firstName: 'Lou', lastName: 'Reed', email: 'lou@example.test' });
    const pdf = await f.api('GET', `/api/admin/orders/${order.id}/tickets.pdf`);
    const [page] = await readPdf(pdf.rawPayload);
    expect(page!.text).toContain(atTheHall);

    const [mail] = await rows<{ text_body: string }>(
      t.database.db,
      sql`SELECT text_body FROM mail_outbox WHERE to_address = 'lou@example.test' ORDER BY id DESC LIMIT 1`,
    );
    expect(mail!.text_body).toContain(atTheHall);
    expect(mail!.text_body).toContain(venueName);
    expect(mail!.text_body).not.toContain('9:00 PM');
  });
});
