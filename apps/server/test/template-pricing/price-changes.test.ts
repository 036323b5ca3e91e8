import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPriceTableEntries, priceLevels } from '@/db/schema';
import { copyTemplatePriceLevelsToEvent } from '@/modules/pricing/copy-to-event.service';
import { adminsOfTwoAccounts, createSeatedEvent, createStaffUser, signInAs } from '../factories';
import { type Json, startTestApp, type TestApp } from '../harness';
import { apiAs, errorOf, list } from './api';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let adminToken: string;
let otherToken: string;
/** Event admins: two who may approve, one who may not. */
let alice: string;
let bob: string;
let carol: string;
let templateId: number;
let ids: { stalls: number; circle: number; gallery: number; student: number; senior: number };
let earlyEvent: number;
let laterEvent: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const tokens = await adminsOfTwoAccounts(t.app, db);
  adminToken = tokens.token;
  otherToken = tokens.otherToken;
  api = apiAs(t.app, adminToken);
  const accountId = (await api('GET', '/api/account/details')).data.AccountID as number;
  const eventAdmin = async (permissions: 'approvePriceChanges'[]) =>
    signInAs(t.app, (await createStaffUser(db, { accountId, role: 'EventAdmin', permissions })).email);
  alice = await eventAdmin(['approvePriceChanges']);
  bob = await eventAdmin(['approvePriceChanges']);
  carol = await eventAdmin([]);

  templateId = (await api('POST', '/api/admin/event-templates', { name: 'Symphony' })).data.id as number;
  const base = `/api/admin/event-templates/${templateId}`;
  const add = async (name: string, defaultPrice: number) =>
    (await api('POST', `${base}/price-levels`, { name, color: '#7950f2', defaultPrice })).data.id as number;
  ids = {
    stalls: await add('Stalls', 6000),
    circle: await add('Circle', 4000),
    gallery: await add('Gallery', 2000),
    student: (await api('POST', `${base}/price-types`, { name: 'Student', offsetType: 'Table' })).data
      .id as number,
    senior: (await api('POST', `${base}/price-types`, { name: 'Senior', offsetType: 'Percentage' })).data
      .id as number,
  };
  await api('POST', `/api/admin/template-price-levels/${ids.gallery}/archive`);
  await api('PUT', `${base}/price-table`, {
    entries: [{ priceLevelId: ids.stalls, priceTypeId: ids.student, price: 3000 }],
  });
  // Events made from the template before and after the change's date (venue in New York).
  for (const [startsAt, set] of [
    ['2027-02-28T23:30:00Z', (id: number) => (earlyEvent = id)], // 18:30 on 28 February, local
    ['2027-03-01T23:30:00Z', (id: number) => (laterEvent = id)],
  ] as const) {
    const { eventId } = await createSeatedEvent(db, accountId, { startsAt: new Date(startsAt) });
    await db.transaction((tx) => copyTemplatePriceLevelsToEvent(tx, accountId, templateId, eventId));
    set(eventId);
  }
});
afterAll(() => t.close());

const url = () => `/api/admin/event-templates/${templateId}/price-changes`;
const rise = () => ({
  name: 'Spring rise',
  effectiveFrom: '2027-03-01',
  note: 'Orchestra costs went up.',
  items: [
    { priceLevelId: ids.stalls, priceTypeId: null, price: 6500 },
    { priceLevelId: ids.stalls, priceTypeId: ids.student, price: 3200 },
    { priceLevelId: ids.circle, price: 4200 },
  ],
});

async function eventPrices(eventId: number) {
  const db = t.database.db;
  const levels = await db.select().from(priceLevels).where(eq(priceLevels.eventId, eventId));
  const stalls = levels.find((l) => l.name === 'Stalls')!;
  const [cell] = await db
    .select()
    .from(eventPriceTableEntries)
    .where(eq(eventPriceTableEntries.priceLevelId, stalls.id));
  return {
    stalls: stalls.defaultPrice,
    circle: levels.find((l) => l.name === 'Circle')!.defaultPrice,
    student: cell?.price,
  };
}

async function templatePrices() {
  const table = (await api('GET', `/api/admin/event-templates/${templateId}/price-table`)).data;
  const cells = table.cells as { price: number | null }[][];
  const levels = table.priceLevels as { defaultPrice: number }[];
  return { stalls: levels[0]!.defaultPrice, circle: levels[1]!.defaultPrice, student: cells[0]![0]!.price };
}

let requestId: number;

describe('price change requests', () => {
  it('drafts a request; bad lines are answered on their field and nothing is saved', async () => {
    const bad: [Json, string, string][] = [
      [
        { ...rise(), items: [{ priceLevelId: ids.stalls, priceTypeId: ids.senior, price: 1 }] },
        'admin.price_table_type_not_table',
        'items.0.priceTypeId',
      ],
      [
        { ...rise(), items: [{ priceLevelId: ids.gallery, price: 1 }] },
        'admin.choice_unavailable',
        'items.0.priceLevelId',
      ],
      [
        { ...rise(), items: [...rise().items, { priceLevelId: ids.circle, priceTypeId: null, price: 1 }] },
        'admin.price_change_duplicate_item',
        'items.3.priceLevelId',
      ],
      [{ ...rise(), items: [] }, 'common.validation_failed', 'items'],
      [{ ...rise(), effectiveFrom: '2027-02-30' }, 'common.validation_failed', 'effectiveFrom'],
    ];
    for (const [body, code, field] of bad) {
      const res = await api('POST', url(), body, alice);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code, field });
    }
    expect(list(await api('GET', url()))).toEqual([]);

    const res = await api('POST', url(), rise(), alice);
    expect(res.statusCode).toBe(201);
    requestId = res.data.id as number;
    expect(res.data).toMatchObject({
      name: 'Spring rise',
      effectiveFrom: '2027-03-01',
      status: 'draft',
      createdBy: { name: 'Sam Staff' },
      requestedBy: null,
      decidedBy: null,
    });
    expect(res.data.items).toEqual([
      expect.objectContaining({
        priceLevelName: 'Stalls',
        priceTypeName: null,
        price: 6500,
        currentPrice: 6000,
      }),
      expect.objectContaining({
        priceLevelName: 'Stalls',
        priceTypeName: 'Student',
        price: 3200,
        currentPrice: 3000,
      }),
      expect.objectContaining({
        priceLevelName: 'Circle',
        price: 4200,
        currentPrice: 4000,
        previousPrice: null,
      }),
    ]);
  });

  it('refuses steps out of order, with the specific message, and changes nothing', async () => {
    for (const step of ['approve', 'deny']) {
      const res = await api(
        'POST',
        `/api/admin/price-changes/${requestId}/${step}`,
        step === 'deny' ? {} : undefined,
        bob,
      );
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({
        code: 'admin.price_change_transition_invalid',
        message: expect.stringContaining('a draft can be changed or sent for approval'),
      });
    }
    expect(await templatePrices()).toEqual({ stalls: 6000, circle: 4000, student: 3000 });
  });

  it('edits a draft, then sends it for approval, after which it no longer changes', async () => {
    const edited = await api(
      'PUT',
      `/api/admin/price-changes/${requestId}`,
      { ...rise(), name: 'Spring rise 2027' },
      alice,
    );
    expect(edited.data).toMatchObject({ name: 'Spring rise 2027', status: 'draft' });
    const sent = await api(
      'POST',
      `/api/admin/price-changes/${requestId}/request-approval`,
      undefined,
      alice,
    );
    expect(sent.data).toMatchObject({ status: 'approval_requested', requestedBy: { name: 'Sam Staff' } });
    const late = await api('PUT', `/api/admin/price-changes/${requestId}`, rise(), alice);
    expect(errorOf(late)).toMatchObject({ code: 'admin.price_change_transition_invalid' });
    const twice = await api(
      'POST',
      `/api/admin/price-changes/${requestId}/request-approval`,
      undefined,
      alice,
    );
    expect(twice.statusCode).toBe(409);
  });

  it('needs the approval right, and someone other than the requester', async () => {
    const withoutRight = await api('POST', `/api/admin/price-changes/${requestId}/approve`, undefined, carol);
    expect(withoutRight.statusCode).toBe(403);
    const own = await api('POST', `/api/admin/price-changes/${requestId}/approve`, undefined, alice);
    expect(own.statusCode).toBe(409);
    expect(errorOf(own)).toMatchObject({
      code: 'admin.price_change_own_request',
      message: 'Someone other than the person who asked for approval must approve or deny this request.',
    });
    expect((await api('GET', url())).data).toMatchObject([{ status: 'approval_requested' }]);
  });

  it('applies an approved request to the template and the events from its date, in one step, and audits it', async () => {
    const before = await eventPrices(earlyEvent);
    const res = await api('POST', `/api/admin/price-changes/${requestId}/approve`, undefined, bob);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({
      status: 'approved',
      decidedBy: { name: 'Sam Staff' },
      decidedAt: expect.any(String),
    });
    expect(res.data.items).toEqual([
      expect.objectContaining({ price: 6500, previousPrice: 6000, currentPrice: 6500, eventsUpdated: 1 }),
      expect.objectContaining({ price: 3200, previousPrice: 3000, currentPrice: 3200, eventsUpdated: 1 }),
      expect.objectContaining({ price: 4200, previousPrice: 4000, currentPrice: 4200, eventsUpdated: 1 }),
    ]);
    expect(await templatePrices()).toEqual({ stalls: 6500, circle: 4200, student: 3200 });
    expect(await eventPrices(laterEvent)).toEqual({ stalls: 6500, circle: 4200, student: 3200 });
    expect(await eventPrices(earlyEvent)).toEqual(before);

    const audit = await call('GET', '/api/admin/audit-log?action=price_change_approved');
    const [entry] = audit.data.items as Json[];
    expect(entry).toMatchObject({
      action: 'price_change_approved',
      actor: { name: 'Sam Staff' },
      detail: {
        priceChangeId: requestId,
        template: 'Symphony',
        effectiveFrom: '2027-03-01',
        changes: [
          { priceLevel: 'Stalls', priceType: null, from: 6000, to: 6500, events: 1 },
          { priceLevel: 'Stalls', priceType: 'Student', from: 3000, to: 3200, events: 1 },
          { priceLevel: 'Circle', priceType: null, from: 4000, to: 4200, events: 1 },
        ],
      },
    });
    const again = await api('POST', `/api/admin/price-changes/${requestId}/approve`, undefined, bob);
    expect(errorOf(again)).toMatchObject({ code: 'admin.price_change_transition_invalid' });
  });

  it('denies a request with a note and changes no price', async () => {
    const draft = await api(
      'POST',
      url(),
      { ...rise(), name: 'Summer cut', items: [{ priceLevelId: ids.circle, price: 100 }] },
      alice,
    );
    const id = draft.data.id as number;
    await api('POST', `/api/admin/price-changes/${id}/request-approval`, undefined, alice);
    const denied = await api('POST', `/api/admin/price-changes/${id}/deny`, { note: 'Too low.' }, bob);
    expect(denied.data).toMatchObject({
      status: 'denied',
      decisionNote: 'Too low.',
      items: [expect.objectContaining({ previousPrice: null })],
    });
    expect(await templatePrices()).toEqual({ stalls: 6500, circle: 4200, student: 3200 });
    const audit = await call('GET', '/api/admin/audit-log?action=price_change_denied');
    expect((audit.data.items as Json[])[0]).toMatchObject({
      detail: { priceChangeId: id, note: 'Too low.' },
    });
    const reopen = await api('POST', `/api/admin/price-changes/${id}/request-approval`, undefined, alice);
    expect(errorOf(reopen)).toMatchObject({ code: 'admin.price_change_transition_invalid' });
  });

  it('lets an administrator decide their own request', async () => {
    const draft = await api('POST', url(), { ...rise(), items: [{ priceLevelId: ids.circle, price: 4300 }] });
    const id = draft.data.id as number;
    await api('POST', `/api/admin/price-changes/${id}/request-approval`);
    const approved = await api('POST', `/api/admin/price-changes/${id}/approve`);
    expect(approved.data).toMatchObject({ status: 'approved' });
    expect((await templatePrices()).circle).toBe(4300);
  });

  it('keeps another account out', async () => {
    expect((await api('GET', url(), undefined, otherToken)).statusCode).toBe(404);
    const draft = await api('POST', url(), rise(), alice);
    const id = draft.data.id as number;
    for (const res of [
      await api('PUT', `/api/admin/price-changes/${id}`, rise(), otherToken),
      await api('POST', `/api/admin/price-changes/${id}/request-approval`, undefined, otherToken),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ code: 'admin.price_change_not_found' });
    }
    expect((await api('GET', url())).data).toMatchObject([{ id, status: 'draft' }, {}, {}, {}]);
  });
});

const call = (method: 'GET', path: string) => api(method, path);
