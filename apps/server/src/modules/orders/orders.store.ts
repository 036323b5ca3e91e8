import type { Order } from '@tessera/contract';
import {
  type NameTranslations,
  type OrderStatus,
  type RefundState,
  refundsOutstanding,
  type ShippedLocale,
} from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderTickets, payments, type SoldFee } from '@/db/schema';
import { arrayParam, rows } from '@/db/sql';
import { type NameReader, nameReader } from '@/platform/i18n/venue-names';
import { orderProductPart } from './order-products.store';

export async function orderIdByKey(
  db: Db,
  accountId: number,
  idempotencyKey: string,
): Promise<{ id: number; basketId: string } | null> {
  const [row] = await rows<{ id: number | string; basket_id: string }>(
    db,
    sql`SELECT id, basket_id FROM orders WHERE account_id = ${accountId} AND idempotency_key = ${idempotencyKey}`,
  );
  return row ? { id: Number(row.id), basketId: row.basket_id } : null;
}

export interface NewOrder {
  globalId: string;
  basketId: string;
  idempotencyKey: string;
  channel: string;
  buyer: Order['buyer'];
  faceValueTotal: number;
  feeTotal: number;
  discountTotal: number;
  total: number;
  /** The per-order fees, named as sold. */
  fees: SoldFee[];
  promoCode: string | null;
  userId: number | null;
  /** The partner the sale is credited to and the commission owed to it (decisions/0053). */
  partnerId?: number | null;
  partnerCommission?: number;
}

export async function insertOrder(tx: Db, accountId: number, order: NewOrder, now: Date): Promise<number> {
  const [row] = await rows<{ id: number | string }>(
    tx,
    sql`INSERT INTO orders (global_id, account_id, basket_id, idempotency_key, channel, buyer, face_value_total,
        fee_total, discount_total, total, fees, promo_code, user_id, partner_id, partner_commission, created_at)
      VALUES (${order.globalId}::uuid, ${accountId}, ${order.basketId}::uuid, ${order.idempotencyKey}, ${order.channel},
        ${JSON.stringify(order.buyer)}::jsonb, ${order.faceValueTotal}, ${order.feeTotal}, ${order.discountTotal},
        ${order.total}, ${JSON.stringify(order.fees)}::jsonb, ${order.promoCode}, ${order.userId},
        ${order.partnerId ?? null}, ${order.partnerCommission ?? 0}, ${now})
      RETURNING id`,
  );
  return Number(row!.id);
}

export interface NewTicket {
  eventId: number;
  eventSeatId: number | null;
  gaReservationId: number | null;
  seatKey: string;
  section: string;
  row: string;
  seat: string;
  priceLevelId: number | null;
  priceTypeId: number | null;
  /** The price type's name and translations as sold (decisions/0041). */
  priceTypeName: string | null;
  priceTypeNameTranslations: NameTranslations;
  faceValue: number;
  discount: number;
  fees: SoldFee[];
  total: number;
  barcode: string;
  /** The season package the ticket is a part of (decisions/0086). */
  packageLineId?: number | null;
  /** The template package or event plan the ticket is a part of (decisions/0112). */
  bundleLineId?: number | null;
}

/** Every ticket of an order in one statement. */
export async function insertTickets(
  tx: Db,
  accountId: number,
  orderId: number,
  tickets: readonly NewTicket[],
  now: Date,
): Promise<void> {
  if (tickets.length === 0) return;
  await tx.insert(orderTickets).values(tickets.map((t) => ({ ...t, accountId, orderId, issuedAt: now })));
}

export interface NewPayment {
  type: string;
  amount: number;
  method: string | null;
  last4: string | null;
  providerId: string | null;
  /** The payment port's adapter holding a card charge; null for offline payments. */
  processor: string | null;
  paymentAccountId: number | null;
  /** Card payments are `authorized` until their capture is confirmed after the order commits. */
  status: 'authorized' | 'captured';
}

/** Every payment of an order in one statement. */
export async function insertPayments(
  tx: Db,
  accountId: number,
  orderId: number,
  list: readonly NewPayment[],
  now: Date,
): Promise<number[]> {
  if (list.length === 0) return [];
  const inserted = await tx
    .insert(payments)
    .values(list.map((p) => ({ ...p, accountId, orderId, createdAt: now })))
    .returning({ id: payments.id });
  return inserted.map((p) => p.id);
}

/** Card payments whose charges the processor confirmed captured. */
export async function markPaymentsCaptured(db: Db, accountId: number, chargeIds: readonly string[]) {
  if (chargeIds.length === 0) return;
  await db.execute(
    sql`UPDATE payments SET status = 'captured'
      WHERE account_id = ${accountId} AND provider_id = ANY(${arrayParam([...chargeIds])}::text[]) AND status = 'authorized'`,
  );
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** Fee charges as the API shows them: named for the reader as sold. */
export function soldFeesFor(name: NameReader, fees: readonly SoldFee[] | null) {
  return (fees ?? []).map((f) => ({
    feeId: f.feeId,
    name: name(f.name, f.nameTranslations),
    amount: f.amount,
    added: f.added,
  }));
}

/** The order row, locked for the rest of the transaction when asked. */
export async function orderRow(db: Db, accountId: number, orderId: number, lock = false) {
  const [row] = await rows<{
    id: number | string;
    status: OrderStatus;
    total: number;
    buyer: Order['buyer'];
    anonymized_at: Date | string | null;
    partner_id: number | null;
  }>(
    db,
    sql`SELECT id, status, total, buyer, anonymized_at, partner_id FROM orders
      WHERE account_id = ${accountId} AND id = ${orderId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/**
 * An order with its tickets, payments and refunds, tenant-scoped; null when there is none.
 * Price types, fees and products are named as sold and the delivery method as it is now, each
 * in the reader's `locale` (decisions/0041). Its several reads see one snapshot, so a refund
 * settling meanwhile shows on both its payment and its refund line or on neither (inside a
 * caller's transaction they share the caller's).
 */
export function orderDetail(
  db: Db,
  accountId: number,
  orderId: number,
  locale: ShippedLocale,
): Promise<Order | null> {
  return db.transaction((tx) => readOrderDetail(tx, accountId, orderId, locale), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readOrderDetail(
  db: Db,
  accountId: number,
  orderId: number,
  locale: ShippedLocale,
): Promise<Order | null> {
  const [o] = await rows<{
    id: number | string;
    global_id: string;
    status: OrderStatus;
    channel: string;
    buyer: Order['buyer'];
    face_value_total: number;
    fee_total: number;
    discount_total: number;
    delivery_total: number;
    total: number;
    promo_code: string | null;
    user_id: number | null;
    seller_name: string | null;
    partner_id: number | null;
    partner_name: string | null;
    partner_commission: number;
    delivery_date: Date | string | null;
    delivery_method_type: string | null;
    delivery_method_name: string | null;
    delivery_method_translations: NameTranslations | null;
    fees: SoldFee[];
    default_language: string;
    anonymized_at: Date | string | null;
    customer_id: number | null;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT o.*, u.first_name || ' ' || u.last_name AS seller_name, a.default_language,
        dm.type AS delivery_method_type, dm.display_name AS delivery_method_name,
        dm.name_translations AS delivery_method_translations, pa.name AS partner_name
      FROM orders o
      JOIN accounts a ON a.id = o.account_id
      LEFT JOIN users u ON u.id = o.user_id
      LEFT JOIN partners pa ON pa.id = o.partner_id AND pa.account_id = o.account_id
      LEFT JOIN delivery_methods dm ON dm.id = o.delivery_method_id
      WHERE o.account_id = ${accountId} AND o.id = ${orderId}`,
  );
  if (!o) return null;
  const name = nameReader(locale, o.default_language);
  const tickets = await rows<{
    id: number | string;
    event_id: number;
    event_name: string;
    starts_at: Date | string;
    timezone: string;
    venue_name: string;
    event_seat_id: number | string | null;
    seat_key: string;
    section: string;
    row: string;
    seat: string;
    price_level_name: string | null;
    price_type_name: string | null;
    price_type_name_translations: NameTranslations | null;
    face_value: number;
    discount: number;
    fees: SoldFee[];
    total: number;
    status: OrderStatus;
    barcode: string;
    package_line_id: number | string | null;
    bundle_line_id: number | string | null;
  }>(
    db,
    sql`SELECT t.id, t.event_id, e.name AS event_name, e.starts_at, v.timezone, v.name AS venue_name,
        t.event_seat_id, t.seat_key, t.section, t.row, t.seat,
        pl.name AS price_level_name, t.price_type_name, t.price_type_name_translations,
        t.face_value, t.discount, t.fees, t.total, t.status, t.barcode, t.package_line_id, t.bundle_line_id
      FROM order_tickets t JOIN events e ON e.id = t.event_id JOIN venues v ON v.id = e.venue_id
      LEFT JOIN price_levels pl ON pl.id = t.price_level_id
      WHERE t.account_id = ${accountId} AND t.order_id = ${orderId} ORDER BY t.id`,
  );
  const paymentRows = await rows<{
    id: number | string;
    type: string;
    amount: number;
    method: string | null;
    last4: string | null;
    status: string;
    refunded: number | string;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT p.id, p.type, p.amount, p.method, p.last4, p.status, p.created_at,
        COALESCE((SELECT sum(r.amount) FROM order_refunds r WHERE r.payment_id = p.id), 0) AS refunded
      FROM payments p WHERE p.account_id = ${accountId} AND p.order_id = ${orderId} ORDER BY p.id`,
  );
  const refundRows = await rows<{
    id: number | string;
    payment_id: number | string;
    payment_type: string;
    amount: number;
    by: string | null;
    state: RefundState;
    failure_code: string | null;
    created_at: Date | string;
    gift_certificate_number: string | null;
    on_account: boolean;
  }>(
    db,
    sql`SELECT r.id, r.payment_id, p.type AS payment_type, r.amount, r.state, r.failure_code, r.created_at,
        u.first_name || ' ' || u.last_name AS by, g.number AS gift_certificate_number,
        EXISTS (SELECT 1 FROM customer_credit_entries c WHERE c.refund_id = r.id) AS on_account
      FROM order_refunds r JOIN payments p ON p.id = r.payment_id LEFT JOIN users u ON u.id = r.user_id
      LEFT JOIN gift_certificates g ON g.issued_for_refund_id = r.id AND g.account_id = r.account_id
      WHERE r.account_id = ${accountId} AND r.order_id = ${orderId} ORDER BY r.id`,
  );
  const paid = paymentRows.reduce((a, p) => a + p.amount, 0);
  const refunded = refundRows.reduce((a, r) => a + r.amount, 0);
  return {
    id: Number(o.id),
    globalId: o.global_id,
    status: o.status,
    channel: o.channel,
    buyer: o.buyer,
    tickets: tickets.map((t) => ({
      id: Number(t.id),
      eventId: t.event_id,
      eventName: t.event_name,
      eventStartsAt: iso(t.starts_at),
      eventTimeZone: t.timezone,
      venueName: t.venue_name,
      eventSeatId: t.event_seat_id === null ? null : Number(t.event_seat_id),
      seatKey: t.seat_key,
      section: t.section,
      row: t.row,
      seat: t.seat,
      priceLevelName: t.price_level_name,
      priceTypeName:
        t.price_type_name === null ? null : name(t.price_type_name, t.price_type_name_translations),
      faceValue: t.face_value,
      discount: t.discount,
      fees: soldFeesFor(name, t.fees),
      total: t.total,
      status: t.status,
      barcode: t.barcode,
      packageLineId: t.package_line_id === null ? null : Number(t.package_line_id),
      bundleLineId: t.bundle_line_id === null ? null : Number(t.bundle_line_id),
    })),
    ...(await orderProductPart(db, accountId, orderId, name)),
    orderFees: soldFeesFor(name, o.fees),
    payments: paymentRows.map((p) => ({
      id: Number(p.id),
      type: p.type,
      amount: p.amount,
      method: p.method,
      last4: p.last4,
      status: p.status,
      refunded: Number(p.refunded),
      createdAt: iso(p.created_at),
    })),
    refunds: refundRows.map((r) => ({
      id: Number(r.id),
      paymentId: Number(r.payment_id),
      paymentType: r.payment_type,
      amount: r.amount,
      by: r.by,
      state: r.state,
      failureCode: r.failure_code,
      giftCertificateNumber: r.gift_certificate_number,
      onAccount: r.on_account,
      createdAt: iso(r.created_at),
    })),
    customerId: o.customer_id,
    seller: o.user_id !== null && o.seller_name ? { id: o.user_id, name: o.seller_name } : null,
    deliveryDate: o.delivery_date ? iso(o.delivery_date) : null,
    deliveryMethod:
      o.delivery_method_type === null
        ? null
        : {
            type: o.delivery_method_type,
            displayName: name(o.delivery_method_name ?? '', o.delivery_method_translations),
          },
    anonymized: o.anonymized_at !== null,
    netPaid: paid - refunded,
    refundsOutstanding: refundsOutstanding(refundRows),
    faceValueTotal: o.face_value_total,
    feeTotal: o.fee_total,
    discountTotal: o.discount_total,
    deliveryTotal: o.delivery_total,
    total: o.total,
    promoCode: o.promo_code,
    partner:
      o.partner_id !== null && o.partner_name !== null ? { id: o.partner_id, name: o.partner_name } : null,
    partnerCommission: o.partner_commission,
    createdAt: iso(o.created_at),
  };
}

/** The holds a voided ticket's seat may go back to (not archived, not kills), by name. */
export const holdsToReturnTo = (db: Db, accountId: number) =>
  rows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM holds WHERE account_id = ${accountId} AND archived_at IS NULL AND NOT act_as_kill ORDER BY name`,
  );
