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
import { areaQueries, pagedRead } from '@/api/area-queries';
import { callApi } from '@/api/client';
import { useRefreshingMutation } from '@/api/mutations';

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

/** The ask without its empty parts (an unset filter is not sent). */
export const askQuery = (ask: AdvancedAsk) =>
  Object.fromEntries(Object.entries(ask).filter(([, v]) => v !== '')) as Record<string, string>;

const advanced = areaQueries(['admin', 'reports', 'advanced'], {
  run: (ask: AdvancedAsk) => pagedRead(runAdvancedReport, { query: askQuery(ask) as never }),
  saved: listAdvancedReports,
  permissions: listAdvancedReportPermissions,
});
// Under the reports, not advanced reporting: its changes do not touch the sidebar's list.
const reports = areaQueries(['admin', 'reports'], { allowed: listAllowedReports });

export const advancedKeys = advanced.keys;
export const advancedQueries = {
  ...advanced.queries,
  /** The reports the user's group allows: the sidebar shows only those. */
  allowed: reports.queries.allowed,
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

const useAdvancedChange = <I, O>(fn: (input: I) => Promise<O>) =>
  useRefreshingMutation([advancedKeys.all], fn);

export const useSaveAdvancedReport = () =>
  useAdvancedChange(
    ({ id, ...body }: { id?: number; name: string; shared: boolean; definition: AdvancedDefinition }) =>
      id
        ? callApi(updateAdvancedReport, { params: { reportId: id }, body })
        : callApi(createAdvancedReport, { body }),
  );

export const useDeleteAdvancedReport = () =>
  useAdvancedChange((id: number) => callApi(deleteAdvancedReport, { params: { reportId: id } }));

export const useSetAdvancedReportPermissions = () =>
  useAdvancedChange((input: { reportId: number; userGroupIds: number[] }) =>
    callApi(setAdvancedReportPermissions, {
      params: { reportId: input.reportId },
      body: { userGroupIds: input.userGroupIds },
    }),
  );
