import {
  bulkEditableDates,
  type DateParameter,
  dateParameters,
  eventDatePresets,
  eventStatuses,
  ORDER_TICKET_LIMIT_MAX,
  saleModes,
} from '@tessera/domain';
import * as z from '../zod';
import { dateRule } from './template-settings';

/** The venue's wall-clock time, `YYYY-MM-DDTHH:mm`: every event date is read and written so. */
export const localDateTime = z.localDateTime();
const money = z.number().int().min(0).max(100_000_000);
const text = (max: number) => z.string().max(max).default('');

/** All 22 date parameters of an event (spec §3), each a venue wall-clock time or null. */
export const eventDates = z.object(
  Object.fromEntries(dateParameters.map((p) => [p, localDateTime.nullable().default(null)])) as Record<
    DateParameter,
    z.ZodDefault<z.ZodNullable<typeof localDateTime>>
  >,
);
export type EventDatesValue = z.output<typeof eventDates>;

/** Every field of an event a person edits (spec §3 "Event"). */
export const eventFields = z.object({
  name: z.string().trim().min(1).max(200),
  alternateName: text(200),
  description: text(4000),
  externalEventId: text(100),
  status: z.enum(eventStatuses).default('Scheduled'),
  dateTbd: z.boolean().default(false),
  timeTbd: z.boolean().default(false),
  dateTbdDescription: text(200),
  dates: eventDates,
  orderTicketLimit: z.number().int().min(1).max(ORDER_TICKET_LIMIT_MAX).nullable().default(null),
  dontLeaveSingleSeats: z.boolean().default(false),
  saleMode: z.enum(saleModes).default('SelectOrBestAvailable'),
  heavyOnSale: z.boolean().default(false),
  exchangeFeeOverride: money.nullable().default(null),
  waiveExchangeFees: z.boolean().default(false),
  hardTicketLine1: text(100),
  hardTicketLine2: text(100),
  ticketText1: text(100),
  ticketText2: text(100),
  ticketText3: text(100),
  /** A seat alert shown for every seat of the event instead of the seats' own. */
  alertOverrideId: z.id().nullable().default(null),
});
export type EventFields = z.output<typeof eventFields>;

/**
 * What a bulk edit may change (spec §2 "Bulk edit seats"); a field left out stays as it is.
 * The order ticket limit is checked against its maximum by the server so the refusal reads
 * "{field} can't be higher than {max}".
 */
export const bulkEventChanges = z.strictObject({
  active: z.boolean().optional(),
  dateTbd: z.boolean().optional(),
  timeTbd: z.boolean().optional(),
  dontLeaveSingleSeats: z.boolean().optional(),
  heavyOnSale: z.boolean().optional(),
  exchangeFeeOverride: money.nullable().optional(),
  waiveExchangeFees: z.boolean().optional(),
  alternateName: z.string().max(200).optional(),
  name: z.string().trim().min(1).max(200).optional(),
  hardTicketLine1: z.string().max(100).optional(),
  hardTicketLine2: z.string().max(100).optional(),
  ticketText1: z.string().max(100).optional(),
  ticketText2: z.string().max(100).optional(),
  ticketText3: z.string().max(100).optional(),
  orderTicketLimit: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  description: z.string().max(4000).optional(),
});

export const bulkEditInput = z.strictObject({
  /** Spec §5: comma-separated numbers only. */
  eventIds: z.string().trim().min(1).max(10_000),
  changes: bulkEventChanges.default({}),
  /** Local dates to set on every event, counted from each event's own dates. */
  dateRules: z
    .array(dateRule.extend({ parameter: z.enum(bulkEditableDates as [DateParameter, ...DateParameter[]]) }))
    .max(dateParameters.length)
    .default([]),
  /** Local dates to empty on every event. */
  clearDates: z
    .array(z.enum(bulkEditableDates as [DateParameter, ...DateParameter[]]))
    .max(dateParameters.length)
    .default([]),
});

export const eventListQuery = z.object({
  preset: z.enum(eventDatePresets).default('future'),
  /** Custom range: local calendar days in the account's time zone, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** A name (or part of one), or an event ID. */
  search: z.string().trim().max(200).optional(),
  sort: z.enum(['date', '-date']).default('date'),
});
