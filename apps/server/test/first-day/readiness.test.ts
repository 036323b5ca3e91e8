import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import {
  addHostname,
  createAccount,
  createSeatedEvent,
  createStaffUser,
  createVenue,
  signInAs,
} from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { shopBrowser } from '../shop/shop-client';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

const errorsOf = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string; message: string }[]).map((e) => [e.code, e.message]);

describe('a standing (GA) area without a price level', () => {
  it('is not sold, in the shop or at the box office, instead of selling at $0', async () => {
    const cleared = await f.api('PUT', `/api/admin/events/${f.eventId}/ga-areas/${f.areaId}`, {
      capacity: 20,
      priceLevelId: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    try {
      const b = shopBrowser(t.app);
      const seats = await b.send('GET', `/api/shop/events/${f.eventId}/seats`);
      expect(seats.data.gaAreas).toEqual([]);
      const shop = await b.send('POST', '/api/shop/basket/general-admission', {
        eventId: f.eventId,
        areaId: f.areaId,
        quantity: 2,
      });
      expect(shop.statusCode).toBe(409);
      expect(errorsOf(shop)).toEqual([
        ['purchase.ga_area_unpriced', 'This area has no price yet, so it is not on sale.'],
      ]);

      const opened = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
      const staff = await f.api('POST', `/api/admin/baskets/${opened.data.id}/general-admission`, {
        eventId: f.eventId,
        areaId: f.areaId,
        quantity: 1,
      });
      expect(staff.statusCode).toBe(409);
      expect(errorsOf(staff)[0]![0]).toBe('purchase.ga_area_unpriced');
      // Nothing was taken from the area.
      const detail = await f.api('GET', `/api/admin/events/${f.eventId}`);
      expect((detail.data.gaAreas as { taken: number }[])[0]!.taken).toBe(0);
    } finally {
      await f.api('PUT', `/api/admin/events/${f.eventId}/ga-areas/${f.areaId}`, {
        capacity: 20,
        priceLevelId: f.stallsId,
      });
    }
  });

  it('refuses a seat without a price level too', async () => {
    const seatId = f.seats.get('A-5')!;
    await t.database.db.execute(sql`UPDATE event_seats SET price_level_id = NULL WHERE id = ${seatId}`);
    const b = shopBrowser(t.app);
    const res = await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seatId] });
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)[0]![0]).toBe('purchase.seat_unpriced');
    const again = await b.send('GET', `/api/shop/events/${f.eventId}/seats`);
    expect(again.statusCode).toBe(200);
    await t.database.db.execute(
      sql`UPDATE event_seats SET price_level_id = ${f.stallsId} WHERE id = ${seatId}`,
    );
  });
});

describe('the event readiness checklist', () => {
  it('blocks activation with every reason, each its own translated error, until each is fixed', async () => {
    const { eventId } = await createSeatedEvent(t.database.db, f.accountId, { gaCapacity: 50 });
    await t.database.db.execute(sql`UPDATE events SET web_on_sale_at = NULL WHERE id = ${eventId}`);
    const before = await f.api('GET', `/api/admin/events/${eventId}`);
    expect(before.data.readiness).toEqual([
      { code: 'admin.event_seats_unpriced', params: { count: 50 }, blocking: true, fix: 'seats' },
      expect.objectContaining({ code: 'admin.event_ga_area_unpriced', blocking: true, fix: 'gaArea' }),
      { code: 'admin.event_on_sale_date_missing', params: {}, blocking: true, fix: 'dates' },
      { code: 'admin.event_payment_account_missing', params: {}, blocking: false, fix: 'paymentAccounts' },
    ]);

    const refused = await f.api('POST', `/api/admin/events/${eventId}/active`, { active: true });
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused).map(([code]) => code)).toEqual([
      'admin.event_seats_unpriced',
      'admin.event_ga_area_unpriced',
      'admin.event_on_sale_date_missing',
    ]);
    expect(errorsOf(refused)[1]![1]).toMatch(/^General admission area “.+” has no price level\.$/);

    const withLevel = await f.api('POST', `/api/admin/events/${eventId}/price-levels`, {
      name: 'Floor',
      color: '#e8590c',
      defaultPrice: 3000,
    });
    const levelId = (withLevel.data.priceLevels as { id: number }[])[0]!.id;
    const seatData = await f.api('GET', `/api/admin/events/${eventId}/seats`);
    await f.api('POST', `/api/admin/events/${eventId}/seats/bulk`, {
      seatIds: (seatData.data.seats as { id: number[] }).id,
      action: { kind: 'priceLevel', priceLevelId: levelId },
    });
    const areaId = (withLevel.data.gaAreas as { id: number }[])[0]!.id;
    await f.api('PUT', `/api/admin/events/${eventId}/ga-areas/${areaId}`, {
      capacity: 50,
      priceLevelId: levelId,
    });
    const stillNoDate = await f.api('POST', `/api/admin/events/${eventId}/active`, { active: true });
    expect(errorsOf(stillNoDate).map(([code]) => code)).toEqual(['admin.event_on_sale_date_missing']);

    await t.database.db.execute(
      sql`UPDATE events SET web_on_sale_at = '2026-10-01T00:00:00Z' WHERE id = ${eventId}`,
    );
    const activated = await f.api('POST', `/api/admin/events/${eventId}/active`, { active: true });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.data.active).toBe(true);
    // Only the warning is left.
    expect((activated.data.readiness as { blocking: boolean }[]).every((p) => !p.blocking)).toBe(true);
  });
});

describe('the dashboard’s setup checklist', () => {
  it('walks a new account through its first day, computed by the server', async () => {
    const db = t.database.db;
    const account = await createAccount(db);
    const token = await signInAs(
      t.app,
      (await createStaffUser(db, { accountId: account.id, role: 'Admin' })).email,
    );
    const setup = () => call(t.app, { method: 'GET', url: '/api/admin/account/setup', token });
    const first = await setup();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data).toEqual({
      steps: [
        { step: 'venue', done: false },
        { step: 'map', done: false },
        { step: 'template', done: false },
        { step: 'event', done: false },
        { step: 'activeEvent', done: false },
        { step: 'paymentAccount', done: false },
      ],
      next: 'venue',
    });
    await createVenue(db, account.id);
    expect((await setup()).data.next).toBe('map');
    // Another account's events count for nothing here.
    expect(((await setup()).data.steps as unknown[])[4]).toEqual({ step: 'activeEvent', done: false });
  });
});
