import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, signInAs } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await startTestApp();
  const account = await createAccount(t.database.db);
  const user = await createStaffUser(t.database.db, { accountId: account.id, permissions: ['venues'] });
  token = await signInAs(t.app, user.email);
  const other = await createAccount(t.database.db);
  const otherUser = await createStaffUser(t.database.db, { accountId: other.id, role: 'Admin' });
  otherToken = await signInAs(t.app, otherUser.email);
});
afterAll(() => t.close());

const venueBody = {
  name: 'Riverside Playhouse',
  externalVenueId: 'RP-01',
  accessibilityMode: 'SeatLevel',
  address1: '1 Quay Street',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
  country: 'US',
  latitude: 45.52,
  longitude: -122.68,
  timezone: 'America/Los_Angeles',
  currencyLocale: 'en-US',
  cardPaymentAccountId: 3,
  mobilePayEnabled: true,
  notificationEmails: { Web: ['web@riverside.test'], PointOfSale: ['pos@riverside.test'] },
  guestListEmails: ['door@riverside.test'],
  mapUrl: 'https://maps.example.test/riverside',
  ticketPdfTemplate: 'standard',
  receiptPdfTemplate: 'receipt',
};

describe('venues', () => {
  let venueId: number;

  it('creates a venue with every field and lists it', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/admin/venues',
      token,
      payload: venueBody,
    });
    expect(created.statusCode).toBe(201);
    expect(created.data).toMatchObject({ ...venueBody, archived: false, printers: [], workstations: [] });
    venueId = created.data.id as number;
    const list = await call(t.app, { method: 'GET', url: '/api/admin/venues?search=river', token });
    expect(list.data).toMatchObject({
      total: 1,
      items: [{ id: venueId, name: 'Riverside Playhouse', mapCount: 0 }],
    });
  });

  it('refuses a duplicate name and bad fields, field by field', async () => {
    const dup = await call(t.app, { method: 'POST', url: '/api/admin/venues', token, payload: venueBody });
    expect(dup.statusCode).toBe(409);
    expect((dup.data.errors as Json[])[0]).toMatchObject({ code: 'admin.name_taken' });
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/admin/venues',
      token,
      payload: { ...venueBody, name: 'Other', latitude: 123, guestListEmails: ['nope'] },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.data.errors as Json[]).map((e) => e.field).sort()).toEqual(['guestListEmails.0', 'latitude']);
  });

  it('keeps ticket printers and workstations per venue', async () => {
    const printer = await call(t.app, {
      method: 'POST',
      url: `/api/admin/venues/${venueId}/printers`,
      token,
      payload: { name: 'Box office Boca', type: 'Boca', ipAddress: '10.0.0.21' },
    });
    expect(printer.statusCode).toBe(201);
    const printerId = (printer.data.printers as Json[])[0]!.id as number;
    const station = await call(t.app, {
      method: 'POST',
      url: `/api/admin/venues/${venueId}/workstations`,
      token,
      payload: { name: 'Window 1', printerId, cardTerminalId: 'tmr_123', cashDrawer: 'Drawer A' },
    });
    expect(station.data.workstations).toEqual([
      expect.objectContaining({
        name: 'Window 1',
        printerId,
        cardTerminalId: 'tmr_123',
        cashDrawer: 'Drawer A',
      }),
    ]);
    const badIp = await call(t.app, {
      method: 'POST',
      url: `/api/admin/venues/${venueId}/printers`,
      token,
      payload: { name: 'Bad', type: 'Zebra', ipAddress: '999.1.1.1' },
    });
    expect(badIp.statusCode).toBe(400);
    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/venues/${venueId}/printers/${printerId}`,
      token,
    });
    expect(removed.data.printers).toEqual([]);
    expect((removed.data.workstations as Json[])[0]!.printerId).toBeNull();
  });

  it('hides a venue from another account', async () => {
    const res = await call(t.app, { method: 'GET', url: `/api/admin/venues/${venueId}`, token: otherToken });
    expect(res.statusCode).toBe(404);
    const list = await call(t.app, { method: 'GET', url: '/api/admin/venues', token: otherToken });
    expect(list.data.total).toBe(0);
  });
});
