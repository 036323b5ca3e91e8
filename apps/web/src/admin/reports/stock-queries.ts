import { getEventSales, getInventoryReport, getPromotionsReport, getSeatAudit } from '@tessera/contract';
import { filled, pagedQuery } from '@/api/api-query';
import type { PageSize } from '@/ui/paging';
import { type MoneyFilters, reportKeys } from './queries';

/** The inventory, promotions and seat audit reports' queries (decisions/0080, 0081). */
export type InventoryFilters = Pick<MoneyFilters, 'from' | 'to' | 'eventIds'> & { venueId: string };
export type PromotionFilters = Pick<MoneyFilters, 'from' | 'to' | 'eventIds' | 'channels' | 'venueId'>;

/** The seat audit's filters as the URL holds them. */
export interface SeatAuditFilters {
  eventId: number;
  section: string;
  status: string;
}

export const stockReportQueries = {
  inventory: (f: InventoryFilters) =>
    pagedQuery([...reportKeys.all, 'inventory', f] as const, getInventoryReport, {
      query: { ...filled(f), from: f.from },
    }),
  promotions: (f: PromotionFilters) =>
    pagedQuery([...reportKeys.all, 'promotions', f] as const, getPromotionsReport, {
      query: { ...filled(f), from: f.from },
    }),
  eventSales: (f: PromotionFilters) =>
    pagedQuery([...reportKeys.all, 'event-sales', f] as const, getEventSales, {
      query: { ...filled(f), from: f.from },
    }),
  seatAudit: (f: SeatAuditFilters, page: number, pageSize: PageSize) =>
    pagedQuery([...reportKeys.all, 'seat-audit', f, { page, pageSize }] as const, getSeatAudit, {
      query: {
        ...filled({ section: f.section, status: f.status }),
        eventId: f.eventId,
        page,
        pageSize: String(pageSize),
      } as never,
    }),
};
