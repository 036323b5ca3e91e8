import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { type SoldOrder, sell } from '../orders/order-fixture';

// Reports → Accounting and finance → seat audit (decisions/0081).
let t: TestApp;
let f: SaleFixture;
let order: SoldOrder;

type Json = Record<string, unknown>;
interface Line {
  seatId: number;
  row: string;
  seat: string;
  status: string;
  orderId: number | null;
  buyerName: string;
  history: {
    fromStatus: string;
    toStatus: string;
    reasonCode: string | null;
    orderId: number | null;
    userName: string | null;
  }[];
}
const errorCode = (res: { data: Json }) => (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
const lineOf = (res: { data: Json }, place: string) =>
  (res.data.items as Line[]).find((l) => `${l.row}-${l.seat}` === place);

beforeAll(async () => {
  t = await startTestApp({ now: new Date('2026-11-22T15:00:00Z') });
  f = await saleFixture(t);
  order = await sell(f, ['A-1', 'A-2']);
  const ticket = order.tickets.find((k) => k.eventSeatId === f.seats.get('A-1'))!;
  const voided = await f.api('POST', `/api/admin/orders/${order.id}/void`, {
    ticketIds: [ticket.id],
    returnTo: 'open',
  });
  expect(voided.statusCode, voided.body).toBe(200);
});
afterAll(() => t.close());

const audit = (query: string) =>
  f.api('GET', `/api/admin/reports/seat-audit?eventId=${f.eventId}&pageSize=100${query}`);

describe('seat audit', () => {
  it('lists each seat with its state now, its live order and buyer, and its sale and void', async () => {
    const res = await audit('');
    expect(res.statusCode, res.body).toBe(200);
    const sold = lineOf(res, 'A-2')!;
    expect(sold).toMatchObject({ status: 'sold', orderId: order.id, buyerName: 'Ada Lovelace' });
    expect(sold.history.at(-1)).toMatchObject({ toStatus: 'sold', orderId: order.id });
    const voided = lineOf(res, 'A-1')!;
    expect(voided).toMatchObject({ status: 'open', orderId: null, buyerName: '' });
    expect(voided.history.map((h) => [h.fromStatus, h.toStatus])).toContainEqual(['sold', 'open']);
    expect(voided.history.at(-1)).toMatchObject({ reasonCode: 'void', orderId: order.id });
    expect(voided.history.at(-1)!.userName).toBeTruthy();
    const totals = res.data.totals as { seats: number; byStatus: Record<string, number>; changes: number };
    const dashboard = (await f.api('GET', `/api/admin/events/${f.eventId}/dashboard`)).data.totals as Json;
    // The dashboard also counts the general-admission floor; the audit lists seats only.
    expect(totals.byStatus.sold).toBe(1);
    expect(totals.seats + 20).toBe(dashboard.capacity);
    expect(totals.changes).toBeGreaterThanOrEqual(voided.history.length + sold.history.length);
  });

  it('keeps the seats of a state, and pages them in seat order', async () => {
    const sold = await audit('&status=sold');
    expect((sold.data.items as Line[]).map((l) => `${l.row}-${l.seat}`)).toEqual(['A-2']);
    expect(sold.data.total).toBe(1);
    const first = await f.api('GET', `/api/admin/reports/seat-audit?eventId=${f.eventId}&pageSize=10`);
    expect((first.data.items as Line[]).slice(0, 3).map((l) => `${l.row}-${l.seat}`)).toEqual([
      'A-1',
      'A-2',
      'A-3',
    ]);
    const none = await audit('&section=Nowhere');
    expect(none.data.items).toEqual([]);
  });

  it('downloads one row per change, with the seat’s state now', async () => {
    const csv = await f.api(
      'GET',
      `/api/admin/reports/download?report=seat-audit&eventId=${f.eventId}&status=sold&format=csv`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(
      lines.some((l) => l.startsWith('Section,Row,Seat,State now,Hold,Order,Buyer,Changed,Change')),
    ).toBe(true);
    const seatRows = lines.filter((l) => /^[^,]+,A,2,Sold,/.test(l));
    expect(seatRows.length).toBe(lineOf(await audit('&status=sold'), 'A-2')!.history.length);
    expect(seatRows.at(-1)).toContain(`${order.id},Ada Lovelace,`);
    expect(lines.at(-1)).toMatch(/^Total,,1,/);
    // The product's reasons are written in the reader's language.
    const all = await f.api(
      'GET',
      `/api/admin/reports/download?report=seat-audit&eventId=${f.eventId}&format=csv`,
    );
    expect(all.body).toContain(',Voided,');
    const spanish = await f.api(
      'GET',
      `/api/admin/reports/download?report=seat-audit&eventId=${f.eventId}&format=csv&locale=es-ES`,
    );
    expect(spanish.body).toContain(',Anulada,');
  });
});

describe('who may run it', () => {
  const staffOf = async (userGroupId: number) => {
    const user = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId,
    });
    const token = await signInAs(t.app, user.email);
    return (url: string) => call(t.app, { method: 'GET', url, token });
  };

  it('is refused where the user group leaves it off its list, its download too', async () => {
    const group = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Inventory'] },
    });
    const get = await staffOf(group.id);
    for (const url of [
      `/api/admin/reports/seat-audit?eventId=${f.eventId}`,
      `/api/admin/reports/download?report=seat-audit&eventId=${f.eventId}&format=csv`,
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(errorCode(refused)).toBe('admin.report_not_allowed');
    }
    const allowed = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Seat audit'] },
    });
    expect(
      (await (await staffOf(allowed.id))(`/api/admin/reports/seat-audit?eventId=${f.eventId}`)).statusCode,
    ).toBe(200);
  });

  it('blanks the buyer where the group hides customer personal data, on screen and in files', async () => {
    const hiding = await createUserGroup(t.database.db, f.accountId, {
      displayRules: { hideCustomerDataInReports: true },
    });
    const get = await staffOf(hiding.id);
    const res = await get(`/api/admin/reports/seat-audit?eventId=${f.eventId}&status=sold`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.personalDataHidden).toBe(true);
    expect(lineOf(res, 'A-2')).toMatchObject({ orderId: order.id, buyerName: '' });
    const csv = await get(`/api/admin/reports/download?report=seat-audit&eventId=${f.eventId}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toMatch(/Lovelace|ada@example/);
  });

  it('answers bad filters and another account’s event with catalogue errors', async () => {
    const missing = await f.api('GET', '/api/admin/reports/seat-audit');
    expect(missing.statusCode).toBe(400);
    expect(errorCode(missing)).toBe('common.validation_failed');
    const state = await audit('&status=lost');
    expect(state.statusCode).toBe(400);
    expect(errorCode(state)).toBe('common.validation_failed');
    const other = await saleFixture(t);
    const foreign = await other.api('GET', `/api/admin/reports/seat-audit?eventId=${f.eventId}`);
    expect(foreign.statusCode).toBe(404);
    expect(errorCode(foreign)).toBe('common.not_found');
    const file = await other.api(
      'GET',
      `/api/admin/reports/download?report=seat-audit&eventId=${f.eventId}&format=csv`,
    );
    expect(file.statusCode).toBe(404);
  });

  it('counts general-admission places per state and lists their changes with how many places moved', async () => {
    const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    const basketId = open.data.id as string;
    const added = await f.api('POST', `/api/admin/baskets/${basketId}/general-admission`, {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 3,
    });
    expect(added.statusCode, added.body).toBe(200);
    const paid = await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
      idempotencyKey: `seat-audit-ga-${Date.now()}`,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      payments: [{ type: 'Cash', amount: added.data.total }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // A second basket keeps two places, not yet paid.
    const other = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    await f.api('POST', `/api/admin/baskets/${other.data.id}/general-admission`, {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 2,
    });

    type Area = {
      areaId: number;
      name: string;
      capacity: number;
      byStatus: Record<string, number>;
      history: { quantity: number; fromStatus: string; toStatus: string; orderId: number | null }[];
    };
    const res = await audit('');
    expect(res.statusCode, res.body).toBe(200);
    const area = (res.data.areas as Area[]).find((a) => a.areaId === f.areaId)!;
    expect(area.capacity).toBe(20);
    expect(area.byStatus).toMatchObject({ sold: 3, reserved: 2, open: 15 });
    expect(area.history.at(-1)).toMatchObject({ quantity: 2, fromStatus: 'open', toStatus: 'reserved' });
    expect(area.history).toContainEqual(
      expect.objectContaining({ quantity: 3, toStatus: 'sold', orderId: paid.data.id }),
    );
    expect(res.data.totals).toMatchObject({ places: 20, placeChanges: area.history.length });

    // The section filter names the area; the state filter keeps it while it has places in that state.
    const byName = await audit(`&section=${encodeURIComponent(area.name)}`);
    expect(byName.data.items).toEqual([]);
    expect((byName.data.areas as Area[]).map((a) => a.areaId)).toEqual([f.areaId]);
    expect((await audit('&status=kill')).data.areas).toEqual([]);
    expect(((await audit('&status=sold')).data.areas as Area[]).length).toBe(1);

    const csv = await f.api(
      'GET',
      `/api/admin/reports/download?report=seat-audit&eventId=${f.eventId}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    const areaLines = csv.body.split(/\r?\n/).filter((l) => l.startsWith(`${area.name},`));
    expect(areaLines.length).toBe(area.history.length);
    expect(areaLines.some((l) => l.includes('3 × ') && l.includes(String(paid.data.id)))).toBe(true);
  });
});
