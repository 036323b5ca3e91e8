import { getInventoryReport, getPromotionsReport } from '@tessera/contract';
import { filled, pagedQuery } from '@/api/api-query';
import { type MoneyFilters, reportKeys } from './queries';

/** The inventory and promotions reports' queries (decisions/0080). */
export type InventoryFilters = Pick<MoneyFilters, 'from' | 'to' | 'eventIds'> & { venueId: string };
export type PromotionFilters = Pick<MoneyFilters, 'from' | 'to' | 'eventIds' | 'channels'>;

export const stockReportQueries = {
  inventory: (f: InventoryFilters) =>
    pagedQuery([...reportKeys.all, 'inventory', f] as const, getInventoryReport, {
      query: { ...filled(f), from: f.from },
    }),
  promotions: (f: PromotionFilters) =>
    pagedQuery([...reportKeys.all, 'promotions', f] as const, getPromotionsReport, {
      query: { ...filled(f), from: f.from },
    }),
};
