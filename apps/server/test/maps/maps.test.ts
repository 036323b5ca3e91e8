import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, createVenue, sampleMap, signInAs } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let token: string;
let venueId: number;

beforeAll(async () => {
  t = await startTestApp();
  const account = await createAccount(t.database.db);
  const user = await createStaffUser(t.database.db, {
    accountId: account.id,
    permissions: ['venues', 'events'],
  });
  token = await signInAs(t.app, user.email);
  venueId = (await createVenue(t.database.db, account.id)).id;
});
afterAll(() => t.close());

const csv = `kind,section,row,seat,x,y,width,height,capacity,ada
section,Stalls,,,0,0,200,100,,
seat,Stalls,A,1,10,10,,,,Wheelchair
seat,Stalls,A,2,20,10,,,,Companion
seat,Stalls,B,1,10,20,,,,
ga,Promenade,,,0,150,200,50,80,
`;

describe('seat maps', () => {
  let mapId: number;

  it('imports a CSV map', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/maps/import',
      token,
      payload: { venueId, name: 'Main floor', format: 'csv', content: csv },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Main floor',
      version: 1,
      seatCount: 3,
      gaCapacity: 80,
      sectionCount: 1,
    });
    mapId = res.data.id as number;
  });

  it('answers every bad line of a file with its line number, and saves nothing', async () => {
    const bad = `section,row,seat,x,y
Stalls,A,1,0,0
Stalls,A,1,5,0
Stalls,B,x-1,5,20
`;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/maps/import',
      token,
      payload: { venueId, name: 'Broken', format: 'csv', content: bad },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual([
      {
        code: 'admin.map_duplicate_seat',
        field: 'file',
        message: 'Map load error on line 3: seat Stalls-A-1 appears more than once.',
      },
      {
        code: 'admin.map_invalid_value',
        field: 'file',
        message: 'Map load error on line 4: seat is missing or not valid.',
      },
    ]);
    const list = await call(t.app, { method: 'GET', url: `/api/admin/maps?venueId=${venueId}`, token });
    expect((list.data as unknown as Json[]).map((m) => m.name)).toEqual(['Main floor']);
  });

  it('reports problems in the reader’s language', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/maps/import',
      token,
      headers: { 'accept-language': 'fr' },
      payload: { venueId, name: 'Vide', format: 'json', content: '{"sections": []}' },
    });
    expect((res.data.errors as Json[])[0]!.message).toBe(
      'Erreur de chargement du plan : le plan n’a ni places ni zones de placement libre.',
    );
  });

  it('creates a map from the generator and keeps versions when it changes', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/admin/maps',
      token,
      payload: { venueId, name: 'Concert', definition: sampleMap({ rows: 3, seatsPerRow: 4 }) },
    });
    expect(created.data).toMatchObject({ seatCount: 12, version: 1 });
    const id = created.data.id as number;
    const updated = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/maps/${id}`,
      token,
      payload: { name: 'Concert (wide)', definition: sampleMap({ rows: 3, seatsPerRow: 6 }) },
    });
    expect(updated.data).toMatchObject({ name: 'Concert (wide)', seatCount: 18, version: 2 });
    expect((updated.data.versions as Json[]).map((v) => v.version)).toEqual([2, 1]);
  });

  it('copies a map and refuses to archive one an upcoming event uses', async () => {
    const copy = await call(t.app, {
      method: 'POST',
      url: `/api/admin/maps/${mapId}/copy`,
      token,
      payload: { name: 'Main floor copy' },
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.data).toMatchObject({ seatCount: 3, version: 1 });
    await call(t.app, {
      method: 'POST',
      url: '/api/admin/events',
      token,
      payload: {
        name: 'Gala',
        venueId,
        mapId,
        dates: {
          LocalDate: '2027-05-01T19:00',
          LocalEndDate: '2027-05-01T22:00',
          LocalOnSaleDate: '2027-03-01T10:00',
        },
      },
    });
    const refused = await call(t.app, { method: 'POST', url: `/api/admin/maps/${mapId}/archive`, token });
    expect(refused.statusCode).toBe(409);
    expect((refused.data.errors as Json[])[0]!.code).toBe('admin.map_in_use');
    const archived = await call(t.app, {
      method: 'POST',
      url: `/api/admin/maps/${copy.data.id}/archive`,
      token,
    });
    expect(archived.data.archived).toBe(true);
    const change = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/maps/${copy.data.id}`,
      token,
      payload: { name: 'x' },
    });
    expect((change.data.errors as Json[])[0]!.code).toBe('admin.map_archived');
  });
});
