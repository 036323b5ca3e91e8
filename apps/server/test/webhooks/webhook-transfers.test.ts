import { webhookPayloads } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { PASSWORD, sessionCookie, shopCall } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { sell } from '../orders/order-fixture';
import { claimToken, setTransfers } from '../transfers/transfer-fixture';
import { webhookSuite } from './webhook-suite';

/**
 * Webhooks for transfers (decisions/0049): a transfer started, cancelled and accepted, and the
 * shop customer a claim makes.
 */
const s = webhookSuite();
const { tick, moveUntil, deliveries, makeEndpoint, nextSeats } = s;

describe('transfers', () => {
  it('posts a transfer started, and its cancellation as an order change', async () => {
    s.receiver.answer(200);
    await setTransfers(s.t, s.f, true);
    const endpoint = await makeEndpoint({
      description: 'Transfers',
      eventTypes: ['transfer.created', 'transfer.accepted', 'order.changed'],
    });
    const order = await sell(s.f, nextSeats(1), undefined, tick);
    const started = await s.f.api('POST', `/api/admin/orders/${order.id}/transfers`, {
      ticketIds: [order.tickets[0]!.id],
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.test',
    });
    expect(started.statusCode, started.body).toBe(201);
    const transferId = (started.data as unknown as { id: number }[])[0]!.id;
    const canceled = await s.f.api('POST', `/api/admin/orders/${order.id}/transfers/${transferId}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    const list = await moveUntil(
      () => deliveries(endpoint.id),
      (l) => l.length === 2 && l.every((d) => d.status === 'delivered'),
    );
    expect(list.map((d) => d.eventType)).toEqual(['transfer.created', 'order.changed']);
    const created = s.receiver.received.find(
      (r) => r.json.type === 'transfer.created' && r.json.data.orderId === order.id,
    )!;
    expect(webhookPayloads['transfer.created'].parse(created.json).data).toEqual({
      transferId,
      orderId: order.id,
      tickets: [order.tickets[0]!.seatKey],
    });
    const changed = s.receiver.received.find(
      (r) => r.json.type === 'order.changed' && r.json.data.orderId === order.id,
    )!;
    expect(changed.json.data.change).toBe('tickets.transfer_canceled');
    await s.f.api('DELETE', `/api/admin/webhooks/${endpoint.id}`);
  });

  it('posts a transfer accepted, and the customer the recipient became, when they claim it in the shop', async () => {
    s.receiver.answer(200);
    await setTransfers(s.t, s.f, true);
    await addHostname(s.t.database.db, s.f.accountId, 'localhost', true);
    const endpoint = await makeEndpoint({
      description: 'Claims',
      eventTypes: ['transfer.accepted', 'customer.changed'],
    });
    const email = `ada-${Date.now()}@example.test`;
    const order = await sell(s.f, nextSeats(1), undefined, tick);
    const started = await s.f.api('POST', `/api/admin/orders/${order.id}/transfers`, {
      ticketIds: [order.tickets[0]!.id],
      recipientName: 'Ada Lovelace',
      recipientEmail: email,
    });
    expect(started.statusCode, started.body).toBe(201);
    const transferId = (started.data as unknown as { id: number }[])[0]!.id;
    const claimed = await shopCall(s.t, 'POST', '/api/shop/transfers/claim/register', {
      payload: {
        token: await claimToken(s.t, email),
        firstName: 'Ada',
        lastName: 'Lovelace',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    // The new shop customer changes their details: the CRM hears of that too.
    const cookie = sessionCookie(claimed);
    const changed = await shopCall(s.t, 'PUT', '/api/shop/account/details', {
      cookie,
      payload: { title: null, firstName: 'Ada', lastName: 'King', phone: '', address: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const list = await moveUntil(
      () => deliveries(endpoint.id),
      (l) => l.length === 3 && l.every((d) => d.status === 'delivered'),
    );
    expect(list.map((d) => d.eventType).sort()).toEqual([
      'customer.changed',
      'customer.changed',
      'transfer.accepted',
    ]);
    const accepted = s.receiver.received.find(
      (r) => r.json.type === 'transfer.accepted' && r.json.data.orderId === order.id,
    )!;
    expect(webhookPayloads['transfer.accepted'].parse(accepted.json).data).toEqual({
      transferId,
      orderId: order.id,
      tickets: [order.tickets[0]!.seatKey],
    });
    const customerId = (changed.data as { id: number }).id;
    expect(
      s.receiver.received
        .filter((r) => r.json.type === 'customer.changed' && r.json.data.customerId === customerId)
        .map((r) => r.json.data.change)
        .sort(),
    ).toEqual(['created', 'updated']);
    await s.f.api('DELETE', `/api/admin/webhooks/${endpoint.id}`);
  });
});
