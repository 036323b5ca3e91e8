import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { partners } from './partners';

export const userGroups = pgTable(
  'user_groups',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    require2fa: boolean('require_2fa').notNull().default(false),
    requirePromoCode: boolean('require_promo_code').notNull().default(false),
    /** Per list kind: null when not restricted, else the allowed ids. */
    restrictions: jsonb('restrictions').$type<Record<string, string[] | null>>().notNull().default({}),
    eventsScope: text('events_scope', { enum: ['all', 'eventTemplates', 'venues'] })
      .notNull()
      .default('all'),
    eventsScopeIds: integer('events_scope_ids').array().notNull().default(sql`'{}'::integer[]`),
    defaultApiPromoCode: text('default_api_promo_code'),
    seatDisplayLimit: integer('seat_display_limit'),
    salesChannelOverride: text('sales_channel_override'),
    displayRules: jsonb('display_rules').$type<Record<string, boolean>>().notNull().default({}),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_groups_account_name_key').on(t.accountId, t.name)],
);

/** Staff users. Email is unique across accounts so that sign-in needs no account picker. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    userGroupId: integer('user_group_id').references(() => userGroups.id),
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    /** The partner this user sells for (decisions/0053); their sales are credited to it. */
    partnerId: integer('partner_id').references(() => partners.id),
    /** The platform operator (super admin), above accounts. */
    platformOperator: boolean('platform_operator').notNull().default(false),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted, so a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Tools → Set SSRS username (decisions/0103): the account advanced reporting's saved reports belong to. */
    reportServerAccount: text('report_server_account'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_report_server_account_key').on(t.accountId, sql`lower(${t.reportServerAccount})`),
    index('users_account_idx').on(t.accountId),
  ],
);

/** Staff sessions; only a SHA-256 hash of the token is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'setup_2fa' sessions may only set up two-factor authentication. */
    stage: text('stage', { enum: ['full', 'setup_2fa'] })
      .notNull()
      .default('full'),
    /** Set on a "log in as" session: the administrator and the session to return to. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    impersonatorSessionId: integer('impersonator_session_id'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_user_idx').on(t.userId),
  ],
);
