import { describe, expect, it } from 'vitest';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { card, errorCode, key } from '../orders/order-fixture';
import { DAY } from '../payment-plans/plan-fixture';
import { readMail } from '../tickets/mail-read';
import { type Membership, membershipsSuite } from './memberships-suite';

/**
 * Memberships (decisions/0050): levels in account settings, sold and renewed at the box office
 * and in the shop through the payment port, reminded and expired by the job queue, and their
 * tags unlocking members-only price levels at checkout.
 */
const s = membershipsSuite();
const { createLevel, createCustomer, sell, buyMemberSeat, membershipsOf, moveUntil } = s;

describe('membership levels', () => {
  it('are listed, changed and checked', async () => {
    const level = await createLevel({ name: 'Silver' });
    const twice = await s.f.api('POST', '/api/admin/membership-levels', {
      name: 'silver',
      price: 1,
      durationMonths: 1,
    });
    expect(errorCode(twice)).toBe('admin.duplicate_entry');
    const noMonths = await s.f.api('POST', '/api/admin/membership-levels', {
      name: 'Zero',
      price: 1,
      durationMonths: 0,
    });
    expect(noMonths.statusCode).toBe(400);
    expect(errorCode(noMonths)).toBe('common.validation_failed');
    const changed = await s.f.api('PUT', `/api/admin/membership-levels/${level.id}`, {
      name: 'Silver',
      price: 5000,
      durationMonths: 6,
      tags: ['Silver', 'silver '],
      archived: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.data).toMatchObject({ price: 5000, durationMonths: 6, tags: ['Silver'], archived: true });
    // An archived level is no longer sold at the box office.
    const selling = await s.f.api('GET', '/api/admin/sell/memberships');
    expect((selling.data as unknown as { id: number }[]).some((l) => l.id === level.id)).toBe(false);
    const customer = await createCustomer();
    expect(errorCode(await sell(level.id, customer.id, [{ type: 'Cash', amount: 5000 }]))).toBe(
      'admin.membership_level_not_found',
    );
  });
});

describe('selling at the box office', () => {
  it('a non-member is refused the members price; once sold a membership, the customer gets it', async () => {
    const level = await createLevel();
    const customer = await createCustomer();
    const anonymous = await buyMemberSeat(null);
    expect(anonymous.statusCode).toBe(403);
    expect(errorCode(anonymous)).toBe('purchase.membership_required');
    const refused = await buyMemberSeat(customer.id);
    expect(errorCode(refused)).toBe('purchase.membership_required');

    const idempotencyKey = key();
    const body = { customerId: customer.id, idempotencyKey, payments: [{ type: 'Cash', amount: 12000 }] };
    const sold = await s.f.api('POST', `/api/admin/sell/memberships/${level.id}`, body);
    expect(sold.statusCode, sold.body).toBe(201);
    const membership = sold.data.membership as Membership;
    const now = s.t.clock.now;
    expect(membership.status).toBe('active');
    expect(membership.memberNumber).toMatch(/^M\d{6,}$/);
    expect(new Date(membership.memberSince).getTime()).toBe(now.getTime());
    const expected = new Date(now);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(membership.expiresAt.slice(0, 10)).toBe(expected.toISOString().slice(0, 10));
    // A retry answers the same order.
    const again = await s.f.api('POST', `/api/admin/sell/memberships/${level.id}`, body);
    expect(again.data.orderId).toBe(sold.data.orderId);
    const order = await s.f.api('GET', `/api/admin/orders/${sold.data.orderId}`);
    expect(order.data.total).toBe(12000);
    expect(await membershipsOf(customer.id)).toEqual([expect.objectContaining({ id: membership.id })]);

    const member = await buyMemberSeat(customer.id);
    expect(member.statusCode, member.body).toBe(201);
    expect((member.data as { faceValueTotal: number }).faceValueTotal).toBe(3000);
    expect(await unbalancedOrders(s.t.database.db, s.f.accountId)).toEqual([]);
  });

  it('takes a card through the payment port and refuses a wrong amount', async () => {
    const level = await createLevel();
    const customer = await createCustomer();
    const short = await sell(level.id, customer.id, [{ type: 'Cash', amount: 100 }]);
    expect(errorCode(short)).toBe('purchase.payment_total_mismatch');
    const declined = await sell(level.id, customer.id, [
      { type: 'CreditCard', amount: 12000, card: card('4000000000000002') },
    ]);
    expect(errorCode(declined)).toBe('purchase.card_declined');
    expect(await membershipsOf(customer.id)).toEqual([]);
    const paid = await sell(level.id, customer.id, [
      { type: 'CreditCard', amount: 12000, card: card('4242424242424242') },
    ]);
    expect(paid.statusCode, paid.body).toBe(201);
    const order = await s.f.api('GET', `/api/admin/orders/${paid.data.orderId}`);
    expect(order.data.payments).toEqual([expect.objectContaining({ type: 'CreditCard', amount: 12000 })]);
  });

  it('renews only inside the window, extending from the current expiry', async () => {
    const level = await createLevel({ durationMonths: 3, renewalWindowDays: 20 });
    const customer = await createCustomer();
    const sold = await sell(level.id, customer.id);
    const first = sold.data.membership as Membership;
    const early = await s.f.api('POST', `/api/admin/memberships/${first.id}/renew`, {
      idempotencyKey: key(),
      payments: [{ type: 'Cash', amount: 12000 }],
    });
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('purchase.membership_renewal_not_open');
    // Selling the same level again is a renewal too, and refused the same way.
    expect(errorCode(await sell(level.id, customer.id))).toBe('purchase.membership_renewal_not_open');
  });
});

describe('reminder and expiry by the job queue', () => {
  it('mails the reminder before the expiry, expires the membership, and the member price closes', async () => {
    const level = await createLevel({ durationMonths: 1, reminderDays: 7, renewalWindowDays: 10 });
    const customer = await createCustomer();
    const sold = await sell(level.id, customer.id);
    const m = sold.data.membership as Membership;
    const expiresAt = new Date(m.expiresAt).getTime();

    // Seven days before: the reminder reaches the member over SMTP.
    const reminder = await moveUntil(
      expiresAt - 7 * DAY - s.t.clock.now.getTime() + 1_000,
      async () => s.t.smtp!.received.find((r) => r.to.includes(customer.email))?.raw,
      (raw) => raw !== undefined,
    );
    const mail = await readMail(reminder!);
    expect(mail.subject).toContain(`${level.name} membership expires on ${m.expiresAt.slice(0, 10)}`);
    expect(mail.text).toContain(m.memberNumber);
    expect((await membershipsOf(customer.id))[0]!.status).toBe('active');

    // Inside the window: staff renew, from the current expiry.
    const renewed = await s.f.api('POST', `/api/admin/memberships/${m.id}/renew`, {
      idempotencyKey: key(),
      payments: [{ type: 'Cash', amount: 12000 }],
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const after = renewed.data.membership as Membership;
    const next = new Date(m.expiresAt);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(after.expiresAt.slice(0, 10)).toBe(next.toISOString().slice(0, 10));
    expect(after.memberNumber).toBe(m.memberNumber);

    // The first period's expiry passes: the renewed membership stays active.
    await moveUntil(
      expiresAt - s.t.clock.now.getTime() + 10_000,
      async () => (await membershipsOf(customer.id))[0]!,
      (x) => x.status === 'active',
    );
    expect((await buyMemberSeat(customer.id)).statusCode).toBe(201);

    // The renewed period ends: the job expires it and the members price closes.
    const expired = await moveUntil(
      new Date(after.expiresAt).getTime() - s.t.clock.now.getTime() + 1_000,
      async () => (await membershipsOf(customer.id))[0]!,
      (x) => x.status === 'expired',
    );
    expect(expired.status).toBe('expired');
    expect(errorCode(await buyMemberSeat(customer.id))).toBe('purchase.membership_required');
    // A lapsed membership renews from today.
    const back = await s.f.api('POST', `/api/admin/memberships/${m.id}/renew`, {
      idempotencyKey: key(),
      payments: [{ type: 'Cash', amount: 12000 }],
    });
    expect(back.statusCode, back.body).toBe(201);
    expect((back.data.membership as Membership).status).toBe('active');
  });
});
