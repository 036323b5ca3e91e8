import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdvancedDefinition,
  createAdvancedReport,
  deleteAdvancedReport,
  listAdvancedReportPermissions,
  listAdvancedReports,
  listAllowedReports,
  runAdvancedReport,
  setAdvancedReportPermissions,
  updateAdvancedReport,
} from '@tessera/contract';
import { apiQuery, pagedQuery } from '@/api/api-query';
import { callApi } from '@/api/client';

/** What the builder asks, as the API's query string takes it (lists comma separated). */
export interface AdvancedAsk {
  measures: string;
  rows: string;
  columns: string;
  from: string;
  to: string;
  eventIds: string;
  channels: string;
}

export const advancedKeys = {
  all: ['admin', 'reports', 'advanced'] as const,
  run: (ask: AdvancedAsk) => [...advancedKeys.all, 'run', ask] as const,
  saved: () => [...advancedKeys.all, 'saved'] as const,
  permissions: () => [...advancedKeys.all, 'permissions'] as const,
  allowed: () => ['admin', 'reports', 'allowed'] as const,
};

/** The ask without its empty parts (an unset filter is not sent). */
export const askQuery = (ask: AdvancedAsk) =>
  Object.fromEntries(Object.entries(ask).filter(([, v]) => v !== '')) as Record<string, string>;

export const advancedQueries = {
  run: (ask: AdvancedAsk) =>
    pagedQuery(advancedKeys.run(ask), runAdvancedReport, { query: askQuery(ask) as never }),
  saved: () => apiQuery(advancedKeys.saved(), listAdvancedReports),
  permissions: () => apiQuery(advancedKeys.permissions(), listAdvancedReportPermissions),
  /** The reports the user's group allows: the sidebar shows only those. */
  allowed: () => apiQuery(advancedKeys.allowed(), listAllowedReports),
};

/** A builder's ask as a saved report keeps it. */
export function definitionOf(ask: AdvancedAsk): AdvancedDefinition {
  const list = (text: string) => (text ? text.split(',') : []);
  return {
    measures: list(ask.measures) as AdvancedDefinition['measures'],
    rows: list(ask.rows) as AdvancedDefinition['rows'],
    columns: list(ask.columns) as AdvancedDefinition['columns'],
    ...(ask.from ? { from: ask.from } : {}),
    ...(ask.to ? { to: ask.to } : {}),
    ...(ask.eventIds ? { eventIds: list(ask.eventIds).map(Number) } : {}),
    ...(ask.channels ? { channels: list(ask.channels) as AdvancedDefinition['channels'] } : {}),
  };
}

/** A saved report's definition as the builder's ask. */
export function askOf(d: AdvancedDefinition): AdvancedAsk {
  return {
    measures: d.measures.join(','),
    rows: d.rows.join(','),
    columns: d.columns.join(','),
    from: d.from ?? '',
    to: d.to ?? '',
    eventIds: (d.eventIds ?? []).join(','),
    channels: (d.channels ?? []).join(','),
  };
}

export function useSaveAdvancedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; name: string; shared: boolean; definition: AdvancedDefinition }) => {
      const { id, ...body } = input;
      return id
        ? callApi(updateAdvancedReport, { params: { reportId: id }, body })
        : callApi(createAdvancedReport, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advancedKeys.all }),
  });
}

export function useDeleteAdvancedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteAdvancedReport, { params: { reportId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advancedKeys.all }),
  });
}

export function useSetAdvancedReportPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reportId: number; userGroupIds: number[] }) =>
      callApi(setAdvancedReportPermissions, {
        params: { reportId: input.reportId },
        body: { userGroupIds: input.userGroupIds },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advancedKeys.all }),
  });
}
