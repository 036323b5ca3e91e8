import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReportId } from '@tessera/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableProps } from '@/ui/data-table/DataTable';
import { ListPage } from '@/ui/data-table/ListPage';
import type { TableViewState } from '@/ui/data-table/useTableView';
import { DownloadMenu } from './DownloadMenu';
import type { MoneyFilters } from './queries';
import { ReportToolbar } from './ReportToolbar';

/** The UK theatres reports' catalogue names (decisions/0075). */
type UkReportName =
  | 'dailyFigures'
  | 'advanceSales'
  | 'weeklyEventSales'
  | 'ukPayments'
  | 'paymentsV2'
  | 'transactionsV2';

/** The money reports' catalogue names (`reports.<name>.title`). */
export type MoneyReportName =
  | 'sales'
  | 'payments'
  | 'transactions'
  | 'groupCommissions'
  | 'groupPayment'
  | 'inventory'
  | 'promotions'
  | 'eventSales'
  | UkReportName;

/**
 * A money report's screen: its title and what it counts, the download of what the filters show,
 * the venue's time zone its days are read in, the filters, and the table.
 */
export function MoneyReportPage<T extends object>({
  name,
  report,
  filters,
  query,
  view,
  payments = false,
  channels = true,
  venues = true,
  notice,
  defaultFrom,
  chart,
  ...table
}: {
  /** The report's catalogue name (`reports.<name>.title`) and its files' name. */
  name: MoneyReportName;
  report: ReportId;
  filters: Partial<MoneyFilters>;
  query: UseQueryResult<{ timeZone: string }>;
  view: TableViewState;
  /** Offers the payment type filter. */
  payments?: boolean;
  /** Offers the channel filter (not on reports of one channel, such as group sales, nor on inventory). */
  channels?: boolean;
  /** Offers the venue filter (its time zone, and only its events), shown when the account has several. */
  venues?: boolean;
  /** A line under the time zone, such as why personal data is left out. */
  notice?: string | undefined;
  /** The first day when the URL names none. */
  defaultFrom?: string;
  /** A chart of what the table shows, above it. */
  chart?: ReactNode;
} & Omit<DataTableProps<T>, 'label' | 'title' | 'view' | 'error' | 'onRetry' | 'empty' | 'toolbar'>) {
  const { t } = useTranslation();
  return (
    <ListPage<T>
      title={t(`reports.${name}.title`)}
      intro={t(`reports.${name}.intro`)}
      pageActions={<DownloadMenu report={report} filters={filters} fileStem={`${name}-${filters.from}`} />}
      above={
        query.data && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('reports.timeZone', { timeZone: query.data.timeZone })}
            </Text>
            {notice && (
              <Text size="sm" c="dimmed">
                {notice}
              </Text>
            )}
            {chart}
          </Stack>
        )
      }
      view={view}
      toolbar={
        <ReportToolbar
          view={view}
          report={report}
          payments={payments}
          channels={channels}
          venues={venues}
          defaultFrom={defaultFrom}
        />
      }
      error={query.error ?? undefined}
      onRetry={() => void query.refetch()}
      empty={t('reports.empty')}
      minWidth={320}
      {...table}
    />
  );
}
