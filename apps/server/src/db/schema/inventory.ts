import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { events } from './events';
import { priceLevels } from './price-levels';
import { holds, saleTypes, seatAlerts } from './seat-settings';

/** Every seat change takes the next number, so a seat map can ask "what changed since n". */
export const eventSeatChanges = pgSequence('event_seat_changes');

/**
 * One row per seat of an event. Only the inventory module writes status, basket and order.
 * The seat is unique per event, and the checks below make a row belong to at most one live
 * basket or one order: a seat can never be in two.
 */
export const eventSeats = pgTable(
  'event_seats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    row: text('row').notNull(),
    seat: text('seat').notNull(),
    position: integer('position').notNull(),
    /** Best-available quality: lower is better. */
    rank: integer('rank').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    status: text('status', { enum: ['open', 'hold', 'reserved', 'sold', 'comp', 'kill'] })
      .notNull()
      .default('open'),
    /** The hold the seat rests in; kept while reserved or sold so a release returns it there. */
    holdId: integer('hold_id').references(() => holds.id),
    priceLevelId: integer('price_level_id').references(() => priceLevels.id),
    saleTypeId: integer('sale_type_id').references(() => saleTypes.id),
    seatAlertId: integer('seat_alert_id').references(() => seatAlerts.id),
    adaType: text('ada_type'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    basketId: uuid('basket_id'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    orderId: bigint('order_id', { mode: 'number' }),
    channel: text('channel'),
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(sql`nextval('event_seat_changes')`),
  },
  (t) => [
    uniqueIndex('event_seats_place_key').on(t.eventId, t.section, t.row, t.seat),
    index('event_seats_event_change_idx').on(t.eventId, t.changeSeq),
    index('event_seats_basket_idx').on(t.basketId).where(sql`${t.basketId} IS NOT NULL`),
    index('event_seats_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
    index('event_seats_reserved_until_idx').on(t.reservedUntil).where(sql`${t.status} = 'reserved'`),
    // In a basket exactly when reserved, with an expiry; an order only once sold or comp.
    check(
      'event_seats_reserved_has_basket',
      sql`(${t.status} = 'reserved') = (${t.basketId} IS NOT NULL) AND (${t.status} <> 'reserved' OR ${t.reservedUntil} IS NOT NULL)`,
    ),
    check('event_seats_order_when_sold', sql`${t.orderId} IS NULL OR ${t.status} IN ('sold', 'comp')`),
  ],
);

/** General admission: capacity per area of an event, taken with a guarded increment. */
export const eventGaAreas = pgTable(
  'event_ga_areas',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    /** Places in live baskets plus places sold or comp. */
    taken: integer('taken').notNull().default(0),
    /**
     * Places set aside for house seats (decisions/0091): counted in `taken`, so no other
     * channel can sell them, until a house-seat request takes them or the release gives them back.
     */
    houseSeatsHeld: integer('house_seats_held').notNull().default(0),
    priceLevelId: integer('price_level_id').references(() => priceLevels.id),
    bounds: jsonb('bounds').$type<{ x: number; y: number; width: number; height: number } | null>(),
  },
  (t) => [
    uniqueIndex('event_ga_areas_event_name_key').on(t.eventId, t.name),
    check('event_ga_areas_within_capacity', sql`${t.taken} >= 0 AND ${t.taken} <= ${t.capacity}`),
    check('event_ga_areas_house_held', sql`${t.houseSeatsHeld} >= 0 AND ${t.houseSeatsHeld} <= ${t.taken}`),
  ],
);

export const gaReservationStatuses = ['reserved', 'sold', 'comp', 'released', 'expired', 'voided'] as const;

/** Places of a general-admission area held by a basket or an order. */
export const gaReservations = pgTable(
  'ga_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => eventGaAreas.id, { onDelete: 'cascade' }),
    basketId: uuid('basket_id'),
    orderId: bigint('order_id', { mode: 'number' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: gaReservationStatuses }).notNull(),
    channel: text('channel'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('ga_reservations_area_live_idx').on(t.areaId).where(sql`${t.status} = 'reserved'`),
    index('ga_reservations_basket_idx').on(t.basketId).where(sql`${t.basketId} IS NOT NULL`),
    index('ga_reservations_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
    check('ga_reservations_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every status change of a seat or general-admission place: who, when, from, to, why. */
export const seatHistory = pgTable(
  'seat_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventSeatId: bigint('event_seat_id', { mode: 'number' }),
    gaAreaId: integer('ga_area_id'),
    quantity: integer('quantity').notNull().default(1),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    basketId: uuid('basket_id'),
    orderId: bigint('order_id', { mode: 'number' }),
    channel: text('channel'),
    userId: integer('user_id'),
    holdId: integer('hold_id'),
    // Why the product changed the seat (a SeatHistoryReason); reason holds a note staff typed.
    reasonCode: text('reason_code'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('seat_history_event_seat_idx').on(t.eventId, t.eventSeatId, t.createdAt),
    index('seat_history_account_created_idx').on(t.accountId, t.createdAt),
  ],
);

export type EventSeatRow = typeof eventSeats.$inferSelect;
