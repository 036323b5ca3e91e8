import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orderTickets } from './commerce';
import { events } from './events';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Every scan at the door, accepted or refused (spec §3 ticket "scan history"). */
export const ticketScans = pgTable(
  'ticket_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null when the barcode matched no ticket. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    ticketId: bigint('ticket_id', { mode: 'number' }).references(() => orderTickets.id, {
      onDelete: 'cascade',
    }),
    barcode: text('barcode').notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    location: text('location').notNull().default(''),
    message: text('message').notNull().default(''),
    result: text('result', { enum: ['accepted', 'refused'] }).notNull(),
    /** Why a scan was refused: already_used, not_admitted, voided, reissued, unknown, other_event. */
    reason: text('reason'),
    userId: integer('user_id'),
    scannedAt: at('scanned_at').notNull(),
  },
  (t) => [
    index('ticket_scans_event_idx').on(t.accountId, t.eventId, t.scannedAt),
    index('ticket_scans_ticket_idx').on(t.ticketId),
  ],
);

/** Barcodes a reissue replaced: they never scan again and are never handed out again. */
export const retiredBarcodes = pgTable(
  'retired_barcodes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => orderTickets.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull(),
    issuedAt: at('issued_at').notNull(),
    retiredAt: at('retired_at').notNull(),
    userId: integer('user_id'),
  },
  (t) => [
    uniqueIndex('retired_barcodes_key').on(t.accountId, t.barcode),
    index('retired_barcodes_ticket_idx').on(t.ticketId),
  ],
);
