import { Alert, Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ManifestLine } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { StatusBadge } from '@/admin/orders/OrderTicketsTab';
import { ListPage } from '@/ui/data-table/ListPage';
import { useTableView } from '@/ui/data-table/useTableView';
import { EventReportDownload, reportEventId, seatText, useEventPageRows } from './event-report';
import { reportQueries } from './queries';
import { ReportEventSelect } from './ReportEventSelect';
import { moneyColumn } from './report-columns';

/** Reports → Guest manifest: the door list of one performance, by buyer. */
export function GuestManifestPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const view = useTableView();
  const eventId = reportEventId(view);
  const report = useQuery({
    ...reportQueries.manifest(eventId ?? 0, view.page, view.pageSize),
    enabled: eventId !== null,
  });
  const data = report.data;
  const page = useEventPageRows(eventId, report, t('reports.manifest.empty'));
  return (
    <ListPage<ManifestLine>
      title={t('reports.manifest.title')}
      intro={t('reports.manifest.intro')}
      pageActions={<EventReportDownload report="guest-manifest" eventId={eventId} />}
      above={
        data?.personalDataHidden && (
          <Alert color="gray" variant="light">
            {t('reports.manifest.hidden')}
          </Alert>
        )
      }
      view={view}
      toolbar={
        <ReportEventSelect
          eventId={eventId}
          onChange={(v) => view.setFilter('eventId', v, { replace: true })}
        />
      }
      {...page}
      rowKey={(l) => l.ticketId}
      minWidth={320}
      columns={[
        {
          id: 'buyer',
          header: t('reports.columns.buyerName'),
          value: (l) => l.buyerName,
          cell: (l) =>
            data?.personalDataHidden ? (
              <Text size="sm" c="dimmed">
                {t('reports.manifest.hiddenName')}
              </Text>
            ) : (
              <>
                <Text size="sm">{l.buyerName}</Text>
                <Text size="xs" c="dimmed">
                  {l.buyerEmail}
                </Text>
              </>
            ),
        },
        { id: 'orderId', header: t('reports.columns.orderId'), value: (l) => l.orderId, visibleFrom: 'sm' },
        {
          id: 'seat',
          header: t('reports.columns.seat'),
          value: seatText,
          // On a phone the status column is left out: a voided ticket's seat is struck through.
          cell: (l) => (
            <Text
              size="sm"
              td={l.status === 'voided' ? 'line-through' : undefined}
              c={l.status === 'voided' ? 'dimmed' : undefined}
            >
              {seatText(l)}
            </Text>
          ),
        },
        {
          id: 'priceType',
          header: t('reports.columns.priceType'),
          value: (l) => l.priceType ?? '',
          visibleFrom: 'md',
        },
        {
          id: 'status',
          header: t('reports.columns.status'),
          value: (l) => l.status,
          cell: (l) => <StatusBadge status={l.status} />,
          visibleFrom: 'sm',
        },
        {
          id: 'admitted',
          header: t('reports.columns.admitted'),
          value: (l) => (l.admitted ? t('reports.manifest.yes') : ''),
          cell: (l) => (l.admitted ? <Badge color="teal">{t('reports.manifest.yes')}</Badge> : null),
          visibleFrom: 'sm',
        },
        moneyColumn(t, money, 'total', { visibleFrom: 'md' }),
      ]}
      totals={
        data && {
          buyer: t('reports.manifest.totals', { tickets: data.totals.tickets, live: data.totals.live }),
          admitted: data.totals.admitted,
        }
      }
    />
  );
}
