import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, seatAlerts } from '@/db/schema';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { codeOf, shopBrowser } from './shop-client';

let t: TestApp;
let f: SaleFixture;
let ownId: number;
let overrideId: number;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  const [own, override] = await t.database.db
    .insert(seatAlerts)
    .values([
      {
        accountId: f.accountId,
        name: 'Restricted view',
        message: 'A pillar',
        requiresAcknowledgement: false,
      },
      {
        accountId: f.accountId,
        name: 'Strobe lighting',
        message: 'This performance uses strobe lighting.',
        requiresAcknowledgement: true,
      },
    ])
    .returning();
  ownId = own!.id;
  overrideId = override!.id;
  await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
    seatIds: [f.seats.get('B-1')!, f.seats.get('B-2')!],
    action: { kind: 'seatAlert', seatAlertId: ownId },
  });
});
afterAll(() => t.close());

type SeatView = {
  seats: { id: number[]; seatAlert: number[] };
  seatAlerts: { id: number; message: string }[];
};
const shopView = async () =>
  (await shopBrowser(t.app).send('GET', `/api/shop/events/${f.eventId}/seats?since=0`)).data as SeatView;
const alertOf = (view: SeatView, name: string) =>
  view.seats.seatAlert[view.seats.id.indexOf(f.seats.get(name)!)];
const overrideWith = (alertOverrideId: number | null) =>
  t.database.db.update(events).set({ alertOverrideId }).where(eq(events.id, f.eventId));

describe('an event without an alert override', () => {
  it('shows each seat’s own alert', async () => {
    const view = await shopView();
    expect(view.seatAlerts.map((a) => a.message)).toEqual(['A pillar']);
    expect(alertOf(view, 'B-1')).toBe(ownId);
    // Its alert needs no acknowledgement.
    const b = shopBrowser(t.app);
    const res = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [f.seats.get('B-1')],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('an event with an alert override', () => {
  beforeAll(() => overrideWith(overrideId));
  afterAll(() => overrideWith(null));

  it('shows the override in place of the seats’ own alert, in the shop and at the box office', async () => {
    const view = await shopView();
    expect(view.seatAlerts.map((a) => a.message)).toEqual(['This performance uses strobe lighting.']);
    expect(alertOf(view, 'B-2')).toBe(overrideId);
    // A seat without an alert still has none.
    expect(alertOf(view, 'C-1')).toBe(0);
    const boxOffice = (await f.api('GET', `/api/admin/sell/events/${f.eventId}/seats`)).data as SeatView;
    expect(boxOffice.seatAlerts.map((a) => a.message)).toEqual(['This performance uses strobe lighting.']);
    expect(alertOf(boxOffice, 'B-2')).toBe(overrideId);
  });

  it('asks the buyer to accept the override’s notice before adding such a seat', async () => {
    const b = shopBrowser(t.app);
    const seatIds = [f.seats.get('B-2')];
    const refused = await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds });
    expect(codeOf(refused)).toBe('purchase.seat_alert_not_acknowledged');
    const accepted = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds,
      acknowledgedAlertIds: [overrideId],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const plain = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [f.seats.get('C-1')],
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });
});
