import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof call>>;
const errorOf = (res: Res) => (res.data as { errors?: { code: string; field?: string }[] }).errors?.[0];

describe('partner categories and partners (account settings)', () => {
  it('adds, edits and archives a category; names are unique whatever their case', async () => {
    const made = await f.api('POST', '/api/admin/partner-categories', { name: 'Resellers' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.data).toEqual({ id: made.data.id, name: 'Resellers', archived: false });
    const again = await f.api('POST', '/api/admin/partner-categories', { name: 'RESELLERS' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'admin.partner_category_name_taken', field: 'name' });
    const blank = await f.api('POST', '/api/admin/partner-categories', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank)).toMatchObject({ code: 'common.validation_failed', field: 'name' });

    const archived = await f.api('PUT', `/api/admin/partner-categories/${made.data.id}`, {
      name: 'Resellers (old)',
      archived: true,
    });
    expect(archived.data).toEqual({ id: made.data.id, name: 'Resellers (old)', archived: true });
    const missing = await f.api('PUT', '/api/admin/partner-categories/999999', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)?.code).toBe('admin.partner_category_not_found');
    const list = await f.api('GET', '/api/admin/partner-categories');
    expect(list.data).toEqual([{ id: made.data.id, name: 'Resellers (old)', archived: true }]);
  });

  it('adds a partner in a category, refuses bad input and an archived category, and archives it', async () => {
    const category = await f.api('POST', '/api/admin/partner-categories', { name: 'Agencies' });
    const made = await f.api('POST', '/api/admin/partners', {
      name: 'Harbour Travel',
      categoryId: category.data.id,
      contactName: 'Rosa Diaz',
      email: 'desk@harbour.example',
      phone: '+1 555 0100',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.data).toEqual({
      id: made.data.id,
      name: 'Harbour Travel',
      category: { id: category.data.id, name: 'Agencies' },
      contactName: 'Rosa Diaz',
      email: 'desk@harbour.example',
      phone: '+1 555 0100',
      users: 0,
      archived: false,
    });
    const before = await f.api('GET', '/api/admin/partners');
    const taken = await f.api('POST', '/api/admin/partners', { name: 'harbour travel' });
    expect(errorOf(taken)).toMatchObject({ code: 'admin.partner_name_taken', field: 'name' });
    const badEmail = await f.api('POST', '/api/admin/partners', { name: 'Other', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(errorOf(badEmail)).toMatchObject({ code: 'common.validation_failed', field: 'email' });
    const oldCategory = await f.api('POST', '/api/admin/partner-categories', { name: 'Old', archived: true });
    const inArchived = await f.api('POST', '/api/admin/partners', {
      name: 'Other',
      categoryId: oldCategory.data.id,
    });
    expect(errorOf(inArchived)).toMatchObject({
      code: 'admin.partner_category_not_found',
      field: 'categoryId',
    });
    // Refused input changed nothing.
    expect((await f.api('GET', '/api/admin/partners')).data).toEqual(before.data);

    const archived = await f.api('PUT', `/api/admin/partners/${made.data.id}`, {
      name: 'Harbour Travel',
      categoryId: category.data.id,
      archived: true,
    });
    expect(archived.data).toMatchObject({ archived: true, contactName: '' });
    const choices = await f.api('GET', '/api/admin/partner-choices');
    expect((choices.data as unknown as { name: string }[]).map((p) => p.name)).not.toContain(
      'Harbour Travel',
    );
    const missing = await f.api('PUT', '/api/admin/partners/999999', { name: 'Nobody' });
    expect(errorOf(missing)?.code).toBe('admin.partner_not_found');
  });

  it('keeps each account to its own partners', async () => {
    const mine = await f.api('POST', '/api/admin/partners', { name: 'Only Mine' });
    const other = await createAccount(t.database.db);
    const admin = await createStaffUser(t.database.db, { accountId: other.id, role: 'Admin' });
    const token = await signInAs(t.app, admin.email);
    const theirs = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      call(t.app, { method, url, token, payload });
    expect((await theirs('GET', '/api/admin/partners')).data).toEqual([]);
    expect((await theirs('GET', '/api/admin/partner-choices')).data).toEqual([]);
    const edit = await theirs('PUT', `/api/admin/partners/${mine.data.id}`, { name: 'Taken over' });
    expect(edit.statusCode).toBe(404);
    // The same name is free in another account; a user there cannot be linked to mine.
    expect((await theirs('POST', '/api/admin/partners', { name: 'Only Mine' })).statusCode).toBe(201);
    const user = await createStaffUser(t.database.db, { accountId: other.id, role: 'CallCenter' });
    const link = await theirs('PUT', `/api/admin/users/${user.id}`, {
      firstName: 'A',
      lastName: 'B',
      role: 'CallCenter',
      userGroupId: null,
      partnerId: mine.data.id,
    });
    expect(link.statusCode).toBe(404);
    expect(errorOf(link)?.code).toBe('admin.partner_not_found');
  });
});
