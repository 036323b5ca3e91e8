import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsOfTwoAccounts, createSeatMap, createUserGroup, createVenue } from '../factories';
import { type Json, startTestApp, type TestApp } from '../harness';
import { apiAs, errorOf } from './api';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let otherToken: string;
let templateId: number;
let mapA: number;
let mapB: number;
let archivedMap: number;
let foreignMap: number;
let holdId: number;
let groupId: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const tokens = await adminsOfTwoAccounts(t.app, db);
  otherToken = tokens.otherToken;
  api = apiAs(t.app, tokens.token);
  const accountId = (await api('GET', '/api/account/details')).data.AccountID as number;
  const otherAccount = (await api('GET', '/api/account/details', undefined, otherToken)).data
    .AccountID as number;
  const venue = await createVenue(db, accountId, { name: 'Riverside' });
  mapA = await createSeatMap(db, accountId, venue.id);
  mapB = await createSeatMap(db, accountId, venue.id);
  archivedMap = await createSeatMap(db, accountId, venue.id);
  await api('POST', `/api/admin/maps/${archivedMap}/archive`);
  foreignMap = await createSeatMap(db, otherAccount, (await createVenue(db, otherAccount)).id);
  holdId = (await api('POST', '/api/admin/seat-settings/holds', { name: 'Press', color: '#fa5252' })).data
    .id as number;
  groupId = (await createUserGroup(db, accountId, { name: 'Box office' })).id;
  templateId = (await api('POST', '/api/admin/event-templates', { name: 'Recitals' })).data.id as number;
});
afterAll(() => t.close());

const patch = (body: Json, as?: string) => api('PATCH', `/api/admin/event-templates/${templateId}`, body, as);
const read = async () => (await api('GET', `/api/admin/event-templates/${templateId}`)).data;

describe('maps tab', () => {
  it('starts empty and saves the maps with a default among them', async () => {
    expect((await read()).maps).toEqual({ mapIds: [], defaultMapId: null });
    const res = await patch({ maps: { mapIds: [mapA, mapB], defaultMapId: mapB } });
    expect(res.statusCode).toBe(200);
    expect(res.data.maps).toEqual({ mapIds: [mapA, mapB], defaultMapId: mapB });
  });

  it('answers a bad map on its field and keeps the saved tab', async () => {
    const cases: [Json, string, string][] = [
      [{ mapIds: [mapA, archivedMap], defaultMapId: null }, 'admin.choice_unavailable', 'maps.mapIds.1'],
      [{ mapIds: [foreignMap], defaultMapId: null }, 'admin.choice_unavailable', 'maps.mapIds.0'],
      [{ mapIds: [mapA, mapA], defaultMapId: null }, 'admin.duplicate_entry', 'maps.mapIds.1'],
      [{ mapIds: [mapA], defaultMapId: mapB }, 'admin.default_map_not_listed', 'maps.defaultMapId'],
    ];
    for (const [maps, code, field] of cases) {
      const res = await patch({ maps, name: 'Renamed' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code, field });
    }
    const now = await read();
    expect(now.maps).toEqual({ mapIds: [mapA, mapB], defaultMapId: mapB });
    expect(now.name).toBe('Recitals');
  });
});

describe('seat settings tab', () => {
  const settings = () => ({
    holdVisibility: [{ holdId, channels: ['PointOfSale', 'CallCenter'], userGroupIds: [groupId] }],
    tags: ['Restricted view', 'Aisle'],
  });

  it('saves hold visibility by channel and user group, and seat tags', async () => {
    const res = await patch({ seatSettings: settings() });
    expect(res.statusCode).toBe(200);
    expect((await read()).seatSettings).toEqual(settings());
  });

  it('answers a bad entry on its field and keeps the saved tab', async () => {
    const row = settings().holdVisibility[0]!;
    const cases: [Json, string, string][] = [
      [
        { ...settings(), holdVisibility: [row, row] },
        'admin.duplicate_entry',
        'seatSettings.holdVisibility.1.holdId',
      ],
      [
        { ...settings(), holdVisibility: [{ ...row, holdId: 999_999 }] },
        'admin.choice_unavailable',
        'seatSettings.holdVisibility.0.holdId',
      ],
      [
        { ...settings(), holdVisibility: [{ ...row, userGroupIds: [999_999] }] },
        'admin.choice_unavailable',
        'seatSettings.holdVisibility.0.userGroupIds',
      ],
      [{ ...settings(), tags: ['Aisle', 'aisle'] }, 'admin.duplicate_entry', 'seatSettings.tags.1'],
      [
        { ...settings(), holdVisibility: [{ ...row, channels: ['Carrier pigeon'] }] },
        'common.validation_failed',
        'seatSettings.holdVisibility.0.channels.0',
      ],
    ];
    for (const [seatSettings, code, field] of cases) {
      const res = await patch({ seatSettings });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code, field });
    }
    expect((await read()).seatSettings).toEqual(settings());
  });
});

describe('template choices', () => {
  it('offers the account’s sale types, maps, holds and user groups, and none of another account’s', async () => {
    await api('POST', '/api/admin/seat-settings/sale-types', { name: 'Standard', isDefault: true });
    const res = await api('GET', `/api/admin/event-templates/${templateId}/choices`);
    expect(res.data.saleTypes).toEqual([expect.objectContaining({ name: 'Standard', isDefault: true })]);
    expect((res.data.maps as Json[]).map((m) => [m.id, m.archived])).toEqual(
      expect.arrayContaining([
        [mapA, false],
        [archivedMap, true],
      ]),
    );
    expect((res.data.maps as Json[]).map((m) => m.id)).not.toContain(foreignMap);
    expect(res.data.holds).toEqual([{ id: holdId, name: 'Press', color: '#fa5252' }]);
    expect((res.data.userGroups as Json[]).map((g) => g.id)).toContain(groupId);
    const foreign = await api(
      'GET',
      `/api/admin/event-templates/${templateId}/choices`,
      undefined,
      otherToken,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
