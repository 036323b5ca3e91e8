import {
  getGuestManifest,
  getPaymentsAudit,
  getSalesByTransactionDate,
  listReportTransactions,
} from '@tessera/contract';
import { apiQuery, filled, pagedQuery } from '@/api/api-query';
import type { PageSize } from '@/ui/paging';

/** What a money report's screen asks: the URL's filters, as the API takes them. */
export interface MoneyFilters {
  from: string;
  to: string;
  eventIds: string;
  channels: string;
  paymentTypes: string;
}

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  sales: (f: MoneyFilters) => [...reportKeys.all, 'sales', f] as const,
  payments: (f: MoneyFilters) => [...reportKeys.all, 'payments', f] as const,
  transactions: (f: MoneyFilters, page: number, pageSize: PageSize) =>
    [...reportKeys.all, 'transactions', f, { page, pageSize }] as const,
  manifest: (eventId: number, page: number, pageSize: PageSize) =>
    [...reportKeys.all, 'manifest', { eventId, page, pageSize }] as const,
};

const query = (f: MoneyFilters) => ({ ...filled(f), from: f.from });

export const reportQueries = {
  sales: (f: MoneyFilters) =>
    pagedQuery(reportKeys.sales(f), getSalesByTransactionDate, {
      query: { ...query(f), paymentTypes: undefined },
    }),
  payments: (f: MoneyFilters) => pagedQuery(reportKeys.payments(f), getPaymentsAudit, { query: query(f) }),
  transactions: (f: MoneyFilters, page: number, pageSize: PageSize) =>
    pagedQuery(reportKeys.transactions(f, page, pageSize), listReportTransactions, {
      query: { ...query(f), page, pageSize: String(pageSize) },
    }),
  manifest: (eventId: number, page: number, pageSize: PageSize) =>
    apiQuery(reportKeys.manifest(eventId, page, pageSize), getGuestManifest, {
      query: { eventId, page, pageSize: String(pageSize) },
    }),
};
