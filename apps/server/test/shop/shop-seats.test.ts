import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds, seatAlerts } from '@/db/schema';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { codeOf, shopBrowser } from './shop-client';

let t: TestApp;
let f: SaleFixture;
let houseHoldId: number;
let webHoldId: number;
let alertId: number;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  const db = t.database.db;
  const [house] = await db
    .insert(holds)
    .values({ accountId: f.accountId, name: 'House seats', allowedChannels: ['HouseSeats'] })
    .returning();
  const [web] = await db
    .insert(holds)
    .values({ accountId: f.accountId, name: 'Web release', allowedChannels: ['Web'] })
    .returning();
  const [alert] = await db
    .insert(seatAlerts)
    .values({
      accountId: f.accountId,
      name: 'Restricted view',
      message: 'A pillar',
      requiresAcknowledgement: true,
    })
    .returning();
  houseHoldId = house!.id;
  webHoldId = web!.id;
  alertId = alert!.id;
  const bulk = (seatIds: number[], action: object) =>
    f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, { seatIds, action });
  await bulk([f.seats.get('A-1')!], { kind: 'hold', holdId: houseHoldId });
  await bulk([f.seats.get('A-2')!], { kind: 'hold', holdId: webHoldId });
  await bulk([f.seats.get('B-1')!], { kind: 'seatAlert', seatAlertId: alertId });
});
afterAll(() => t.close());

describe('the Web channel’s view of seats', () => {
  it('shows holds not sold on the web as unavailable, without naming the hold', async () => {
    const res = await shopBrowser(t.app).send('GET', `/api/shop/events/${f.eventId}/seats`);
    const seats = res.data.seats as { id: number[]; status: string; hold: number[] };
    const at = (name: string) => seats.id.indexOf(f.seats.get(name)!);
    expect(seats.status[at('A-1')]).toBe('x');
    expect(seats.hold[at('A-1')]).toBe(0);
    expect(seats.status[at('A-2')]).toBe('h');
    expect(res.body).not.toContain('House seats');
  });

  it('refuses a hold not sold on the web and sells one that is', async () => {
    const b = shopBrowser(t.app);
    const refused = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [f.seats.get('A-1')],
    });
    expect(codeOf(refused)).toBe('purchase.seats_unavailable');
    const taken = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [f.seats.get('A-2')],
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('asks for a seat alert to be acknowledged before adding the seat', async () => {
    const b = shopBrowser(t.app);
    const seatIds = [f.seats.get('B-1')];
    const seats = await b.send('GET', `/api/shop/events/${f.eventId}/seats`);
    expect(seats.data.seatAlerts).toEqual([
      expect.objectContaining({ id: alertId, requiresAcknowledgement: true }),
    ]);
    const refused = await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds });
    expect(codeOf(refused)).toBe('purchase.seat_alert_not_acknowledged');
    const acknowledged = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds,
      acknowledgedAlertIds: [alertId],
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
  });
});
