import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A tenant: one venue or ticket seller. Every tenant-owned table carries account_id. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  currency: char('currency', { length: 3 }).notNull().default('USD'),
  defaultLanguage: text('default_language').notNull().default('en-US'),
  timezone: text('timezone').notNull().default('America/New_York'),
  homeUrl: text('home_url').notNull().default(''),
  bookNowUrl: text('book_now_url').notNull().default(''),
  supportEmail: text('support_email').notNull().default(''),
  requireTermsOfService: boolean('require_terms_of_service').notNull().default(false),
  advancedReportingEnabled: boolean('advanced_reporting_enabled').notNull().default(false),
  seasonTicketsEnabled: boolean('season_tickets_enabled').notNull().default(false),
  ticketTransferEnabled: boolean('ticket_transfer_enabled').notNull().default(false),
  nimbusEnabled: boolean('nimbus_enabled').notNull().default(false),
  showEventPlans: boolean('show_event_plans').notNull().default(false),
  showGroupSalesModule: boolean('show_group_sales_module').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names a shop answers on; stored lower-case, each belongs to exactly one account. */
export const accountHostnames = pgTable(
  'account_hostnames',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    hostName: text('host_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    redirectToDefault: boolean('redirect_to_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('account_hostnames_host_name_key').on(t.hostName),
    index('account_hostnames_account_idx').on(t.accountId),
    uniqueIndex('account_hostnames_one_default').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);
