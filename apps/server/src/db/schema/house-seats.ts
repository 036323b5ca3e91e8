import { houseSeatRelationships, houseSeatRequestStatuses } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { events } from './events';

/**
 * A house seats request (decisions/0054): staff ask seats of an event's house-seat holds for a
 * requester (artist, producer, company). The seats wait in the request's own basket on the
 * HouseSeats channel, reserved until the show; approval mails the requester a link (its token
 * kept as a hash) to pay, which checks that basket out into an order, or to cancel, which
 * returns the seats to their hold.
 */
export const houseSeatRequests = pgTable(
  'house_seat_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    basketId: uuid('basket_id').notNull(),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    relationship: text('relationship', { enum: houseSeatRelationships }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: houseSeatRequestStatuses }).notNull().default('requested'),
    /** SHA-256 of the link's token, set on approval. */
    tokenHash: text('token_hash'),
    orderId: bigint('order_id', { mode: 'number' }),
    requestedBy: integer('requested_by'),
    approvedBy: integer('approved_by'),
    /** Who canceled: a staff user, the requester through the link, or the release job. */
    canceledBy: text('canceled_by', { enum: ['staff', 'requester', 'release'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('house_seat_requests_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('house_seat_requests_basket_key').on(t.basketId),
    uniqueIndex('house_seat_requests_token_key').on(t.tokenHash).where(sql`${t.tokenHash} IS NOT NULL`),
  ],
);

export type HouseSeatRequestRow = typeof houseSeatRequests.$inferSelect;
