import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bytea } from './types';
import { users } from './users';
import { venues } from './venues';

/** A seat map of a venue (spec: venue config). Its content lives in numbered versions. */
export const venueMaps = pgTable(
  'venue_maps',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('venue_maps_active_name_key')
      .on(t.accountId, t.venueId, t.name)
      .where(sql`${t.archivedAt} IS NULL`),
  ],
);

/**
 * Every saved state of a map. Versions are never changed, so an event keeps exactly the map
 * its seats were generated from.
 */
export const venueMapVersions = pgTable(
  'venue_map_versions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    mapId: integer('map_id')
      .notNull()
      .references(() => venueMaps.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The SeatMapDefinition (packages/domain), validated before it is stored. */
    definition: jsonb('definition').notNull(),
    seatCount: integer('seat_count').notNull(),
    gaCapacity: integer('ga_capacity').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('venue_map_versions_map_version_key').on(t.mapId, t.version),
    index('venue_map_versions_account_idx').on(t.accountId),
  ],
);

/**
 * "View from seat" images uploaded in the designer (decisions/0105). A map version's sections
 * and seats name them by id; they are never changed or removed while the map stays, so every
 * version (and the events on it) keeps showing the image it was saved with.
 */
export const mapViewImages = pgTable(
  'map_view_images',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The map it was uploaded for; a copy or import of the map may show it too. */
    mapId: integer('map_id')
      .notNull()
      .references(() => venueMaps.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('map_view_images_account_idx').on(t.accountId)],
);
