import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, signInAs } from './factories';
import { call, startTestApp, type TestApp } from './harness';
import { jpegOf, pngOf } from './images';

let t: TestApp;
let adminToken: string;
let otherToken: string;
let templateId: number;

beforeAll(async () => {
  t = await startTestApp();
  const account = await createAccount(t.database.db, { name: 'Harbour Theatre' });
  const other = await createAccount(t.database.db, { name: 'Lakeside Hall' });
  const admin = await createStaffUser(t.database.db, { accountId: account.id, role: 'Admin' });
  const otherAdmin = await createStaffUser(t.database.db, { accountId: other.id, role: 'Admin' });
  adminToken = await signInAs(t.app, admin.email);
  otherToken = await signInAs(t.app, otherAdmin.email);
  const created = await call(t.app, {
    method: 'POST',
    url: '/api/admin/event-templates',
    token: adminToken,
    payload: { name: 'Evening performance' },
  });
  templateId = created.data.id as number;
});
afterAll(() => t.close());

const as = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
const put = (kind: string, dataBase64: string, token = adminToken) =>
  as(token, 'PUT', `/api/admin/event-templates/${templateId}/images/${kind}`, { dataBase64 });
const list = () => as(adminToken, 'GET', `/api/admin/event-templates/${templateId}/images`);
const GIF_1X1 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

describe('event template images', () => {
  it('takes a poster of exactly 400x400 and serves its bytes back', async () => {
    expect((await list()).data).toEqual([]);
    const poster = pngOf(400, 400);
    const saved = await put('poster', poster);
    expect(saved.statusCode).toBe(200);
    expect(saved.data).toMatchObject([{ kind: 'poster', contentType: 'image/png', width: 400, height: 400 }]);
    const banner = await put('banner', jpegOf(652, 306));
    expect((banner.data as unknown as { kind: string }[]).map((i) => i.kind)).toEqual(['poster', 'banner']);

    const served = await as(adminToken, 'GET', `/api/admin/event-templates/${templateId}/images/poster`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.toString('base64')).toBe(poster);
  });

  it('refuses a wrong size or type on the image field and keeps what was there', async () => {
    const before = (await list()).data;
    const wrongSize = await put('largeBanner', pngOf(1400, 681));
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.data.errors).toEqual([
      {
        code: 'admin.image_size_invalid',
        field: 'dataBase64',
        message: 'The image must be 1400x680 pixels.',
      },
    ]);
    const wrongType = await put('poster', GIF_1X1);
    expect(wrongType.data.errors).toEqual([
      {
        code: 'admin.image_type_invalid',
        field: 'dataBase64',
        message: 'Image type must be one of the allowed types: PNG, JPG.',
      },
    ]);
    expect((await put('walletHero', Buffer.from('not an image').toString('base64'))).statusCode).toBe(400);
    expect((await list()).data).toEqual(before);
  });

  it('answers 404 for another account’s template and changes nothing there', async () => {
    expect((await put('poster', pngOf(400, 400), otherToken)).statusCode).toBe(404);
    const url = `/api/admin/event-templates/${templateId}/images/poster`;
    expect((await as(otherToken, 'GET', url)).statusCode).toBe(404);
    expect((await as(otherToken, 'DELETE', url)).statusCode).toBe(404);
    expect((await list()).data).toMatchObject([{ kind: 'poster' }, { kind: 'banner' }]);
  });

  it('removes an image, after which it is no longer served', async () => {
    const url = `/api/admin/event-templates/${templateId}/images/poster`;
    const removed = await as(adminToken, 'DELETE', url);
    expect(removed.data).toMatchObject([{ kind: 'banner' }]);
    expect((await as(adminToken, 'GET', url)).statusCode).toBe(404);
  });
});
