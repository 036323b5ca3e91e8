import { seatHistoryReasons, seatStatuses } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { pageQuery } from '../paging';
import * as z from '../zod';

/**
 * Reports → Accounting and finance → seat audit (decisions/0081): every seat of one performance,
 * its state now and every change the seat history recorded for it.
 */
const int = () => z.number().int();

export const seatAuditFilters = z.object({
  eventId: z.idParam(),
  /** Keeps one section (as named on the map). */
  section: z.string().trim().min(1).max(100).optional(),
  /** Keeps the seats in this state now. */
  status: z.enum(seatStatuses).optional(),
});

export const seatAuditChange = z.object({
  at: z.iso.datetime(),
  fromStatus: z.enum(seatStatuses),
  toStatus: z.enum(seatStatuses),
  /** Why the product changed the seat (void, exchange, transfer, …); translated by screens. */
  reasonCode: z.enum(seatHistoryReasons).nullable(),
  /** A note staff typed with the change (the seat locator's reason). */
  reason: z.string().nullable(),
  orderId: int().nullable(),
  channel: z.string().nullable(),
  /** The staff member who made the change; null for a buyer or the system. */
  userName: z.string().nullable(),
  holdName: z.string().nullable(),
});
export type SeatAuditChange = z.infer<typeof seatAuditChange>;

export const seatAuditLine = z.object({
  seatId: int(),
  section: z.string(),
  row: z.string(),
  seat: z.string(),
  status: z.enum(seatStatuses),
  holdName: z.string().nullable(),
  /** The order of the seat's live ticket, and its buyer (blank where the group hides personal data). */
  orderId: int().nullable(),
  buyerName: z.string(),
  history: z.array(seatAuditChange),
});
export type SeatAuditLine = z.infer<typeof seatAuditLine>;

/** A general-admission area: its places in each state now and each recorded change of some of them. */
export const seatAuditArea = z.object({
  areaId: int(),
  name: z.string(),
  capacity: int(),
  /** Places in each state now (open: neither in a live basket, sold, comp nor set aside for house seats). */
  byStatus: z.record(z.enum(seatStatuses), int()),
  history: z.array(seatAuditChange.omit({ holdName: true }).extend({ quantity: int() })),
});
export type SeatAuditArea = z.infer<typeof seatAuditArea>;

export const getSeatAudit = defineEndpoint({
  tag: 'reports',
  auth: 'staff',
  permission: 'viewReports',
  tenant: 'session',
  id: 'getSeatAudit',
  method: 'GET',
  path: '/api/admin/reports/seat-audit',
  summary:
    'Every seat of one performance, a page at a time in section, row and seat order: its state now, its live ticket’s order and buyer, and each change the seat history recorded (who, when, which order); with the count per state over the filtered seats. General-admission areas with their places per state now and their recorded changes.',
  query: seatAuditFilters.extend(pageQuery.shape),
  output: z.object({
    event: z.object({ id: int(), name: z.string(), startsAt: z.iso.datetime(), timeZone: z.string() }),
    personalDataHidden: z.boolean(),
    items: z.array(seatAuditLine),
    /** The general-admission areas (all of them on every page: a performance has few). */
    areas: z.array(seatAuditArea),
    total: int(),
    totals: z.object({
      seats: int(),
      changes: int(),
      byStatus: z.record(z.enum(seatStatuses), int()),
      /** General-admission places, and their recorded changes. */
      places: int(),
      placeChanges: int(),
    }),
  }),
  errors: ['admin.report_not_allowed', 'common.not_found'],
});
