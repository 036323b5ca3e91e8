import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname, createAccount, createStaffUser, signInAs } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';

/**
 * Tools → Translations (decisions/0070): an account overrides an interface text of one locale;
 * its shop (by host name) gets the override for that locale only, another account's shop none.
 */
let t: TestApp;
let admin: string;
let clerk: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp({
    config: { staffLinks: { helpUrl: 'https://help.example.test/', trainingAcademyUrl: null } },
  });
  const db = t.database.db;
  const [a, b] = [await createAccount(db), await createAccount(db)];
  await addHostname(db, a.id, 'tickets.lakeside.test', true);
  await addHostname(db, b.id, 'tickets.harbour.test', true);
  admin = await signInAs(
    t.app,
    (await createStaffUser(db, { accountId: a.id, role: 'Admin', permissions: ['accountSettings'] })).email,
  );
  clerk = await signInAs(
    t.app,
    (await createStaffUser(db, { accountId: a.id, permissions: ['viewOrders'] })).email,
  );
  other = await signInAs(t.app, (await createStaffUser(db, { accountId: b.id, role: 'Admin' })).email);
});
afterAll(() => t.close());

const shopTexts = (host: string, locale: string) =>
  call(t.app, { method: 'GET', url: `/api/consumer/translations/${locale}`, headers: { host } });
const put = (token: string, payload: Json, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'PUT', url: '/api/admin/translations', token, payload, headers });
const list = (token: string, query: string) =>
  call(t.app, { method: 'GET', url: `/api/admin/translations?${query}`, token });

describe('text overrides', () => {
  it('finds the catalogue’s texts of a locale by key or words', async () => {
    const found = await list(admin, 'locale=es-ES&q=shop.home.subtitle');
    expect(found.statusCode).toBe(200);
    const items = found.data.items as { key: string; catalogueText: string; override: string | null }[];
    expect(items.map((i) => i.key)).toContain('shop.home.subtitle');
    const subtitle = items.find((i) => i.key === 'shop.home.subtitle')!;
    expect(subtitle.override).toBeNull();
    const byWords = await list(
      admin,
      `locale=es-ES&q=${encodeURIComponent(subtitle.catalogueText.split(' ')[0]!)}`,
    );
    expect((byWords.data.total as number) > 0).toBe(true);
  });

  it('shows an override in the shop of its account and locale only, until it is removed', async () => {
    const set = await put(admin, {
      locale: 'es-ES',
      key: 'shop.home.subtitle',
      text: '¡Las mejores butacas de {{venue}}!',
    });
    expect(set.statusCode).toBe(200);
    expect(set.data.override).toBe('¡Las mejores butacas de {{venue}}!');

    expect((await shopTexts('tickets.lakeside.test', 'es-ES')).data).toEqual({
      locale: 'es-ES',
      texts: { 'shop.home.subtitle': '¡Las mejores butacas de {{venue}}!' },
    });
    expect((await shopTexts('tickets.lakeside.test', 'en-US')).data.texts).toEqual({});
    expect((await shopTexts('tickets.harbour.test', 'es-ES')).data.texts).toEqual({});

    const overridden = await list(admin, 'locale=es-ES&overridden=true');
    expect(overridden.data.total).toBe(1);
    expect(await list(other, 'locale=es-ES&overridden=true').then((r) => r.data.total)).toBe(0);

    // Changing it replaces the text; removing it brings back the catalogue's.
    await put(admin, { locale: 'es-ES', key: 'shop.home.subtitle', text: 'Otra vez' });
    expect((await shopTexts('tickets.lakeside.test', 'es-ES')).data.texts).toEqual({
      'shop.home.subtitle': 'Otra vez',
    });
    const removed = await call(t.app, {
      method: 'DELETE',
      url: '/api/admin/translations/es-ES/shop.home.subtitle',
      token: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.data.override).toBeNull();
    expect((await shopTexts('tickets.lakeside.test', 'es-ES')).data.texts).toEqual({});
  });

  it('refuses an unknown key, a blank or too long text and a placeholder the text lacks, in the caller’s language', async () => {
    const unknown = await put(
      admin,
      { locale: 'fr', key: 'shop.nothing.here', text: 'x' },
      { 'accept-language': 'es-ES' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.errors).toEqual([
      {
        code: 'admin.translation_key_unknown',
        field: 'key',
        message: 'No hay ningún texto de la interfaz con la clave shop.nothing.here.',
      },
    ]);
    const blank = await put(admin, { locale: 'fr', key: 'shop.home.subtitle', text: '   ' });
    expect((blank.data.errors as Json[])[0]!.code).toBe('admin.translation_text_empty');
    const long = await put(admin, { locale: 'fr', key: 'shop.home.subtitle', text: 'x'.repeat(2001) });
    expect(long.data.errors).toEqual([
      {
        code: 'admin.translation_text_too_long',
        field: 'text',
        message: 'The text can be at most 2000 characters long.',
      },
    ]);
    const placeholder = await put(admin, { locale: 'fr', key: 'shop.home.subtitle', text: 'Salut {{name}}' });
    expect((placeholder.data.errors as Json[])[0]!.code).toBe('admin.translation_placeholder_unknown');
    expect((await shopTexts('tickets.lakeside.test', 'fr')).data.texts).toEqual({});
  });

  it('needs the account-settings permission', async () => {
    expect((await list(clerk, 'locale=es-ES')).statusCode).toBe(403);
    expect((await put(clerk, { locale: 'es-ES', key: 'shop.home.subtitle', text: 'No' })).statusCode).toBe(
      403,
    );
    const removal = await call(t.app, {
      method: 'DELETE',
      url: '/api/admin/translations/es-ES/shop.home.subtitle',
      token: clerk,
    });
    expect(removal.statusCode).toBe(403);
  });
});

describe('the sidebar’s Help and Training academy links', () => {
  it('are the configured addresses, for any signed-in staff, and an unset one is null', async () => {
    const links = await call(t.app, { method: 'GET', url: '/api/admin/staff-links', token: clerk });
    expect(links.data).toEqual({ helpUrl: 'https://help.example.test/', trainingAcademyUrl: null });
    expect((await call(t.app, { method: 'GET', url: '/api/admin/staff-links' })).statusCode).toBe(401);
  });
});
