import { faceValue } from '@tessera/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceLevels } from '@/db/schema';
import { copyTemplatePriceLevelsToEvent } from '@/modules/pricing/copy-to-event.service';
import { eventTableEntries } from '@/modules/pricing/copy-to-event.store';
import type { AppError } from '@/platform/http/app-error';
import { adminsOfTwoAccounts, createAccount, createSeatedEvent } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { apiAs } from './api';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let accountId: number;
let templateId: number;
let ids: {
  stalls: number;
  circle: number;
  retired: number;
  student: number;
  senior: number;
  saleType: number;
};

beforeAll(async () => {
  t = await startTestApp();
  const tokens = await adminsOfTwoAccounts(t.app, t.database.db);
  api = apiAs(t.app, tokens.token);
  accountId = (await api('GET', '/api/account/details')).data.AccountID as number;
  templateId = (await api('POST', '/api/admin/event-templates', { name: 'Ballet' })).data.id as number;
  const base = `/api/admin/event-templates/${templateId}`;
  const saleType = (await api('POST', '/api/admin/seat-settings/sale-types', { name: 'Season' })).data
    .id as number;
  const add = async (body: Record<string, unknown>) =>
    (await api('POST', `${base}/price-levels`, { color: '#fab005', ...body })).data.id as number;
  ids = {
    saleType,
    stalls: await add({
      name: 'Stalls',
      defaultPrice: 7000,
      zone: 'Ground',
      retailPrice: 7500,
      saleTypeId: saleType,
      customerTags: ['Patron'],
      membershipTags: ['Gold'],
      packageOnly: true,
    }),
    circle: await add({ name: 'Circle', defaultPrice: 5000 }),
    retired: await add({ name: 'Gallery', defaultPrice: 2000 }),
    student: (await api('POST', `${base}/price-types`, { name: 'Student', offsetType: 'Table' })).data
      .id as number,
    senior: (
      await api('POST', `${base}/price-types`, {
        name: 'Senior',
        offsetType: 'FlatAmount',
        defaultDiscount: 1000,
      })
    ).data.id as number,
  };
  await api('PUT', `${base}/price-table`, {
    entries: [
      { priceLevelId: ids.stalls, priceTypeId: ids.student, price: 3500 },
      { priceLevelId: ids.circle, priceTypeId: ids.student, price: 2500 },
      { priceLevelId: ids.retired, priceTypeId: ids.student, price: 1000 },
    ],
  });
  await api('POST', `/api/admin/template-price-levels/${ids.retired}/archive`);
});
afterAll(() => t.close());

describe('copyTemplatePriceLevelsToEvent', () => {
  it('copies the active levels with every field and a link back, and their price table rows', async () => {
    const { eventId } = await createSeatedEvent(t.database.db, accountId);
    const db = t.database.db;
    const mapping = await db.transaction((tx) =>
      copyTemplatePriceLevelsToEvent(tx, accountId, templateId, eventId),
    );
    expect([...mapping.keys()].sort()).toEqual([ids.stalls, ids.circle].sort());

    const copied = await db.select().from(priceLevels).where(eq(priceLevels.eventId, eventId));
    expect(copied.map((l) => l.name).sort()).toEqual(['Circle', 'Stalls']);
    const stalls = copied.find((l) => l.name === 'Stalls')!;
    expect(stalls).toMatchObject({
      accountId,
      color: '#fab005',
      defaultPrice: 7000,
      zone: 'Ground',
      retailPrice: 7500,
      saleTypeId: ids.saleType,
      customerTags: ['Patron'],
      membershipTags: ['Gold'],
      packageOnly: true,
      templatePriceLevelId: ids.stalls,
      archivedAt: null,
    });
    expect(mapping.get(ids.stalls)).toBe(stalls.id);

    // The event's own table rows sit on the new ids, and the pricing engine reads them.
    const table = await eventTableEntries(db, accountId, [...mapping.values()]);
    expect(table).toHaveLength(2);
    const student = { id: ids.student, offsetType: 'Table' as const, defaultDiscount: 0 };
    expect(faceValue(stalls, student, table)).toEqual({ ok: true, faceValue: 3500 });
    const senior = { id: ids.senior, offsetType: 'FlatAmount' as const, defaultDiscount: 1000 };
    expect(faceValue(stalls, senior, table)).toEqual({ ok: true, faceValue: 6000 });

    // Event price levels read back through the event API with the same fields.
    const detail = await api('GET', `/api/admin/events/${eventId}`);
    expect(
      (detail.data.priceLevels as { name: string; templatePriceLevelId: number }[])
        .map((l) => l.templatePriceLevelId)
        .sort(),
    ).toEqual([ids.stalls, ids.circle].sort());
  });

  it('copies nothing twice', async () => {
    const { eventId } = await createSeatedEvent(t.database.db, accountId);
    const db = t.database.db;
    await db.transaction((tx) => copyTemplatePriceLevelsToEvent(tx, accountId, templateId, eventId));
    const second = await db.transaction((tx) =>
      copyTemplatePriceLevelsToEvent(tx, accountId, templateId, eventId),
    );
    expect(second.size).toBe(0);
    expect(await db.select().from(priceLevels).where(eq(priceLevels.eventId, eventId))).toHaveLength(2);
  });

  it('refuses another account’s template or event and leaves the event as it was', async () => {
    const other = await createAccount(t.database.db);
    const { eventId: foreignEvent } = await createSeatedEvent(t.database.db, other.id);
    const { eventId } = await createSeatedEvent(t.database.db, accountId);
    const db = t.database.db;
    await expect(
      db.transaction((tx) => copyTemplatePriceLevelsToEvent(tx, other.id, templateId, foreignEvent)),
    ).rejects.toMatchObject({ code: 'admin.event_template_not_found' } satisfies Partial<AppError>);
    await expect(
      db.transaction((tx) => copyTemplatePriceLevelsToEvent(tx, accountId, templateId, foreignEvent)),
    ).rejects.toMatchObject({ code: 'common.not_found' });
    expect(await db.select().from(priceLevels).where(eq(priceLevels.eventId, foreignEvent))).toHaveLength(0);
    expect(await db.select().from(priceLevels).where(eq(priceLevels.eventId, eventId))).toHaveLength(0);
  });
});

describe('an event created from the template', () => {
  it('starts with the template’s active price levels and their table prices', async () => {
    const { venue } = await createSeatedEvent(t.database.db, accountId);
    const res = await api('POST', '/api/admin/events', {
      templateId,
      venueId: venue.id,
      mapId: null,
      name: 'Matinee',
      dates: {
        LocalDate: '2027-05-01T14:00',
        LocalEndDate: '2027-05-01T16:30',
        LocalOnSaleDate: '2027-01-01T10:00',
      },
    });
    expect(res.statusCode, JSON.stringify(res.data)).toBe(201);
    const levels = res.data.priceLevels as {
      name: string;
      defaultPrice: number;
      templatePriceLevelId: number;
    }[];
    expect(levels.map((l) => [l.name, l.defaultPrice, l.templatePriceLevelId]).sort()).toEqual(
      [
        ['Circle', expect.any(Number), ids.circle],
        ['Stalls', 7000, ids.stalls],
      ].sort(),
    );
  });
});
