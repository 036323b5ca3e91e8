import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { adminsOfTwoAccounts, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

/**
 * Fee sets and fees are edited and archived (spec §4 "Archiving applies to … fees, fee sets";
 * decisions/0056): a changed fee is charged from the next sale on, orders keep what they were
 * charged, an archived fee or set is no longer charged but stays listed, and is kept as it was.
 */
let t: TestApp;
let f: SaleFixture;
let keys = 0;
const key = () => `fee-edit-${Date.now()}-${++keys}`;

interface FeeSetAnswer {
  id: number;
  name: string;
  archived: boolean;
  fees: { id: number; name: string; amount: number; archived: boolean }[];
}

let set: FeeSetAnswer;
let bookingId: number;
let handlingId: number;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  set = (await feeSets())[0]!;
  bookingId = set.fees.find((x) => x.name === 'Booking fee')!.id;
  handlingId = set.fees.find((x) => x.name === 'Handling fee')!.id;
});
afterAll(() => t.close());

const errorOf = (res: Awaited<ReturnType<typeof call>>) =>
  (res.data as { errors?: { code: string; field?: string }[] }).errors?.[0];

async function feeSets() {
  const list = await f.api('GET', `/api/admin/event-templates/${f.templateId}/fee-sets`);
  return list.data as unknown as FeeSetAnswer[];
}

/** A point-of-sale basket holding one full-price seat. */
async function seat(place: string) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const added = await f.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  expect(added.statusCode, added.body).toBe(200);
  return { id: open.data.id as string, total: added.data.total as number };
}

async function sold(place: string) {
  const basket = await seat(place);
  const order = await f.api('POST', `/api/admin/baskets/${basket.id}/checkout`, {
    idempotencyKey: key(),
    buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
    payments: [{ type: 'Cash', amount: basket.total }],
  });
  expect(order.statusCode, order.body).toBe(201);
  return order.data as { id: number; total: number; feeTotal: number };
}

const bookingFee = (amount: number) => ({
  category: 'ServiceCharge',
  type: 'PerTicket',
  amountKind: 'FlatAmount',
  amount,
  min: null,
  max: null,
});

describe('editing a fee', () => {
  it('charges the next sale the new amount; an order already placed keeps what it was charged', async () => {
    const before = await sold('A-1');
    // $45.00 + the $1.50 booking fee + the $2.00 handling fee.
    expect(before).toMatchObject({ total: 4500 + 150 + 200, feeTotal: 350 });
    const edited = await f.api('PUT', `/api/admin/fees/${bookingId}`, bookingFee(300));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data).toMatchObject({ name: 'Booking fee', amount: 300, archived: false });
    expect((await seat('A-2')).total).toBe(4500 + 300 + 200);
    const kept = await f.api('GET', `/api/admin/orders/${before.id}`);
    expect(kept.data).toMatchObject({ total: 4500 + 150 + 200, feeTotal: 350 });

    // A percentage: 10% of $45.00.
    const percent = await f.api('PUT', `/api/admin/fees/${bookingId}`, {
      ...bookingFee(1000),
      amountKind: 'Percentage',
    });
    expect(percent.statusCode, percent.body).toBe(200);
    expect((await seat('A-3')).total).toBe(4500 + 450 + 200);
    await f.api('PUT', `/api/admin/fees/${bookingId}`, bookingFee(150));
  });

  it('refuses odd settings with their own errors and changes nothing', async () => {
    const inverted = await f.api('PUT', `/api/admin/fees/${bookingId}`, {
      ...bookingFee(150),
      min: 500,
      max: 100,
    });
    expect(inverted.statusCode).toBe(400);
    expect(errorOf(inverted)).toMatchObject({ code: 'admin.fee_min_above_max', field: 'min' });
    const negative = await f.api('PUT', `/api/admin/fees/${bookingId}`, bookingFee(-1));
    expect(negative.statusCode).toBe(400);
    const unknownClass = await f.api('PUT', `/api/admin/fees/${bookingId}`, {
      ...bookingFee(150),
      feeClassId: 999_999,
    });
    expect(unknownClass.statusCode).toBe(404);
    expect(errorOf(unknownClass)).toMatchObject({ code: 'admin.fee_class_not_found' });
    const nameInBody = await f.api('PUT', `/api/admin/fees/${bookingId}`, { ...bookingFee(150), name: 'X' });
    expect(nameInBody.statusCode).toBe(400);
    const missing = await f.api('PUT', '/api/admin/fees/999999', bookingFee(150));
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toMatchObject({ code: 'admin.fee_not_found' });
    expect((await feeSets())[0]!.fees.find((x) => x.id === bookingId)).toMatchObject({ amount: 150 });
  });

  it('keeps a fee class archived since, and refuses to put an archived one on', async () => {
    const made = await f.api('POST', '/api/admin/fee-classes', { name: `Facility ${Date.now()}` });
    const other = await f.api('POST', '/api/admin/fee-classes', { name: `Other ${Date.now()}` });
    expect(made.statusCode, made.body).toBe(201);
    const classed = await f.api('PUT', `/api/admin/fees/${bookingId}`, {
      ...bookingFee(150),
      feeClassId: made.data.id,
    });
    expect(classed.statusCode, classed.body).toBe(200);
    expect(classed.data).toMatchObject({ feeClassId: made.data.id });
    await f.api('POST', `/api/admin/fee-classes/${made.data.id}/archive`);
    await f.api('POST', `/api/admin/fee-classes/${other.data.id}/archive`);
    const kept = await f.api('PUT', `/api/admin/fees/${bookingId}`, {
      ...bookingFee(160),
      feeClassId: made.data.id,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const moved = await f.api('PUT', `/api/admin/fees/${bookingId}`, {
      ...bookingFee(160),
      feeClassId: other.data.id,
    });
    expect(errorOf(moved)).toMatchObject({ code: 'admin.fee_class_not_found', field: 'feeClassId' });
    const cleared = await f.api('PUT', `/api/admin/fees/${bookingId}`, {
      ...bookingFee(150),
      feeClassId: null,
    });
    expect(cleared.data).toMatchObject({ feeClassId: null, amount: 150 });
  });

  it('renames a fee set', async () => {
    const renamed = await f.api('PUT', `/api/admin/fee-sets/${set.id}`, { name: 'Evening fees' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.data).toMatchObject({ name: 'Evening fees', archived: false });
    expect(((renamed.data as unknown as FeeSetAnswer).fees ?? []).length).toBe(2);
    const blank = await f.api('PUT', `/api/admin/fee-sets/${set.id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
  });

  it('is another account’s: 404 to an administrator of a different account', async () => {
    const { otherToken } = await adminsOfTwoAccounts(t.app, t.database.db);
    const as = (method: 'PUT' | 'POST', url: string, payload?: object) =>
      call(t.app, { method, url, token: otherToken, payload });
    expect((await as('PUT', `/api/admin/fees/${bookingId}`, bookingFee(1))).statusCode).toBe(404);
    expect((await as('POST', `/api/admin/fees/${bookingId}/archive`)).statusCode).toBe(404);
    expect((await as('PUT', `/api/admin/fee-sets/${set.id}`, { name: 'Theirs' })).statusCode).toBe(404);
    expect((await as('POST', `/api/admin/fee-sets/${set.id}/archive`)).statusCode).toBe(404);
    expect((await feeSets())[0]).toMatchObject({ name: 'Evening fees', archived: false });
  });

  it('needs the event templates permission', async () => {
    const clerk = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      permissions: ['sellTickets'],
    });
    const token = await signInAs(t.app, clerk.email);
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/fees/${bookingId}/archive`,
      token,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('archiving', () => {
  it('stops charging an archived fee, lists it as archived and keeps it as it was', async () => {
    const archived = await f.api('POST', `/api/admin/fees/${bookingId}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.data).toMatchObject({ name: 'Booking fee', archived: true });
    expect((await seat('B-1')).total).toBe(4500 + 200);
    const listed = (await feeSets())[0]!.fees.map((x) => [x.name, x.archived]);
    expect(listed).toEqual([
      ['Booking fee', true],
      ['Handling fee', false],
    ]);
    const edit = await f.api('PUT', `/api/admin/fees/${bookingId}`, bookingFee(100));
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit)).toMatchObject({ code: 'admin.fee_archived' });
    // Archiving again answers the same archived fee.
    expect((await f.api('POST', `/api/admin/fees/${bookingId}/archive`)).statusCode).toBe(200);
  });

  it('stops charging every fee of an archived fee set, and refuses to change it', async () => {
    const archived = await f.api('POST', `/api/admin/fee-sets/${set.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.data).toMatchObject({ name: 'Evening fees', archived: true });
    expect((await seat('B-2')).total).toBe(4500);
    expect(await feeSets()).toMatchObject([{ id: set.id, archived: true }]);
    const rename = await f.api('PUT', `/api/admin/fee-sets/${set.id}`, { name: 'Again' });
    expect(rename.statusCode).toBe(409);
    expect(errorOf(rename)).toMatchObject({ code: 'admin.fee_set_archived' });
    const add = await f.api('POST', `/api/admin/fee-sets/${set.id}/fees`, {
      name: 'Late fee',
      ...bookingFee(50),
    });
    expect(add.statusCode).toBe(409);
    expect(errorOf(add)).toMatchObject({ code: 'admin.fee_set_archived' });
    const edit = await f.api('PUT', `/api/admin/fees/${handlingId}`, { ...bookingFee(50), type: 'PerOrder' });
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit)).toMatchObject({ code: 'admin.fee_set_archived' });
  });
});
