import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { venueMaps, venueMapVersions } from './maps';
import { eventTemplates } from './templates';
import { venues } from './venues';

/**
 * Events, as far as seat inventory needs them: where and when, the map chosen, the map
 * version its seats were generated from, and whether it is on sale. The events area grows it.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    mapId: integer('map_id').references(() => venueMaps.id),
    templateId: integer('template_id').references(() => eventTemplates.id),
    /** Set when seats are generated: the exact map version the seats came from. */
    mapVersionId: integer('map_version_id').references(() => venueMapVersions.id),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(false),
    dontLeaveSingleSeats: boolean('dont_leave_single_seats').notNull().default(false),
    seatsGeneratedAt: timestamp('seats_generated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('events_account_starts_idx').on(t.accountId, t.startsAt),
    index('events_map_idx').on(t.mapId),
    // Seats exist before an event can be active (spec §4).
    check('events_active_needs_seats', sql`NOT ${t.active} OR ${t.seatsGeneratedAt} IS NOT NULL`),
  ],
);
