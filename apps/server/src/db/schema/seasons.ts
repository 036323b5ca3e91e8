import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { baskets, customers } from './commerce';
import { events } from './events';
import { holds } from './seat-settings';
import { priceTypes } from './templates';

/** A season (Account settings → Seasons, decisions/0086): a name, its dates and the events it groups. */
export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seasons_account_name_key').on(t.accountId, sql`lower(${t.name})`),
    check('seasons_dates_in_order', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** The events of a season. */
export const seasonEvents = pgTable(
  'season_events',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.eventId] }), index('season_events_event_idx').on(t.eventId)],
);

/**
 * A season package: a fixed package sells the same seat in every event of its season at one
 * price per price type for the whole package.
 */
export const seasonPackages = pgTable(
  'season_packages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['fixed', 'flex'] })
      .notNull()
      .default('fixed'),
    /** A flex package: how many events of its season the buyer chooses (decisions/0108); null when fixed. */
    chooseCount: integer('choose_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The package of the season before whose holders are offered this one (decisions/0096). */
    renewsPackageId: integer('renews_package_id'),
    /** Until when the holders' seats are held for them; the job queue releases them then. */
    renewalDeadline: timestamp('renewal_deadline', { withTimezone: true }),
    /** The hold the renewal seats rest in, made by the roll. */
    renewalHoldId: integer('renewal_hold_id').references(() => holds.id),
    renewalsRolledAt: timestamp('renewals_rolled_at', { withTimezone: true }),
    renewalsReleasedAt: timestamp('renewals_released_at', { withTimezone: true }),
  },
  (t) => [
    index('season_packages_season_idx').on(t.accountId, t.seasonId),
    uniqueIndex('season_packages_season_name_key').on(t.seasonId, sql`lower(${t.name})`),
    check(
      'season_packages_choose_count_shape',
      sql`(${t.kind} = 'fixed' AND ${t.chooseCount} IS NULL) OR (${t.kind} = 'flex' AND ${t.chooseCount} >= 1)`,
    ),
  ],
);

/** The whole package's price (minor units) for one price type. */
export const seasonPackagePrices = pgTable(
  'season_package_prices',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => seasonPackages.id, { onDelete: 'cascade' }),
    priceTypeId: integer('price_type_id')
      .notNull()
      .references(() => priceTypes.id),
    price: integer('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.priceTypeId] }),
    check('season_package_prices_not_negative', sql`${t.price} >= 0`),
  ],
);

/**
 * One package bought for one seat: its parts are the basket lines (then the tickets) that carry
 * its id, one per event of the package. The order is the basket's.
 */
export const seasonPackageLines = pgTable(
  'season_package_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => seasonPackages.id),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    priceTypeId: integer('price_type_id')
      .notNull()
      .references(() => priceTypes.id),
    section: text('section').notNull(),
    row: text('row').notNull(),
    seat: text('seat').notNull(),
    price: integer('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The renewal this line renews, if it is one (decisions/0096). */
    renewalId: bigint('renewal_id', { mode: 'number' }),
  },
  (t) => [
    index('season_package_lines_renewal_idx').on(t.renewalId).where(sql`${t.renewalId} IS NOT NULL`),
    index('season_package_lines_basket_idx').on(t.basketId),
    index('season_package_lines_package_idx').on(t.packageId),
  ],
);

/**
 * One holder of the season before offered the next season's package (decisions/0096): their
 * place, held in every event of the package until the deadline (`held`), or not held because a
 * seat of it was not open at the roll (`unavailable`), or given back at the deadline
 * (`released`). Renewed is read from the order of a package line that carries its id.
 */
export const seasonRenewals = pgTable(
  'season_renewals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => seasonPackages.id, { onDelete: 'cascade' }),
    sourceLineId: bigint('source_line_id', { mode: 'number' }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    priceTypeId: integer('price_type_id')
      .notNull()
      .references(() => priceTypes.id),
    section: text('section').notNull(),
    row: text('row').notNull(),
    seat: text('seat').notNull(),
    status: text('status', { enum: ['held', 'unavailable', 'released'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('season_renewals_source_key').on(t.packageId, t.sourceLineId),
    index('season_renewals_customer_idx').on(t.accountId, t.customerId),
  ],
);

/** The seat held for a renewal in one event; a seat is held for one renewal at most. */
export const seasonRenewalSeats = pgTable(
  'season_renewal_seats',
  {
    renewalId: bigint('renewal_id', { mode: 'number' })
      .notNull()
      .references(() => seasonRenewals.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    eventSeatId: bigint('event_seat_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.renewalId, t.eventId] }),
    uniqueIndex('season_renewal_seats_seat_key').on(t.eventSeatId),
  ],
);
