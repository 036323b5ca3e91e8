import {
  addShopSeats,
  getAccountDetails,
  getShopWaitingRoomPlace,
  listOutbox,
  staffLogin,
  staffLogout,
} from '@tessera/contract';
import type { ErrorCode } from '@tessera/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { callApi, configureApiClient } from './client';
import { listServerErrors } from './server-errors';

function respond(status: number, body: string, headers: Record<string, string> = {}) {
  return vi.fn(
    async () => new Response(status === 204 ? null : body, { status, statusText: `S${status}`, headers }),
  );
}

const json = { 'content-type': 'application/json' };

beforeEach(() => {
  configureApiClient({ locale: () => 'fr', translate: (code: ErrorCode) => `[${code}]` });
});

describe('callApi', () => {
  it('builds the URL from the contract and sends the locale, the cookie and JSON', async () => {
    const fetch = respond(200, '{"items":[],"total":0}', json);
    configureApiClient({ fetch });
    await expect(callApi(listOutbox, { query: { page: 2, pageSize: '50' } })).resolves.toEqual({
      items: [],
      total: 0,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/mail/outbox?page=2&pageSize=50');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Accept-Language': 'fr' });
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type, and none without a body', async () => {
    const fetch = respond(200, '{"ok":true}', json);
    configureApiClient({ fetch });
    await callApi(staffLogin, { body: { email: 'a@b.test', password: 'pw' } });
    await callApi(staffLogout);
    const [, login] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const [, logout] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(login.method).toBe('POST');
    expect(login.body).toBe('{"email":"a@b.test","password":"pw"}');
    expect(login.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(logout.headers).not.toHaveProperty('Content-Type');
  });

  it('names the event whose seats a call takes, for a balancer that keeps those on one server', async () => {
    const fetch = respond(200, '{}', json);
    configureApiClient({ fetch });
    await callApi(addShopSeats, { body: { eventId: 42, seatIds: [1, 2] } } as never).catch(() => undefined);
    await callApi(getShopWaitingRoomPlace, { params: { eventId: 7 } } as never).catch(() => undefined);
    await callApi(listOutbox, { query: { page: 1, pageSize: '10' } });
    const headers = fetch.mock.calls.map((c) => (c as unknown as [string, RequestInit])[1].headers);
    expect(headers[0]).toMatchObject({ 'x-tessera-event': '42' });
    // A read naming the event in its path spreads over the servers.
    expect(headers[1]).not.toHaveProperty('x-tessera-event');
    expect(headers[2]).not.toHaveProperty('x-tessera-event');
  });

  it('throws a translated ApiError with status, operation id and codes on failure', async () => {
    configureApiClient({
      fetch: respond(
        401,
        JSON.stringify({
          errors: [
            { code: 'auth.invalid_credentials', message: 'Unable to login with this email and password.' },
          ],
        }),
        { ...json, 'x-operation-id': 'op-123' },
      ),
    });
    const error = await callApi(staffLogin, { body: { email: 'a@b.test', password: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      operationId: 'op-123',
      codes: ['auth.invalid_credentials'],
      message: '[auth.invalid_credentials]',
      page: 'system-error',
    });
  });

  it('treats an HTML answer as a failure even with status 200', async () => {
    configureApiClient({
      fetch: respond(200, '<!doctype html><html></html>', { 'content-type': 'text/html' }),
    });
    const error = await callApi(getAccountDetails).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('[common.internal]');
  });

  it('falls back to the status message when the body has none, and maps 404 to not-found', async () => {
    configureApiClient({ fetch: respond(404, '<html>Not here</html>', { 'content-type': 'text/html' }) });
    const error = await callApi(getAccountDetails).catch((e) => e);
    expect(error).toMatchObject({ status: 404, page: 'not-found', message: '[common.not_found]' });
  });

  it('reports a network failure as a system error', async () => {
    configureApiClient({ fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    const error = await callApi(getAccountDetails).catch((e) => e);
    expect(error).toMatchObject({ status: 0, page: 'system-error', message: '[common.internal]' });
  });

  it('records responses outside 200–399 for the server errors screen, and only those', async () => {
    configureApiClient({ fetch: respond(200, '{"ok":true}', json) });
    await callApi(staffLogout);
    expect(listServerErrors()).toEqual([]);

    configureApiClient({
      fetch: respond(500, '{"errors":[{"code":"common.internal","message":"boom"}]}', {
        ...json,
        'x-operation-id': 'op-500',
      }),
    });
    await callApi(getAccountDetails).catch(() => undefined);
    expect(listServerErrors()).toEqual([
      expect.objectContaining({
        url: '/api/account/details',
        status: 500,
        statusText: 'S500',
        operationId: 'op-500',
      }),
    ]);
  });
});
