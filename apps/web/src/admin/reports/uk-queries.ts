import {
  getAdvanceSales,
  getDailyFigures,
  getUkPayments,
  getWeeklyEventSales,
  listPaymentsV2,
  listTransactionsV2,
} from '@tessera/contract';
import { filled } from '@/api/api-query';
import { areaQueries, pagedRead } from '@/api/area-queries';
import type { PageSize } from '@/ui/paging';
import type { MoneyFilters } from './queries';

/** The UK theatres reports' queries (decisions/0075). */
type Filters = Omit<MoneyFilters, 'paymentTypes'>;
const query = (f: Partial<MoneyFilters> & { from: string }) => ({ ...filled(f), from: f.from });

export const ukReportQueries = areaQueries(['admin', 'reports'], {
  dailyFigures: (f: Filters) => pagedRead(getDailyFigures, { query: query(f) }),
  advanceSales: (f: Omit<Filters, 'channels'>) => pagedRead(getAdvanceSales, { query: query(f) }),
  ukPayments: (f: MoneyFilters) => pagedRead(getUkPayments, { query: query(f) }),
  paymentsV2: (f: MoneyFilters, page: number, pageSize: PageSize) =>
    pagedRead(listPaymentsV2, { query: { ...query(f), page, pageSize: String(pageSize) } }),
  // Transactions v2 (beta, decisions/0092)
  transactionsV2: (f: MoneyFilters, page: number, pageSize: PageSize) =>
    pagedRead(listTransactionsV2, { query: { ...query(f), page, pageSize: String(pageSize) } }),
  weeklyEventSales: (f: Filters) => pagedRead(getWeeklyEventSales, { query: query(f) }),
}).queries;
