import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsOfTwoAccounts } from '../factories';
import { type Json, startTestApp, type TestApp } from '../harness';
import { apiAs, errorOf, list } from './api';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let otherToken: string;
let templateId: number;
let saleTypeId: number;

const stalls = {
  name: 'Stalls',
  color: '#4c6ef5',
  zone: 'Ground floor',
  defaultPrice: 4500,
  retailPrice: 5000,
  customerTags: ['Member'],
  membershipTags: ['Gold'],
  packageOnly: false,
};

beforeAll(async () => {
  t = await startTestApp();
  const tokens = await adminsOfTwoAccounts(t.app, t.database.db);
  otherToken = tokens.otherToken;
  api = apiAs(t.app, tokens.token);
  templateId = (await api('POST', '/api/admin/event-templates', { name: 'Concerts' })).data.id as number;
  saleTypeId = (await api('POST', '/api/admin/seat-settings/sale-types', { name: 'Subscription' })).data
    .id as number;
});
afterAll(() => t.close());

const levels = async () => list(await api('GET', `/api/admin/event-templates/${templateId}/price-levels`));

describe('template price levels', () => {
  it('adds a level with every field and lists it', async () => {
    const res = await api('POST', `/api/admin/event-templates/${templateId}/price-levels`, {
      ...stalls,
      saleTypeId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toEqual({ id: expect.any(Number), ...stalls, saleTypeId, archived: false });
    expect(await levels()).toEqual([res.data]);
  });

  it('answers bad input on its field and saves nothing', async () => {
    const before = await levels();
    const url = `/api/admin/event-templates/${templateId}/price-levels`;
    const negative = await api('POST', url, { ...stalls, name: 'Circle', defaultPrice: -1 });
    expect(negative.statusCode).toBe(400);
    expect(errorOf(negative)).toMatchObject({ code: 'common.validation_failed', field: 'defaultPrice' });
    const colour = await api('POST', url, { ...stalls, name: 'Circle', color: 'blue' });
    expect(errorOf(colour)).toMatchObject({ field: 'color' });
    const duplicate = await api('POST', url, stalls);
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate)).toMatchObject({ code: 'admin.name_taken' });
    const archived = (await api('POST', '/api/admin/seat-settings/sale-types', { name: 'Old' })).data.id;
    await api('POST', `/api/admin/seat-settings/sale-types/${archived}/archive`);
    const oldType = await api('POST', url, { ...stalls, name: 'Circle', saleTypeId: archived as number });
    expect(oldType.statusCode).toBe(400);
    expect(errorOf(oldType)).toEqual({
      code: 'admin.choice_unavailable',
      message: 'This choice is archived or no longer exists. Pick another one.',
      field: 'saleTypeId',
    });
    expect(await levels()).toEqual(before);
  });

  it('edits a level', async () => {
    const [level] = await levels();
    const res = await api('PUT', `/api/admin/template-price-levels/${level!.id}`, {
      ...stalls,
      defaultPrice: 4800,
      packageOnly: true,
      saleTypeId: null,
    });
    expect(res.data).toMatchObject({ defaultPrice: 4800, packageOnly: true, saleTypeId: null });
  });

  it('archives a level for good: no edits and no second archive, and its name is free again', async () => {
    const added = await api('POST', `/api/admin/event-templates/${templateId}/price-levels`, {
      ...stalls,
      name: 'Balcony',
    });
    const id = added.data.id as number;
    const archived = await api('POST', `/api/admin/template-price-levels/${id}/archive`);
    expect(archived.data).toMatchObject({ name: 'Balcony', archived: true });
    const again = await api('POST', `/api/admin/template-price-levels/${id}/archive`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'admin.price_level_archived',
      message: 'This price level is archived. An archived price level cannot be unarchived.',
    });
    const edit = await api('PUT', `/api/admin/template-price-levels/${id}`, { ...stalls, name: 'Balcony' });
    expect(errorOf(edit)).toMatchObject({ code: 'admin.price_level_archived' });
    const reactivate = await api('POST', `/api/admin/template-price-levels/${id}/reactivate`);
    expect(reactivate.statusCode).toBe(404);
    const reused = await api('POST', `/api/admin/event-templates/${templateId}/price-levels`, {
      ...stalls,
      name: 'Balcony',
    });
    expect(reused.statusCode).toBe(201);
    const all = await levels();
    expect(all.map((l) => [l.name, l.archived])).toEqual([
      ['Stalls', false],
      ['Balcony', false],
      ['Balcony', true],
    ]);
  });

  it('keeps another account out', async () => {
    const [level] = await levels();
    const read = await api(
      'GET',
      `/api/admin/event-templates/${templateId}/price-levels`,
      undefined,
      otherToken,
    );
    expect(read.statusCode).toBe(404);
    const edit = await api(
      'PUT',
      `/api/admin/template-price-levels/${level!.id}`,
      { ...stalls, name: 'Taken over' } as Json,
      otherToken,
    );
    expect(edit.statusCode).toBe(404);
    expect((await levels())[0]!.name).toBe('Stalls');
  });

  it('refuses changes once the template is archived', async () => {
    const other = (await api('POST', '/api/admin/event-templates', { name: 'Old season' })).data.id as number;
    const level = await api('POST', `/api/admin/event-templates/${other}/price-levels`, stalls);
    await api('POST', `/api/admin/event-templates/${other}/archive`);
    const add = await api('POST', `/api/admin/event-templates/${other}/price-levels`, {
      ...stalls,
      name: 'B',
    });
    expect(errorOf(add)).toMatchObject({ code: 'admin.event_template_archived' });
    const archive = await api('POST', `/api/admin/template-price-levels/${level.data.id}/archive`);
    expect(errorOf(archive)).toMatchObject({ code: 'admin.event_template_archived' });
  });
});
