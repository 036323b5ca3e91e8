import {
  getAdvanceSales,
  getDailyFigures,
  getUkPayments,
  getWeeklyEventSales,
  listPaymentsV2,
  listTransactionsV2,
} from '@tessera/contract';
import { filled, pagedQuery } from '@/api/api-query';
import type { PageSize } from '@/ui/paging';
import { type MoneyFilters, reportKeys } from './queries';

/** The UK theatres reports' queries (decisions/0075). */
type Filters = Omit<MoneyFilters, 'paymentTypes'>;
const query = (f: Partial<MoneyFilters> & { from: string }) => ({ ...filled(f), from: f.from });

export const ukReportQueries = {
  dailyFigures: (f: Filters) =>
    pagedQuery([...reportKeys.all, 'daily-figures', f] as const, getDailyFigures, { query: query(f) }),
  advanceSales: (f: Omit<Filters, 'channels'>) =>
    pagedQuery([...reportKeys.all, 'advance-sales', f] as const, getAdvanceSales, { query: query(f) }),
  ukPayments: (f: MoneyFilters) =>
    pagedQuery([...reportKeys.all, 'uk-payments', f] as const, getUkPayments, { query: query(f) }),
  paymentsV2: (f: MoneyFilters, page: number, pageSize: PageSize) =>
    pagedQuery([...reportKeys.all, 'payments-v2', f, { page, pageSize }] as const, listPaymentsV2, {
      query: { ...query(f), page, pageSize: String(pageSize) },
    }),
  // Transactions v2 (beta, decisions/0092)
  transactionsV2: (f: MoneyFilters, page: number, pageSize: PageSize) =>
    pagedQuery([...reportKeys.all, 'transactions-v2', f, { page, pageSize }] as const, listTransactionsV2, {
      query: { ...query(f), page, pageSize: String(pageSize) },
    }),
  weeklyEventSales: (f: Filters) =>
    pagedQuery([...reportKeys.all, 'weekly-event-sales', f] as const, getWeeklyEventSales, {
      query: query(f),
    }),
};
