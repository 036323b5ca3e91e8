import { webhookPayloads } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, createUserGroup, signInAs } from '../factories';
import { call } from '../harness';
import { sell } from '../orders/order-fixture';
import { verifySignature } from './receiver';
import { webhookSuite } from './webhook-suite';

/**
 * Webhooks (decisions/0049): endpoints per account, events written to an outbox with the change
 * and sent by the job queue, signed with the endpoint's secret, retried with a doubling delay as
 * the clock moves, redelivered on request; the user group's webhooks list and the account are
 * enforced on every route.
 */
const s = webhookSuite();
const { tick, seconds, moveUntil, deliveries, makeEndpoint, firstError, nextSeats } = s;

describe('webhook endpoints', () => {
  it('refuses addresses that are not https to a public host, and bad events, with field errors', async () => {
    const cases: [string, string][] = [
      ['http://hooks.example.com/x', 'admin.webhook_url_not_https'],
      ['https://10.1.2.3/x', 'admin.webhook_url_private'],
      ['https://169.254.169.254/latest/meta-data', 'admin.webhook_url_private'],
      ['https://[::ffff:192.168.0.1]/x', 'admin.webhook_url_private'],
      ['https://user:pw@hooks.example.com/', 'admin.webhook_url_invalid'],
      ['not an address', 'admin.webhook_url_invalid'],
    ];
    for (const [url, code] of cases) {
      const res = await s.f.api('POST', '/api/admin/webhooks', {
        url,
        description: 'x',
        enabled: true,
        eventTypes: ['order.created'],
      });
      expect(res.statusCode, url).toBe(400);
      expect(firstError(res)).toEqual(expect.objectContaining({ code, field: 'url' }));
    }
    const none = await s.f.api('POST', '/api/admin/webhooks', {
      url: 'https://hooks.example.com/x',
      description: '',
      enabled: true,
      eventTypes: [],
    });
    expect(none.statusCode).toBe(400);
    expect(firstError(none)).toEqual(
      expect.objectContaining({ code: 'common.validation_failed', field: 'eventTypes' }),
    );
    const unknown = await s.f.api('POST', '/api/admin/webhooks', {
      url: 'https://hooks.example.com/x',
      description: '',
      enabled: true,
      eventTypes: ['order.exploded'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(firstError(unknown)?.field).toBe('eventTypes.0');
  });

  it('shows the secret once, when made and when rotated', async () => {
    const made = await makeEndpoint({ url: 'https://hooks.example.com/once', description: 'Once' });
    expect(made.secret).toMatch(/^whsec_/);
    const read = await s.f.api('GET', `/api/admin/webhooks/${made.id}`);
    expect(read.data.secret).toBeUndefined();
    expect(read.data.secretHint).toBe(made.secret.slice(-4));
    expect(JSON.stringify((await s.f.api('GET', '/api/admin/webhooks')).data)).not.toContain(made.secret);
    const rotated = await s.f.api('POST', `/api/admin/webhooks/${made.id}/rotate-secret`);
    expect(rotated.data.secret).toMatch(/^whsec_/);
    expect(rotated.data.secret).not.toBe(made.secret);
    await s.f.api('DELETE', `/api/admin/webhooks/${made.id}`);
  });
});

describe('deliveries', () => {
  it('posts a sale to the endpoint, signed with its secret over the timestamp and body', async () => {
    s.receiver.answer(200);
    const endpoint = await makeEndpoint();
    const order = await sell(s.f, nextSeats(2), undefined, tick);
    const [delivery] = await moveUntil(
      () => deliveries(endpoint.id),
      (list) => list[0]?.status === 'delivered',
    );
    expect(delivery).toMatchObject({
      eventType: 'order.created',
      status: 'delivered',
      responseCode: 200,
      attempts: 1,
    });
    const got = s.receiver.received.find((r) => r.json.data.orderId === order.id)!;
    expect(got.headers['tessera-event']).toBe('order.created');
    expect(got.json.id).toBe(delivery!.eventId);
    expect(webhookPayloads['order.created'].parse(got.json)).toMatchObject({
      accountId: s.f.accountId,
      data: { orderId: order.id, total: order.total },
    });
    const signature = String(got.headers['tessera-signature']);
    expect(verifySignature(signature, got.body, endpoint.secret, seconds())).toBe(true);
    // A wrong secret, a changed body, or the same message replayed later than 5 minutes fail.
    expect(verifySignature(signature, got.body, 'whsec_other', seconds())).toBe(false);
    expect(
      verifySignature(signature, got.body.replace('"total"', '"Total"'), endpoint.secret, seconds()),
    ).toBe(false);
    expect(verifySignature(signature, got.body, endpoint.secret, seconds() + 600)).toBe(false);
    await s.f.api('DELETE', `/api/admin/webhooks/${endpoint.id}`);
  });

  it('retries a failing receiver after 30 s, then 1 min, and delivers once it answers', async () => {
    s.receiver.answer(500);
    const endpoint = await makeEndpoint({ description: 'Flaky' });
    await sell(s.f, nextSeats(1), undefined, tick);
    const [first] = await moveUntil(
      () => deliveries(endpoint.id),
      (list) => list[0]?.attempts === 1 && list[0].nextAttemptAt !== null,
    );
    expect(first).toMatchObject({ status: 'pending', responseCode: 500, attempts: 1 });
    // The log shows when the attempt was answered and when the next one is due: 30 s later.
    const firstAt = new Date(first!.lastAttemptAt!).getTime();
    expect(new Date(first!.nextAttemptAt!).getTime() - firstAt).toBe(30_000);
    // Nothing happens before the delay has passed.
    const wait = new Date(first!.nextAttemptAt!).getTime() - s.t.clock.now.getTime();
    await s.t.clock.advance(Math.max(0, wait - 5_000));
    await new Promise((r) => setTimeout(r, 100));
    expect((await deliveries(endpoint.id))[0]!.attempts).toBe(1);
    const [second] = await moveUntil(
      () => deliveries(endpoint.id),
      (list) => list[0]?.attempts === 2 && list[0].nextAttemptAt !== null,
      1_000,
    );
    expect(second).toMatchObject({ status: 'pending', responseCode: 500 });
    const secondAt = new Date(second!.lastAttemptAt!).getTime();
    expect(secondAt).toBeGreaterThanOrEqual(firstAt + 30_000);
    expect(new Date(second!.nextAttemptAt!).getTime() - secondAt).toBe(60_000);
    s.receiver.answer(200);
    const [done] = await moveUntil(
      () => deliveries(endpoint.id),
      (list) => list[0]?.status === 'delivered',
    );
    expect(done).toMatchObject({ responseCode: 200, attempts: 3, nextAttemptAt: null });
    await s.f.api('DELETE', `/api/admin/webhooks/${endpoint.id}`);
    // Many clock steps, each waiting for the queue: a loaded machine needs more than the default.
  }, 120_000);

  it('gives up after six attempts, and a redelivery sends the same event again', async () => {
    s.receiver.answer(503);
    const endpoint = await makeEndpoint({ description: 'Down' });
    await sell(s.f, nextSeats(1), undefined, tick);
    const [failed] = await moveUntil(
      () => deliveries(endpoint.id),
      (list) => list[0]?.status === 'failed',
      60_000,
    );
    expect(failed).toMatchObject({ attempts: 6, responseCode: 503, nextAttemptAt: null });
    s.receiver.answer(200);
    const before = s.receiver.received.length;
    const again = await s.f.api(
      'POST',
      `/api/admin/webhooks/${endpoint.id}/deliveries/${failed!.id}/redeliver`,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data.status).toBe('pending');
    const [done] = await moveUntil(
      () => deliveries(endpoint.id),
      (list) => list[0]?.status === 'delivered',
    );
    expect(done).toMatchObject({ attempts: 7, responseCode: 200 });
    const resent = s.receiver.received.slice(before);
    expect(resent).toHaveLength(1);
    expect(resent[0]!.json.id).toBe(failed!.eventId);
    expect(
      verifySignature(
        String(resent[0]!.headers['tessera-signature']),
        resent[0]!.body,
        endpoint.secret,
        seconds(),
      ),
    ).toBe(true);
    await s.f.api('DELETE', `/api/admin/webhooks/${endpoint.id}`);
    // Many clock steps, each waiting for the queue: a loaded machine needs more than the default.
  }, 120_000);

  it('sends only the events an enabled endpoint wants: voids, scans and customer changes', async () => {
    s.receiver.answer(200);
    const wanted = await makeEndpoint({
      description: 'Door and CRM',
      eventTypes: ['order.voided', 'ticket.scanned', 'customer.changed'],
    });
    const off = await makeEndpoint({ description: 'Off', enabled: false, eventTypes: ['order.voided'] });
    const order = await sell(s.f, nextSeats(2), undefined, tick);
    const ticket = order.tickets[0]!;
    const barcode = (
      (await s.f.api('GET', `/api/admin/orders/${order.id}`)).data.tickets as {
        id: number;
        barcode: string;
      }[]
    ).find((x) => x.id === ticket.id)!.barcode;
    expect(
      (await s.f.api('POST', '/api/admin/scans', { barcode, direction: 'in', location: 'Door' })).statusCode,
    ).toBe(200);
    const voided = await s.f.api('POST', `/api/admin/orders/${order.id}/void`, {
      ticketIds: [order.tickets[1]!.id],
      returnTo: 'open',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const customer = await s.f.api('POST', '/api/admin/customers', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `grace-${Date.now()}@example.test`,
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const list = await moveUntil(
      () => deliveries(wanted.id),
      (l) => l.length === 3 && l.every((d) => d.status === 'delivered'),
    );
    expect(list.map((d) => d.eventType)).toEqual(['ticket.scanned', 'order.voided', 'customer.changed']);
    const scanned = s.receiver.received.find(
      (r) => r.json.type === 'ticket.scanned' && r.json.data.ticketId === ticket.id,
    )!;
    expect(webhookPayloads['ticket.scanned'].parse(scanned.json).data).toMatchObject({
      orderId: order.id,
      eventId: s.f.eventId,
    });
    const voidedEvent = s.receiver.received.find(
      (r) => r.json.type === 'order.voided' && r.json.data.orderId === order.id,
    )!;
    expect(voidedEvent.json.data.tickets).toEqual([order.tickets[1]!.seatKey]);
    expect(s.receiver.received.find((r) => r.json.type === 'customer.changed')!.json.data).toEqual({
      customerId: customer.data.id,
      change: 'created',
    });
    // The switched-off endpoint and the sale (not subscribed) made no deliveries here.
    expect(await deliveries(off.id)).toEqual([]);
    await s.f.api('DELETE', `/api/admin/webhooks/${wanted.id}`);
    await s.f.api('DELETE', `/api/admin/webhooks/${off.id}`);
  });
});

describe('who may see and change webhooks', () => {
  it('answers 404 for another account’s endpoint and deliveries', async () => {
    const endpoint = await makeEndpoint({ url: 'https://hooks.example.com/mine', description: 'Mine' });
    const other = await createAccount(s.t.database.db, { name: 'Other Hall' });
    const admin = await createStaffUser(s.t.database.db, { accountId: other.id, role: 'Admin' });
    const token = await signInAs(s.t.app, admin.email);
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      call(s.t.app, { method, url, token, payload });
    expect((await as('GET', `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(404);
    expect((await as('GET', `/api/admin/webhooks/${endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect((await as('POST', `/api/admin/webhooks/${endpoint.id}/rotate-secret`)).statusCode).toBe(404);
    expect((await as('DELETE', `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(404);
    expect((await as('GET', '/api/admin/webhooks')).data).toEqual([]);
    expect((await s.f.api('GET', `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(200);
    await s.f.api('DELETE', `/api/admin/webhooks/${endpoint.id}`);
  });

  it('holds a supervisor to the webhooks their user group lists, and sellers out', async () => {
    const feed = await makeEndpoint({ url: 'https://hooks.example.com/feed', description: 'Orders feed' });
    const crm = await makeEndpoint({ url: 'https://hooks.example.com/crm', description: 'CRM sync' });
    const group = await createUserGroup(s.t.database.db, s.f.accountId, {
      name: 'Supervisors with one feed',
      restrictions: { webhooks: ['Orders feed'] },
    });
    const user = await createStaffUser(s.t.database.db, {
      accountId: s.f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: group.id,
    });
    const token = await signInAs(s.t.app, user.email);
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      call(s.t.app, { method, url, token, payload });
    const listed = (await as('GET', '/api/admin/webhooks')).data as unknown as { id: number }[];
    expect(listed.map((e) => e.id)).toEqual([feed.id]);
    expect((await as('GET', `/api/admin/webhooks/${feed.id}`)).statusCode).toBe(200);
    const refused = await as('GET', `/api/admin/webhooks/${crm.id}`);
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused)?.code).toBe('admin.webhook_not_allowed');
    expect((await as('DELETE', `/api/admin/webhooks/${crm.id}`)).statusCode).toBe(403);
    const made = await as('POST', '/api/admin/webhooks', {
      url: 'https://hooks.example.com/new',
      description: 'Something else',
      enabled: true,
      eventTypes: ['order.created'],
    });
    expect(made.statusCode).toBe(403);
    expect(firstError(made)).toEqual(
      expect.objectContaining({ code: 'admin.webhook_not_allowed', field: 'description' }),
    );
    // The administrator is never restricted.
    expect(
      ((await s.f.api('GET', '/api/admin/webhooks')).data as unknown as unknown[]).length,
    ).toBeGreaterThanOrEqual(2);
    const seller = await createStaffUser(s.t.database.db, { accountId: s.f.accountId, role: 'CallCenter' });
    const sellerToken = await signInAs(s.t.app, seller.email);
    const denied = await call(s.t.app, { method: 'GET', url: '/api/admin/webhooks', token: sellerToken });
    expect(denied.statusCode).toBe(403);
    await s.f.api('DELETE', `/api/admin/webhooks/${feed.id}`);
    await s.f.api('DELETE', `/api/admin/webhooks/${crm.id}`);
  });
});
