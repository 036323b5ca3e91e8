import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '@/ui/data-table/DataTable';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { FailureAlert } from '@/ui/FailureAlert';
import { PageHeader } from '@/ui/PageHeader';
import { useRedeliverWebhook, webhookQueries } from './queries';
import { statusColor } from './WebhooksPage';

/** One endpoint's delivery log: each event sent, its status, the receiver's answer and the retries. */
export function WebhookDeliveriesPage() {
  const { t } = useTranslation();
  const id = Number(useParams().endpointId);
  const endpoint = useQuery(webhookQueries.endpoint(id));
  const view = useTableView();
  // Attempts happen in the background: the log refreshes itself while it is open.
  const log = useQuery({
    ...webhookQueries.deliveries(id, view.page, view.pageSize),
    refetchInterval: 2_000,
  });
  const redeliver = useRedeliverWebhook();
  return (
    <Stack gap="lg">
      <PageHeader
        title={endpoint.data?.description || endpoint.data?.url || t('admin.nav.webhookDeliveries')}
        intro={endpoint.data?.url ?? ''}
      />
      <Anchor component={Link} to="/admin/v2/webhooks" size="sm">
        {t('webhooks.back')}
      </Anchor>
      <FailureAlert error={endpoint.error ?? redeliver.error} />
      <DataTable
        label={t('webhooks.deliveries')}
        view={view}
        {...pagedRows(log)}
        empty={t('webhooks.noDeliveries')}
        minWidth={960}
        columns={[
          { id: 'created', header: t('webhooks.time'), date: (d) => d.createdAt },
          { id: 'event', header: t('webhooks.event'), value: (d) => t(`webhooks.eventTypes.${d.eventType}`) },
          {
            id: 'status',
            header: t('webhooks.status'),
            value: (d) => t(`webhooks.statuses.${d.status}`),
            badge: (d) => statusColor[d.status],
          },
          { id: 'response', header: t('webhooks.responseCode'), value: (d) => d.responseCode ?? '' },
          { id: 'attempts', header: t('webhooks.attempts'), value: (d) => d.attempts },
          { id: 'last', header: t('webhooks.lastAttempt'), date: (d) => d.lastAttemptAt },
          { id: 'next', header: t('webhooks.nextAttempt'), date: (d) => d.nextAttemptAt },
          { id: 'error', header: t('webhooks.lastError'), value: (d) => d.lastError ?? '' },
          { id: 'eventId', header: t('webhooks.eventId'), value: (d) => d.eventId },
        ]}
        rowActions={(d) => [
          {
            label: t('webhooks.redeliver'),
            loading: redeliver.isPending && redeliver.variables?.deliveryId === d.id,
            onClick: () => redeliver.mutate({ endpointId: id, deliveryId: d.id }),
          },
        ]}
      />
    </Stack>
  );
}
