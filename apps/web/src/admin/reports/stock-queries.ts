import { getEventSales, getInventoryReport, getPromotionsReport, getSeatAudit } from '@tessera/contract';
import { filled } from '@/api/api-query';
import { areaQueries, pagedRead } from '@/api/area-queries';
import type { PageSize } from '@/ui/paging';
import type { MoneyFilters } from './queries';

/** The inventory, promotions and seat audit reports' queries (decisions/0080, 0081). */
export type InventoryFilters = Pick<MoneyFilters, 'from' | 'to' | 'eventIds'> & { venueId: string };
export type PromotionFilters = Pick<MoneyFilters, 'from' | 'to' | 'eventIds' | 'channels' | 'venueId'>;

/** The seat audit's filters as the URL holds them. */
export interface SeatAuditFilters {
  eventId: number;
  section: string;
  status: string;
}

export const stockReportQueries = areaQueries(['admin', 'reports'], {
  inventory: (f: InventoryFilters) =>
    pagedRead(getInventoryReport, { query: { ...filled(f), from: f.from } }),
  promotions: (f: PromotionFilters) =>
    pagedRead(getPromotionsReport, { query: { ...filled(f), from: f.from } }),
  eventSales: (f: PromotionFilters) => pagedRead(getEventSales, { query: { ...filled(f), from: f.from } }),
  seatAudit: (f: SeatAuditFilters, page: number, pageSize: PageSize) =>
    pagedRead(getSeatAudit, {
      query: {
        ...filled({ section: f.section, status: f.status }),
        eventId: f.eventId,
        page,
        pageSize: String(pageSize),
      } as never,
    }),
}).queries;
