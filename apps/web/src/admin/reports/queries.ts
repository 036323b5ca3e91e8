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
import { filled } from '@/api/api-query';
import { areaQueries, pagedRead, read } from '@/api/area-queries';
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

const query = (f: MoneyFilters) => ({ ...filled(f), from: f.from });

/** A group sales report's filters: days and events (one channel, no payment types). */
export type GroupFilters = Pick<MoneyFilters, 'from' | 'to' | 'eventIds' | 'venueId'>;

export const reportQueries = areaQueries(['admin', 'reports'], {
  sales: (f: MoneyFilters) =>
    pagedRead(getSalesByTransactionDate, { query: { ...query(f), paymentTypes: undefined } }),
  payments: (f: MoneyFilters) => pagedRead(getPaymentsAudit, { query: query(f) }),
  transactions: (f: MoneyFilters, page: number, pageSize: PageSize) =>
    pagedRead(listReportTransactions, { query: { ...query(f), page, pageSize: String(pageSize) } }),
  manifest: (eventId: number, page: number, pageSize: PageSize) =>
    read(getGuestManifest, { query: { eventId, page, pageSize: String(pageSize) } }),
  // Group sales module (decisions/0076)
  groupCommissions: (f: GroupFilters) =>
    pagedRead(getGroupSalesCommissions, { query: { ...filled(f), from: f.from } }),
  groupPayment: (f: GroupFilters) =>
    pagedRead(getGroupSalesPayment, { query: { ...filled(f), from: f.from } }),
}).queries;

export type SavedFilterBody = z.input<typeof savedFilterInput>;
export type ScheduledReportBody = z.input<typeof scheduledReportInput>;

export const { keys: scheduleKeys, queries: scheduleQueries } = areaQueries(
  ['admin', 'reports', 'schedules'],
  {
    filters: (report?: ReportId) => read(listReportFilters, { query: report ? { report } : {} }),
    list: listScheduledReports,
    runs: (id: number) => read(listScheduledReportRuns, { params: { scheduledReportId: id } }),
  },
);

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
