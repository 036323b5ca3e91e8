import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';

/**
 * A report's filters saved under a name (spec §3 "Saved filter"), per account and report; saving
 * under a name the report already has overwrites that filter (spec §6).
 */
export const reportSavedFilters = pgTable(
  'report_saved_filters',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    report: text('report').notNull(),
    name: text('name').notNull(),
    /** The report's filter values as its screen sends them (venueId, eventIds, channels, …). */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('report_saved_filters_name_key').on(t.accountId, t.report, sql`lower(${t.name})`)],
);

/**
 * A report the job queue runs on a schedule and delivers (spec §3 "Scheduled report",
 * decisions/0059): as its owner (whose permissions and user group apply at each run), over the
 * days its range names, in the schedule's time zone.
 */
export const scheduledReports = pgTable(
  'scheduled_reports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    report: text('report').notNull(),
    /** A filter that is used here cannot be deleted (spec §8). */
    savedFilterId: integer('saved_filter_id').references(() => reportSavedFilters.id, {
      onDelete: 'restrict',
    }),
    format: text('format').notNull(),
    range: text('range').notNull(),
    /** email or sftp (decisions/0063). */
    delivery: text('delivery').notNull().default('email'),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull().default(''),
    frequencyUnit: text('frequency_unit').notNull(),
    frequencyCount: integer('frequency_count').notNull(),
    daysOfWeek: integer('days_of_week').array().notNull(),
    timeOfDay: text('time_of_day').notNull(),
    timeZone: text('time_zone').notNull(),
    anchorDay: text('anchor_day').notNull(),
    /** The user it runs as. */
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The run the job queue waits for; null while paused. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('scheduled_reports_account_idx').on(t.accountId)],
);

/** Each run of a scheduled report: when, the days covered, and how it ended. */
export const scheduledReportRuns = pgTable(
  'scheduled_report_runs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    scheduledReportId: integer('scheduled_report_id')
      .notNull()
      .references(() => scheduledReports.id, { onDelete: 'cascade' }),
    /** The time it was due (its schedule's), one run per time. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    firstDay: text('first_day').notNull(),
    lastDay: text('last_day').notNull(),
    /** running, retrying (an SFTP upload waits for its next attempt), succeeded, failed. */
    status: text('status').notNull(),
    /** Upload attempts so far (SFTP); 1 for a mailed run. */
    attempts: integer('attempts').notNull().default(1),
    error: text('error'),
    fileName: text('file_name'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('scheduled_report_runs_due_key').on(t.scheduledReportId, t.dueAt)],
);

/**
 * The sales summary (decisions/0114): the money reports' figures per account and quarter hour
 * (UTC), so that a year of daily figures or the dashboard reads some 35,000 rows instead of every
 * order, ticket, payment and refund. Rows with `payment_type` '' hold the order figures (orders,
 * tickets, totals, refunds, tickets voided); the others hold a payment type and card brand's money
 * taken and given back. The trigger `sales_summary_record` appends a row of differences in the same
 * statement as every change to orders, tickets, payments and refunds (no row is updated, so sales
 * never wait on one another); the job `sales-summary-compact` folds them into one `compacted` row
 * per key. A report sums whatever rows there are: the answer is the same before and after.
 */
export const salesSummary = pgTable(
  'sales_summary',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    /** The quarter hour (UTC) the figures fell in: every venue's midnight is on one. */
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    /** '' on the order figures' rows. */
    paymentType: text('payment_type').notNull().default(''),
    /** The card brand ('' for none, and on the order figures' rows). */
    brand: text('brand').notNull().default(''),
    compacted: boolean('compacted').notNull().default(false),
    orders: integer('orders').notNull().default(0),
    tickets: integer('tickets').notNull().default(0),
    ticketsVoided: integer('tickets_voided').notNull().default(0),
    faceValue: bigint('face_value', { mode: 'number' }).notNull().default(0),
    fees: bigint('fees', { mode: 'number' }).notNull().default(0),
    discounts: bigint('discounts', { mode: 'number' }).notNull().default(0),
    delivery: bigint('delivery', { mode: 'number' }).notNull().default(0),
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
    refunds: bigint('refunds', { mode: 'number' }).notNull().default(0),
    taken: bigint('taken', { mode: 'number' }).notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('sales_summary_slot_idx').on(t.accountId, t.slot),
    uniqueIndex('sales_summary_compacted_key')
      .on(t.accountId, t.slot, t.paymentType, t.brand)
      .where(sql`${t.compacted}`),
    index('sales_summary_fresh_idx').on(t.id).where(sql`NOT ${t.compacted}`),
  ],
);
