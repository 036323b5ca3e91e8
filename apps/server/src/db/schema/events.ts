import { eventStatuses, saleModes } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { venueMaps, venueMapVersions } from './maps';
import { seatAlerts } from './seat-settings';
import { eventTemplates } from './templates';
import { venues } from './venues';

const at = (name: string) => timestamp(name, { withTimezone: true });
const blank = (name: string) => text(name).notNull().default('');
const flag = (name: string) => boolean(name).notNull().default(false);

/**
 * Events: where and when, the map chosen and the version its seats came from, and every field
 * of spec §3. Each date parameter (LocalDate, LocalEndDate …) is an instant of its own; the
 * API shows them as the venue's wall-clock time.
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
    /** Set when seats are generated: the exact map version the seats came from. */
    mapVersionId: integer('map_version_id').references(() => venueMapVersions.id),
    /** The template the event was made from, if any. */
    templateId: integer('template_id').references(() => eventTemplates.id),
    name: text('name').notNull(),
    alternateName: blank('alternate_name'),
    description: blank('description'),
    externalEventId: blank('external_event_id'),
    status: text('status', { enum: eventStatuses }).notNull().default('Scheduled'),
    active: boolean('active').notNull().default(false),
    /** The template's Active box: the event becomes active once its seats are generated. */
    activateOnSeatGeneration: flag('activate_on_seat_generation'),
    dateTbd: flag('date_tbd'),
    timeTbd: flag('time_tbd'),
    dateTbdDescription: blank('date_tbd_description'),
    /** LocalDate. */
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    lockAt: at('lock_at'),
    publishAt: at('publish_at'),
    webOnSaleAt: at('web_on_sale_at'),
    webOffSaleAt: at('web_off_sale_at'),
    apiOnSaleAt: at('api_on_sale_at'),
    apiOffSaleAt: at('api_off_sale_at'),
    boxOfficeOnSaleAt: at('box_office_on_sale_at'),
    callCenterOnSaleAt: at('call_center_on_sale_at'),
    callCenterOffSaleAt: at('call_center_off_sale_at'),
    groupSalesOnSaleAt: at('group_sales_on_sale_at'),
    groupSalesOffSaleAt: at('group_sales_off_sale_at'),
    houseSeatsOnSaleAt: at('house_seats_on_sale_at'),
    houseSeatsOffSaleAt: at('house_seats_off_sale_at'),
    /**
     * Hours before the start when house seats nobody requested go back to general sale
     * (decisions/0054); null: they stay held.
     */
    houseSeatsReleaseHours: integer('house_seats_release_hours'),
    /** When the job queue released them (once per event). */
    houseSeatsReleasedAt: at('house_seats_released_at'),
    outletOnSaleAt: at('outlet_on_sale_at'),
    outletOffSaleAt: at('outlet_off_sale_at'),
    adminOffSaleAt: at('admin_off_sale_at'),
    preEventEmailAt: at('pre_event_email_at'),
    /**
     * Scheduled ticket delivery: the event's tickets are mailed and downloadable from this
     * instant, not before (decisions/0071); null: as soon as the order is placed.
     */
    ticketDeliveryAt: at('ticket_delivery_at'),
    postEventEmailAt: at('post_event_email_at'),
    stopRedirectingAt: at('stop_redirecting_at'),
    selfExchangeOffSaleAt: at('self_exchange_off_sale_at'),
    /** Max tickets per order override; null keeps the template's or account's limit. */
    orderTicketLimit: integer('order_ticket_limit'),
    dontLeaveSingleSeats: flag('dont_leave_single_seats'),
    saleMode: text('sale_mode', { enum: saleModes }).notNull().default('SelectOrBestAvailable'),
    heavyOnSale: flag('heavy_on_sale'),
    /** Minor units; null keeps the template's exchange fee. */
    exchangeFeeOverride: integer('exchange_fee_override'),
    waiveExchangeFees: flag('waive_exchange_fees'),
    hardTicketLine1: blank('hard_ticket_line_1'),
    hardTicketLine2: blank('hard_ticket_line_2'),
    ticketText1: blank('ticket_text_1'),
    ticketText2: blank('ticket_text_2'),
    ticketText3: blank('ticket_text_3'),
    alertOverrideId: integer('alert_override_id').references(() => seatAlerts.id),
    seatsGeneratedAt: at('seats_generated_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('events_account_starts_idx').on(t.accountId, t.startsAt),
    index('events_map_idx').on(t.mapId),
    // Seats exist before an event can be active (spec §4).
    check('events_active_needs_seats', sql`NOT ${t.active} OR ${t.seatsGeneratedAt} IS NOT NULL`),
    // Spec §5: OrderTicketLimit is at most 32767; the self-exchange off-sale not after the lock.
    check('events_order_ticket_limit_range', sql`${t.orderTicketLimit} BETWEEN 1 AND 32767`),
    check('events_self_exchange_not_after_lock', sql`${t.selfExchangeOffSaleAt} <= ${t.lockAt}`),
    check('events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_exchange_fee_not_negative', sql`${t.exchangeFeeOverride} >= 0`),
  ],
);
