import { type CustomerProfile, templateSections } from '@tessera/contract';
import {
  buyerSeatLocation,
  consumerTitles,
  hidesSeatLocations,
  type ShippedLocale,
  selfExchangeOpen,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import type { PostalAddress } from '@/db/schema';
import { customerChanged } from '@/modules/customers/customers.service';
import { AppError } from '@/platform/http/app-error';
import { nameReader } from '@/platform/i18n/venue-names';
import { type CustomerRow, updateCustomer } from './customer-accounts.store';
import {
  customerLiveTicketRows,
  customerOrderRow,
  customerOrderRows,
  customerOrderTicketRows,
  type OrderRow,
  type TicketRow,
} from './customer-history.store';

type Title = (typeof consumerTitles)[number];

export function profileOf(row: CustomerRow): CustomerProfile {
  const a = row.billingAddress;
  return {
    id: row.id,
    title:
      row.title && (consumerTitles as readonly string[]).includes(row.title) ? (row.title as Title) : null,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: a
      ? {
          line1: a.line1,
          line2: a.line2 ?? '',
          city: a.city,
          region: a.region ?? '',
          postalCode: a.postalCode,
          country: a.country,
        }
      : null,
  };
}

/** The signed-in customer changes their details; CRM receivers hear of it (customer.changed). */
export async function updateCustomerProfile(
  db: Db,
  accountId: number,
  customerId: number,
  body: Omit<CustomerProfile, 'id' | 'email'>,
  now: Date,
): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const row = await updateCustomer(tx, accountId, customerId, {
      title: body.title,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      billingAddress: addressOf(body.address),
    });
    if (!row) throw new AppError('auth.unauthenticated');
    await customerChanged(tx, accountId, customerId, 'updated', now);
    return row;
  });
}

export function addressOf(address: CustomerProfile['address']): PostalAddress | null {
  return address ? { ...address } : null;
}

/** An order of the list, its delivery method named in the buyer's `locale` (else its type). */
function summaryOf(r: OrderRow, locale: ShippedLocale) {
  const name = nameReader(locale, r.default_language);
  return {
    id: Number(r.id),
    createdAt: new Date(r.created_at).toISOString(),
    status: r.status,
    total: r.total,
    currency: r.currency,
    ticketCount: Number(r.ticket_count),
    deliveryMethod:
      r.delivery_method_type === null
        ? null
        : name(r.delivery_method_name ?? '', r.delivery_method_translations) || r.delivery_method_type,
  };
}

/** The customer's orders, newest first (orders link to customers through customer_id). */
export async function customerOrders(db: Db, accountId: number, customerId: number, locale: ShippedLocale) {
  const list = await customerOrderRows(db, accountId, customerId);
  return list.map((r) => summaryOf(r, locale));
}

const dateOf = (v: Date | string | null) => (v === null ? null : new Date(v));

/** Whether the customer may exchange this ticket in the shop now (domain `selfExchangeOpen`). */
function exchangeableNow(t: TicketRow, now: Date): boolean {
  if (t.status !== 'new' || t.pending_transfer_id !== null) return false;
  return selfExchangeOpen(
    {
      exchangeFeeOverride: t.exchange_fee_override,
      waiveExchangeFees: t.waive_exchange_fees,
      selfExchangeOffSaleAt: dateOf(t.self_exchange_off_sale_at),
      lockAt: dateOf(t.lock_at),
      startsAt: dateOf(t.starts_at),
    },
    templateSections.exchanges.parse(t.exchanges ?? {}),
    now,
  );
}

/** A ticket of the customer's, its price type named as sold in the buyer's `locale`. */
const ticketOf = (t: TicketRow, locale: ShippedLocale, now: Date) => ({
  id: Number(t.id),
  orderId: Number(t.order_id),
  eventId: Number(t.event_id),
  seriesId: t.template_id === null ? null : Number(t.template_id),
  exchangeable: exchangeableNow(t, now),
  eventName: t.event_name,
  eventStartsAt: new Date(t.starts_at).toISOString(),
  eventTimeZone: t.timezone,
  venueName: t.venue_name,
  // Left out for a group or house-seat order when the account hides seat locations there.
  ...buyerSeatLocation(t, hidesSeatLocations(t.channel, t.hide_seat_locations_group_house)),
  priceTypeName:
    t.price_type_name === null
      ? null
      : nameReader(locale, t.default_language)(t.price_type_name, t.price_type_name_translations),
  total: t.total,
  status: t.status,
  barcode: t.barcode,
});

export async function customerOrder(
  db: Db,
  accountId: number,
  customerId: number,
  orderId: number,
  locale: ShippedLocale,
  now: Date,
) {
  const order = await customerOrderRow(db, accountId, customerId, orderId);
  if (!order) throw new AppError('purchase.order_not_found');
  const tickets = await customerOrderTicketRows(db, accountId, customerId, orderId);
  return { ...summaryOf(order, locale), tickets: tickets.map((t) => ticketOf(t, locale, now)) };
}

/** Live tickets: not voided, for events that have not ended yet, named in the buyer's `locale`. */
export async function customerTickets(
  db: Db,
  accountId: number,
  customerId: number,
  now: Date,
  locale: ShippedLocale,
) {
  const list = await customerLiveTicketRows(db, accountId, customerId, now);
  return list.map((t) => ticketOf(t, locale, now));
}
