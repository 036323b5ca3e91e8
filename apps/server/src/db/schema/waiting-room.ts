import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { events } from './events';

/**
 * The waiting room of an event in heavy on-sale mode (decisions/0055): the admission schedule
 * staff set (people per minute, changed live). Created by the first visitor or the first rate
 * set; `since` null means admission starts at the event's web on-sale moment.
 */
export const waitingRooms = pgTable(
  'waiting_rooms',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ratePerMinute: integer('rate_per_minute').notNull(),
    /** People let in by `since` (a fraction between two admissions is kept). */
    admittedBefore: doublePrecision('admitted_before').notNull().default(0),
    since: timestamp('since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Places numbered so far (the last place given); null until the early arrivals' order is
     * drawn, at the first join or poll on or after the on-sale moment (decisions/0120).
     */
    placesGiven: bigint('places_given', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.eventId] })],
);

/**
 * One visitor's place in an event's queue. Queue order is (`rank`, `arrival`): early arrivals
 * draw a random rank, later ones share one rank and keep their arrival order. Before the draw
 * the order index answers an early arrival's position with an index-only count; after it the
 * entry's `place` does.
 */
export const waitingRoomEntries = pgTable(
  'waiting_room_entries',
  {
    id: uuid('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    rank: bigint('rank', { mode: 'number' }).notNull(),
    arrival: bigserial('arrival', { mode: 'number' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** The first time the visitor was told they are in: their admission token runs from here. */
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    /**
     * The entry's place in queue order (1 first), given once the order is drawn: a poll reads
     * how many are ahead from it instead of counting them. Null for an early arrival until then.
     */
    place: bigint('place', { mode: 'number' }),
  },
  (t) => [
    index('waiting_room_entries_order_idx').on(t.accountId, t.eventId, t.rank, t.arrival),
    uniqueIndex('waiting_room_entries_place_idx').on(t.accountId, t.eventId, t.place),
  ],
);
