import type {
  getEventSales,
  getInventoryReport,
  getPromotionsReport,
  ReportFilters,
} from '@tessera/contract';
import { defaultReportStart, reportRange } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { eventsScopeCondition } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { ticketsByEventPriceTypeAndChannel } from './event-sales.store';
import { heldByHold, inventoryByEvent } from './inventory-report.store';
import { ordersByPromotion, type PromotionRow } from './promotions-report.store';
import { reportTimeZone } from './report-venue.store';
import { moneyQuery, requireReport } from './reports.service';

/** Reports → Inventory, Sales → promotions and Sales → sales (decisions/0080). */
type Out<E extends { output: z.ZodType }> = z.output<E['output']>;
const sum = <T>(list: readonly T[], pick: (item: T) => number) => list.reduce((n, item) => n + pick(item), 0);

const counts = ['capacity', 'sold', 'comp', 'held', 'killed', 'reserved', 'open', 'soldValue'] as const;

/** Held places per hold, added up over performances (by hold), in name order. */
function holdTotals(lists: readonly { holdId: number; name: string; places: number }[][]) {
  const byHold = new Map<number, { holdId: number; name: string; places: number }>();
  for (const h of lists.flat()) {
    const seen = byHold.get(h.holdId);
    byHold.set(h.holdId, { ...h, places: (seen?.places ?? 0) + h.places });
  }
  return [...byHold.values()].sort((a, b) => a.name.localeCompare(b.name) || a.holdId - b.holdId);
}

/**
 * Inventory: every performance starting on the venue's days (the first of the venue's month
 * by default), of one venue when asked, with its places as the event dashboard counts them now.
 */
export async function inventoryReport(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
): Promise<Out<typeof getInventoryReport>> {
  await requireReport(db, staff, 'inventory');
  const timeZone = await reportTimeZone(db, staff.accountId, filters.venueId);
  if (!timeZone) throw new AppError('common.not_found', 'venueId');
  const range = reportRange(filters.from ?? defaultReportStart(now, timeZone), filters.to, timeZone);
  if (!range) throw new AppError('admin.report_range_invalid', 'to');
  const eventScope = await eventsScopeCondition(db, staff);
  const query = {
    accountId: staff.accountId,
    from: range.from,
    to: range.to,
    eventIds: filters.eventIds ? filters.eventIds.split(',').map((id) => Number(id.trim())) : [],
    ...(filters.venueId !== undefined ? { venueId: filters.venueId } : {}),
    ...(eventScope ? { eventScope } : {}),
  };
  const [list, holds] = await Promise.all([inventoryByEvent(db, query, now), heldByHold(db, query, now)]);
  const items = list.map((r) => ({
    ...r,
    startsAt: r.startsAt.toISOString(),
    holds: holds
      .filter((h) => h.eventId === r.eventId)
      .map(({ holdId, name, places }) => ({ holdId, name, places })),
  }));
  const totals = {
    ...(Object.fromEntries(counts.map((k) => [k, sum(items, (i) => i[k])])) as Record<
      (typeof counts)[number],
      number
    >),
    holds: holdTotals(items.map((i) => i.holds)),
  };
  return { timeZone, firstDay: range.firstDay, lastDay: range.lastDay, items, totals };
}

const figuresOf = (list: readonly PromotionRow[]) => ({
  orders: sum(list, (l) => l.orders),
  tickets: sum(list, (l) => l.tickets),
  discounts: sum(list, (l) => l.discounts),
  sales: sum(list, (l) => l.sales),
});

/**
 * Promotions: per promotion, the orders placed over the venue's days with its code or one of
 * its group codes, read from the same orders as sales by transaction date, so that the lines and
 * the orders without a code add up to that report's totals.
 */
export async function promotionsReport(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
): Promise<Out<typeof getPromotionsReport>> {
  await requireReport(db, staff, 'promotions');
  const { query, scope } = await moneyQuery(db, staff, { ...filters, paymentTypes: [] }, now);
  const all = await ordersByPromotion(db, query);
  const coded = all.filter((l): l is PromotionRow & { code: string } => l.code !== null);
  const lines = coded.map((l) => ({
    promotionId: l.promotionId,
    name: l.name,
    code: l.code,
    orders: l.orders,
    groupCodeOrders: l.groupCodeOrders,
    tickets: l.tickets,
    discounts: l.discounts,
    sales: l.sales,
  }));
  return {
    ...scope,
    lines,
    totals: figuresOf(coded),
    withoutPromotion: figuresOf(all.filter((l) => l.code === null)),
    allOrders: figuresOf(all),
  };
}

const eventSalesFigures = ['tickets', 'voided', 'faceValue', 'discounts', 'revenue'] as const;

/**
 * Sales: the tickets of the orders placed over the venue's days per event, price type and
 * channel; its tickets are those sales by transaction date counts for the same days.
 */
export async function eventSalesReport(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
): Promise<Out<typeof getEventSales>> {
  await requireReport(db, staff, 'sales');
  const { query, scope } = await moneyQuery(db, staff, { ...filters, paymentTypes: [] }, now);
  const lines = (await ticketsByEventPriceTypeAndChannel(db, query)).map((l) => ({
    ...l,
    startsAt: l.startsAt.toISOString(),
  }));
  return {
    ...scope,
    lines,
    totals: Object.fromEntries(eventSalesFigures.map((k) => [k, sum(lines, (l) => l[k])])) as Record<
      (typeof eventSalesFigures)[number],
      number
    >,
  };
}
