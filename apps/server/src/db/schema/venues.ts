import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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

/** A venue (spec §3): where events happen, with its address, payment accounts and contacts. */
export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    externalVenueId: text('external_venue_id').notNull().default(''),
    accessibilityMode: text('accessibility_mode').notNull().default('None'),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timezone: text('timezone').notNull(),
    currencyLocale: text('currency_locale').notNull().default('en-US'),
    // Payment accounts belong to the payments area; kept as plain ids until it lands.
    cardPaymentAccountId: integer('card_payment_account_id'),
    giftCertificatePaymentAccountId: integer('gift_certificate_payment_account_id'),
    walletPaymentAccountId: integer('wallet_payment_account_id'),
    theatreTokenPaymentAccountId: integer('theatre_token_payment_account_id'),
    mobilePayEnabled: boolean('mobile_pay_enabled').notNull().default(false),
    /** Sales channel → addresses told about orders on that channel. */
    notificationEmails: jsonb('notification_emails').$type<Record<string, string[]>>().notNull().default({}),
    guestListEmails: text('guest_list_emails').array().notNull().default(sql`'{}'::text[]`),
    mapUrl: text('map_url').notNull().default(''),
    ticketPdfTemplate: text('ticket_pdf_template').notNull().default(''),
    receiptPdfTemplate: text('receipt_pdf_template').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('venues_account_name_key').on(t.accountId, t.name)],
);

export const printerTypes = ['Boca', 'Zebra'] as const;

/** A ticket printer at a venue: a thermal Boca-type printer or a Zebra label printer. */
export const ticketPrinters = pgTable(
  'ticket_printers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: printerTypes }).notNull(),
    ipAddress: text('ip_address').notNull(),
  },
  (t) => [uniqueIndex('ticket_printers_venue_name_key').on(t.venueId, t.name)],
);

/** A box-office workstation: its ticket printer, card terminal and cash drawer. */
export const workstations = pgTable(
  'workstations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    printerId: integer('printer_id').references(() => ticketPrinters.id, { onDelete: 'set null' }),
    /** The card reader at this workstation: its id at the processor (a Stripe Terminal reader, `tmr_…`) and label. */
    cardTerminalId: text('card_terminal_id').notNull().default(''),
    cardTerminalLabel: text('card_terminal_label').notNull().default(''),
    cashDrawer: text('cash_drawer').notNull().default(''),
  },
  (t) => [
    uniqueIndex('workstations_venue_name_key').on(t.venueId, t.name),
    index('workstations_printer_idx').on(t.printerId),
  ],
);
