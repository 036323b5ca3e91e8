import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds } from '@/db/schema';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname, createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { codeOf, shopBrowser } from './shop-client';

let t: TestApp;
let f: SaleFixture;
let holdId: number;
let listedGroup: number;
let otherGroup: number;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  const db = t.database.db;
  await addHostname(db, f.accountId, 'localhost', true);
  const [press] = await db
    .insert(holds)
    .values({ accountId: f.accountId, name: 'Press', allowedChannels: ['Web', 'PointOfSale'] })
    .returning();
  holdId = press!.id;
  listedGroup = (await createUserGroup(db, f.accountId)).id;
  otherGroup = (await createUserGroup(db, f.accountId)).id;
  await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
    seatIds: ['A-1', 'A-2', 'A-3', 'A-4'].map((name) => f.seats.get(name)!),
    action: { kind: 'hold', holdId },
  });
});
afterAll(() => t.close());

const seat = (name: string) => f.seats.get(name)!;
type Seats = { seats: { id: number[]; status: string; hold: number[] } };
const statusOf = (view: Seats, name: string) => view.seats.status[view.seats.id.indexOf(seat(name))];
const shopView = async () =>
  (await shopBrowser(t.app).send('GET', `/api/shop/events/${f.eventId}/seats?since=0`)).data as Seats;

/** A box-office seller in this user group. */
async function seller(userGroupId: number) {
  const user = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin', userGroupId });
  const token = await signInAs(t.app, user.email);
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    call(t.app, { method, url, token, payload });
  return {
    view: async () =>
      (await send('GET', `/api/admin/sell/events/${f.eventId}/seats?channel=PointOfSale&since=0`))
        .data as Seats,
    take: async (name: string) => {
      const basket = (await send('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
      return send('POST', `/api/admin/baskets/${basket}/seats`, {
        eventId: f.eventId,
        seatIds: [seat(name)],
      });
    },
  };
}

describe('a hold the event’s template says nothing about', () => {
  it('keeps its own channels: a web buyer sees and takes its seats', async () => {
    expect(statusOf(await shopView(), 'A-1')).toBe('h');
    const taken = await shopBrowser(t.app).send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seat('A-1')],
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });
});

describe('a hold the template shows to the box office of one user group only', () => {
  beforeAll(async () => {
    const res = await f.api('PATCH', `/api/admin/event-templates/${f.templateId}`, {
      seatSettings: {
        holdVisibility: [{ holdId, channels: ['PointOfSale'], userGroupIds: [listedGroup] }],
        tags: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('hides its seats from web buyers, who cannot take them', async () => {
    const view = await shopView();
    expect(statusOf(view, 'A-2')).toBe('x');
    expect(view.seats.hold[view.seats.id.indexOf(seat('A-2'))]).toBe(0);
    const refused = await shopBrowser(t.app).send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seat('A-2')],
    });
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('purchase.seats_unavailable');
  });

  it('lets a box-office seller of the listed group see and take them', async () => {
    const listed = await seller(listedGroup);
    expect(statusOf(await listed.view(), 'A-2')).toBe('h');
    const taken = await listed.take('A-2');
    expect(taken.statusCode, taken.body).toBeLessThan(300);
  });

  it('hides them from a box-office seller of another group, who cannot take them', async () => {
    const other = await seller(otherGroup);
    expect(statusOf(await other.view(), 'A-3')).toBe('x');
    const refused = await other.take('A-3');
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('purchase.seats_unavailable');
  });
});
