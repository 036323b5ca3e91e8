import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { deliveryMethods } from './delivery-plans';
import { events } from './events';
import { eventSeats, gaReservations } from './inventory';
import { partners } from './partners';
import { priceLevels } from './price-levels';
import { priceTypes } from './templates';
import type { NameTranslations } from './types';
import { users } from './users';

export interface PostalAddress {
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
}

/** A fee charged on a ticket or an order, named as sold (decisions/0041). */
export interface SoldFee {
  feeId: number;
  /** The fee's name as entered when it was charged. */
  name: string;
  /** Its translations then; absent on charges recorded before they were kept. */
  nameTranslations?: NameTranslations;
  amount: number;
  added: boolean;
}

/** People who buy: shop accounts and box-office customers alike (spec §3 "Customer"). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    organization: text('organization').notNull().default(''),
    billingAddress: jsonb('billing_address').$type<PostalAddress | null>(),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress | null>(),
    memberId: text('member_id'),
    memberSince: timestamp('member_since', { withTimezone: true }),
    audienceRewardsNumber: text('audience_rewards_number'),
    accessCardNumber: text('access_card_number'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Set when the customer has a shop login. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when staff removed the personal data; orders and money stay. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customers_account_name_idx').on(
      t.accountId,
      sql`lower(${t.lastName})`,
      sql`lower(${t.firstName})`,
    ),
    uniqueIndex('customers_account_email_key').on(t.accountId, sql`lower(${t.email})`),
  ],
);

/**
 * A basket: what a buyer has reserved and not yet paid for. Its seats and places live in the
 * inventory tables under the basket's id; its items say how each is priced.
 */
export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    status: text('status', { enum: ['open', 'checked_out', 'abandoned'] })
      .notNull()
      .default('open'),
    customerId: integer('customer_id').references(() => customers.id),
    /** Staff member selling (box office, call center); null in the shop. */
    userId: integer('user_id').references(() => users.id),
    promoCode: text('promo_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when staff save the basket to finish later (spec "saved baskets"). */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    name: text('name'),
    notes: text('notes'),
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** A group's basket (decisions/0057): basis points off every ticket's face value; 0 for others. */
    groupDiscountBp: integer('group_discount_bp').notNull().default(0),
    /** Shop baskets: SHA-256 of the buying browser's basket cookie; null for staff baskets. */
    browserSecretHash: text('browser_secret_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Open baskets by expiry, for the reconciliation's sweep. Deliberately no index on
    // (account, status): with statistics from a young table the planner preferred it to the
    // primary key for `id = … AND status = 'open'` and scanned every open basket of the account.
    index('baskets_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    index('baskets_saved_idx')
      .on(t.accountId, t.savedAt)
      .where(sql`${t.savedAt} IS NOT NULL AND ${t.status} = 'open'`),
    index('baskets_browser_idx').on(t.accountId, t.browserSecretHash),
  ],
);

/**
 * One line of a basket: a reserved seat, or general-admission places, with its price type.
 *
 * The account, event, GA area and price level columns have no foreign key
 * (decisions/0032-grouped-lookups-and-writes.md): every check of one locks the referenced row,
 * and those rows are shared by every add of an on-sale at once. Only `basket_write_lines`
 * writes lines, copying these columns from the seat or GA area row it reads in the same
 * statement; those rows are archived, never deleted; and the basket, seat and GA reservation
 * keys, which are a line's own, stay.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    kind: text('kind', { enum: ['seat', 'ga'] }).notNull(),
    eventSeatId: bigint('event_seat_id', { mode: 'number' }).references(() => eventSeats.id),
    gaReservationId: bigint('ga_reservation_id', { mode: 'number' }).references(() => gaReservations.id),
    gaAreaId: integer('ga_area_id'),
    quantity: integer('quantity').notNull().default(1),
    priceLevelId: integer('price_level_id'),
    priceTypeId: integer('price_type_id').references(() => priceTypes.id),
    /** The season package bought for this seat (`season_package_lines`); null for a line of its own. */
    packageLineId: bigint('package_line_id', { mode: 'number' }),
    /** This part's share of the package's price: its face value instead of the price level's. */
    packageUnitPrice: integer('package_unit_price'),
    /** The template package or event plan sold as one line with this part (`bundle_lines`, decisions/0112). */
    bundleLineId: bigint('bundle_line_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Also the index of a basket's lines (its leading column): no second index on basket_id alone.
    uniqueIndex('basket_items_seat_key').on(t.basketId, t.eventSeatId),
    check(
      'basket_items_kind_shape',
      sql`(${t.kind} = 'seat' AND ${t.eventSeatId} IS NOT NULL AND ${t.quantity} = 1) OR (${t.kind} = 'ga' AND ${t.gaReservationId} IS NOT NULL AND ${t.quantity} > 0)`,
    ),
  ],
);

/**
 * An order: a basket paid for. A basket becomes at most one order, and a checkout retried with
 * the same idempotency key answers the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    globalId: uuid('global_id').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['new', 'used', 'voided'] })
      .notNull()
      .default('new'),
    channel: text('channel').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    /** The buyer as given at checkout (kept even if the customer record changes). */
    buyer: jsonb('buyer').notNull(),
    faceValueTotal: integer('face_value_total').notNull(),
    feeTotal: integer('fee_total').notNull(),
    discountTotal: integer('discount_total').notNull(),
    deliveryTotal: integer('delivery_total').notNull().default(0),
    total: integer('total').notNull(),
    promoCode: text('promo_code'),
    userId: integer('user_id').references(() => users.id),
    /** When the tickets are to be delivered (set by staff on the order). */
    deliveryDate: timestamp('delivery_date', { withTimezone: true }),
    /** Set when the buyer's personal data was removed (tools → anonymize order). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    /** The delivery method chosen at checkout, and the postal address for mail. */
    deliveryMethodId: integer('delivery_method_id').references(() => deliveryMethods.id, {
      onDelete: 'set null',
    }),
    deliveryAddress: jsonb('delivery_address').$type<PostalAddress | null>(),
    /**
     * The per-order fees as the pricing engine computed them, each named as sold (`SoldFee`);
     * empty for orders placed before they were recorded (their amount is in `fee_total`).
     */
    fees: jsonb('fees').$type<SoldFee[]>().notNull().default(sql`'[]'::jsonb`),
    /** The partner the sale is credited to, and the commission owed to it (decisions/0053). */
    partnerId: integer('partner_id').references(() => partners.id),
    partnerCommission: integer('partner_commission').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_basket_key').on(t.basketId),
    uniqueIndex('orders_idempotency_key').on(t.accountId, t.idempotencyKey),
    // The orders list: newest first, keyset on (created_at, id).
    index('orders_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('orders_buyer_email_idx').on(t.accountId, sql`lower(${t.buyer}->>'email')`),
    index('orders_buyer_last_name_idx').on(t.accountId, sql`(lower(${t.buyer}->>'lastName') COLLATE "C")`),
    check('orders_total_not_negative', sql`${t.total} >= 0`),
  ],
);

/** A ticket of an order (spec §3 "Ticket row" and "Ticket or bundle"). */
export const orderTickets = pgTable(
  'order_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    eventSeatId: bigint('event_seat_id', { mode: 'number' }).references(() => eventSeats.id),
    gaReservationId: bigint('ga_reservation_id', { mode: 'number' }).references(() => gaReservations.id),
    /** EventId-Section-Row-SeatId, or EventId-Area for general admission. */
    seatKey: text('seat_key').notNull(),
    section: text('section').notNull(),
    row: text('row').notNull().default(''),
    seat: text('seat').notNull().default(''),
    priceLevelId: integer('price_level_id').references(() => priceLevels.id),
    priceTypeId: integer('price_type_id').references(() => priceTypes.id),
    /**
     * The price type's name as entered and its translations when the ticket was sold: the
     * ticket keeps the name it was sold under, in every language (decisions/0041).
     */
    priceTypeName: text('price_type_name'),
    priceTypeNameTranslations: jsonb('price_type_name_translations')
      .$type<NameTranslations>()
      .notNull()
      .default({}),
    faceValue: integer('face_value').notNull(),
    discount: integer('discount').notNull().default(0),
    /** The fee charges of this ticket as the pricing engine computed them, named as sold (`SoldFee`). */
    fees: jsonb('fees').$type<SoldFee[]>().notNull().default(sql`'[]'::jsonb`),
    total: integer('total').notNull(),
    status: text('status', { enum: ['new', 'used', 'voided'] })
      .notNull()
      .default('new'),
    /** The season package this ticket is a part of (`season_package_lines`). */
    packageLineId: bigint('package_line_id', { mode: 'number' }),
    /** The template package or event plan this ticket is a part of (`bundle_lines`, decisions/0112). */
    bundleLineId: bigint('bundle_line_id', { mode: 'number' }),
    barcode: text('barcode').notNull(),
    printCount: integer('print_count').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** How many barcodes this ticket has had (1 until a reissue). */
    barcodesIssued: integer('barcodes_issued').notNull().default(1),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The ticket-taker (usher) message shown when the ticket is scanned. */
    usherMessage: text('usher_message').notNull().default(''),
    firstScannedAt: timestamp('first_scanned_at', { withTimezone: true }),
    /** Scanned in and not scanned out since. */
    admitted: boolean('admitted').notNull().default(false),
    /** The transfer waiting for its recipient (`ticket_transfers`); null when none is. */
    pendingTransferId: bigint('pending_transfer_id', { mode: 'number' }),
    /** The customer who holds the ticket after a claimed transfer; null: the order's buyer. */
    holderCustomerId: integer('holder_customer_id').references(() => customers.id),
  },
  (t) => [
    index('order_tickets_order_idx').on(t.orderId),
    index('order_tickets_event_order_idx').on(t.eventId, t.orderId),
    // Daily figures: the tickets voided on each day (decisions/0084).
    index('order_tickets_voided_idx').on(t.accountId, t.voidedAt).where(sql`${t.voidedAt} IS NOT NULL`),
    uniqueIndex('order_tickets_barcode_key').on(t.accountId, t.barcode),
    // A seat is on at most one live ticket.
    uniqueIndex('order_tickets_live_seat_key')
      .on(t.eventSeatId)
      .where(sql`${t.eventSeatId} IS NOT NULL AND ${t.status} <> 'voided'`),
  ],
);

/**
 * Everything that happens to an order after it is placed, by whom (spec "activity" tab):
 * placed, payments, refunds, voids, notes, reissued barcodes, emails sent, reconciliation.
 * `kind` is a short dotted name (`order.placed`, `ticket.voided`, …); `details` holds what the
 * activity list shows. Rows are only ever added.
 */
export const orderActivity = pgTable(
  'order_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Staff member who did it; null for the buyer in the shop or the system. */
    userId: integer('user_id').references(() => users.id),
    /** Who did it when there is no staff member: `customer` or `system`. */
    actor: text('actor', { enum: ['staff', 'customer', 'system'] }).notNull(),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_activity_order_idx').on(t.orderId, t.createdAt)],
);
