import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { userGroups, users } from './users';

/**
 * A report built in advanced reporting (decisions/0095): its measures, dimensions and filters,
 * kept in its author's "My Reports" or shared to the account's "All Reports".
 */
export const advancedReports = pgTable(
  'advanced_reports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The report-server account it belongs to (decisions/0103); null: its author's, who had none. */
    ownerReportAccount: text('owner_report_account'),
    name: text('name').notNull(),
    /** Measures, row and column dimensions (ids of the domain's whitelist) and the filters. */
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('advanced_reports_account_idx').on(t.accountId, t.ownerUserId)],
);

/**
 * The user groups Tools → manage advanced report permissions lets see a shared report; a
 * shared report with no row here is seen by every group.
 */
export const advancedReportGroups = pgTable(
  'advanced_report_groups',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => advancedReports.id, { onDelete: 'cascade' }),
    userGroupId: integer('user_group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userGroupId] })],
);
