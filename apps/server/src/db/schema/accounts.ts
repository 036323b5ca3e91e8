import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
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
  emailButtonColor: text('email_button_color').notNull().default('#4c6ef5'),
  emailFooterContent: text('email_footer_content').notNull().default(''),
  confirmationPageContent: text('confirmation_page_content').notNull().default(''),
  termsOfService: text('terms_of_service').notNull().default(''),
  termsOfServiceFr: text('terms_of_service_fr').notNull().default(''),
  headerHeight: integer('header_height').notNull().default(0),
  footerHeight: integer('footer_height').notNull().default(0),
  globalHeadHtml: text('global_head_html').notNull().default(''),
  globalBodyHtml: text('global_body_html').notNull().default(''),
  nimbusSupportEmail: text('nimbus_support_email').notNull().default(''),
  secondaryMarketAffiliateId: text('secondary_market_affiliate_id').notNull().default(''),
  googleAnalyticsId: text('google_analytics_id').notNull().default(''),
  googleAnalytics4Id: text('google_analytics4_id').notNull().default(''),
  anonymizeGuestOrders: boolean('anonymize_guest_orders').notNull().default(false),
  registeredGuestCanDeleteAccount: boolean('registered_guest_can_delete_account').notNull().default(false),
  requireCommissionsOnPartnerOrders: boolean('require_commissions_on_partner_orders')
    .notNull()
    .default(false),
  audienceRewards: boolean('audience_rewards').notNull().default(false),
  automaticTicketBundling: boolean('automatic_ticket_bundling').notNull().default(false),
  hideSeatLocationsForGroupSalesAndHouseSeats: boolean('hide_seat_locations_group_house')
    .notNull()
    .default(false),
  /** Access-card integration: disability types mapped to customer tags. */
  nimbusDisabilityTags: jsonb('nimbus_disability_tags')
    .$type<{ disabilityType: string; customerTag: string }[]>()
    .notNull()
    .default([]),
  staffIdleMinutes: integer('staff_idle_minutes').notNull().default(30),
  staffSessionHours: integer('staff_session_hours').notNull().default(12),
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
    customCss: text('custom_css').notNull().default(''),
  },
  (t) => [
    uniqueIndex('account_hostnames_host_name_key').on(t.hostName),
    index('account_hostnames_account_idx').on(t.accountId),
    uniqueIndex('account_hostnames_one_default').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);
