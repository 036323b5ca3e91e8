import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createScheduledReport,
  deleteReportFilter,
  deleteScheduledReport,
  getGroupSalesCommissions,
  getGroupSalesPayment,
  getGuestManifest,
  getPaymentsAudit,
  getSalesByTransactionDate,
  listReportFilters,
  listReportTransactions,
  listScheduledReportRuns,
  listScheduledReports,
  runScheduledReportNow,
  type savedFilterInput,
  saveReportFilter,
  type scheduledReportInput,
  updateScheduledReport,
} from '@tessera/contract';
import type { ReportId } from '@tessera/domain';
import type { z } from 'zod';
import { apiQuery, filled, pagedQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import type { PageSize } from '@/ui/paging';

/** What a money report's screen asks: the URL's filters, as the API takes them. */
export interface MoneyFilters {
  from: string;
  to: string;
  eventIds: string;
  channels: string;
  paymentTypes: string;
  /** A venue: its days, and only its events' orders (empty: every venue, the first one's days). */
  venueId: string;
}

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  sales: (f: MoneyFilters) => [...reportKeys.all, 'sales', f] as const,
  payments: (f: MoneyFilters) => [...reportKeys.all, 'payments', f] as const,
  transactions: (f: MoneyFilters, page: number, pageSize: PageSize) =>
    [...reportKeys.all, 'transactions', f, { page, pageSize }] as const,
  manifest: (eventId: number, page: number, pageSize: PageSize) =>
    [...reportKeys.all, 'manifest', { eventId, page, pageSize }] as const,
  // Group sales module (decisions/0076)
  groupCommissions: (f: GroupFilters) => [...reportKeys.all, 'group-commissions', f] as const,
  groupPayment: (f: GroupFilters) => [...reportKeys.all, 'group-payment', f] as const,
};

/** A group sales report's filters: days and events (one channel, no payment types). */
export type GroupFilters = Pick<MoneyFilters, 'from' | 'to' | 'eventIds' | 'venueId'>;

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
  // Group sales module (decisions/0076)
  groupCommissions: (f: GroupFilters) =>
    pagedQuery(reportKeys.groupCommissions(f), getGroupSalesCommissions, {
      query: { ...filled(f), from: f.from },
    }),
  groupPayment: (f: GroupFilters) =>
    pagedQuery(reportKeys.groupPayment(f), getGroupSalesPayment, { query: { ...filled(f), from: f.from } }),
};

export type SavedFilterBody = z.input<typeof savedFilterInput>;
export type ScheduledReportBody = z.input<typeof scheduledReportInput>;

export const scheduleKeys = {
  all: ['admin', 'reports', 'schedules'] as const,
  filters: (report?: ReportId) => [...scheduleKeys.all, 'filters', report ?? 'all'] as const,
  list: () => [...scheduleKeys.all, 'list'] as const,
  runs: (id: number) => [...scheduleKeys.all, 'runs', id] as const,
};

export const scheduleQueries = {
  filters: (report?: ReportId) =>
    apiQuery(scheduleKeys.filters(report), listReportFilters, { query: report ? { report } : {} }),
  list: () => apiQuery(scheduleKeys.list(), listScheduledReports),
  runs: (id: number) =>
    apiQuery(scheduleKeys.runs(id), listScheduledReportRuns, { params: { scheduledReportId: id } }),
};

function useScheduleMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

export const useSaveReportFilter = () =>
  useScheduleMutation((body: SavedFilterBody) => callApi(saveReportFilter, { body }));
export const useDeleteReportFilter = () =>
  useScheduleMutation((filterId: number) => callApi(deleteReportFilter, { params: { filterId } }));
export const useSaveScheduledReport = () =>
  useScheduleMutation(({ id, body }: { id?: number; body: ScheduledReportBody }) =>
    id
      ? callApi(updateScheduledReport, { params: { scheduledReportId: id }, body })
      : callApi(createScheduledReport, { body }),
  );
export const useDeleteScheduledReport = () =>
  useScheduleMutation((id: number) => callApi(deleteScheduledReport, { params: { scheduledReportId: id } }));
export const useRunScheduledReport = () =>
  useScheduleMutation((id: number) => callApi(runScheduledReportNow, { params: { scheduledReportId: id } }));
