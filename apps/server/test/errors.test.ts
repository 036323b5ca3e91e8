import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './harness';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await startTestApp({ logStream: stream });
  // A route that fails unexpectedly, registered before the app is ready.
  t.app.get('/api/__explode', async () => {
    throw new Error('boom: disk on fire');
  });
});
afterAll(() => t.close());

describe('error answers', () => {
  it('answers an unknown /api path with a JSON 404 and an operation id', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-operation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.data).toEqual({ errors: [{ code: 'common.not_found', message: 'Page not found' }] });
  });

  it('gives every response a distinct operation id', async () => {
    const a = await call(t.app, { method: 'GET', url: '/api/globals' });
    const b = await call(t.app, { method: 'GET', url: '/api/globals' });
    expect(a.headers['x-operation-id']).toBeTruthy();
    expect(a.headers['x-operation-id']).not.toBe(b.headers['x-operation-id']);
  });

  it('names each invalid field, in the caller’s language', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
      payload: { email: 'nobody', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual([
      {
        code: 'common.validation_failed',
        message: 'Introduce una dirección de correo electrónico válida',
        field: 'email',
      },
      { code: 'common.validation_failed', message: 'Este campo es obligatorio', field: 'password' },
    ]);
  });

  it('refuses a body that is not JSON as a bad request', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual([
      { code: 'common.bad_request', message: 'The request could not be understood.' },
    ]);
  });

  it('refuses a body over the size limit', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect((res.data.errors as { code: string }[])[0]?.code).toBe('common.payload_too_large');
  });

  it('answers an unexpected failure with 500, hides the cause and logs it with the operation id', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/__explode' });
    expect(res.statusCode).toBe(500);
    expect(res.data).toEqual({
      errors: [{ code: 'common.internal', message: 'We’re sorry, something went wrong on our side.' }],
    });
    expect(res.body).not.toContain('disk on fire');
    const operationId = res.headers['x-operation-id'];
    const logged = logLines
      .map((l) => JSON.parse(l))
      .find((l) => l.operationId === operationId && l.level === 50);
    expect(logged?.err?.message).toBe('boom: disk on fire');
  });
});
