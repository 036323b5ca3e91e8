import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@tessera/contract';
import { isErrorCode } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { RetryRefundButton } from '@/admin/orders/RefundState';
import { SeatReturnChoice, useSeatReturn } from '@/admin/orders/SeatReturnChoice';
import { DataTable } from '@/ui/data-table/DataTable';
import { FailureAlert } from '@/ui/FailureAlert';
import { eventCancellationQuery, useStartEventCancellation } from './queries';

/** Events → bulk cancel orders: the confirmation, then the run's progress below the header. */
export function BulkCancelButton({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const seats = useSeatReturn({ enabled: open });
  const [notifyBuyers, setNotifyBuyers] = useState(true);
  const start = useStartEventCancellation(event.id);
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        {t('admin.events.bulkCancel.open')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('admin.events.bulkCancel.title')}
        size="lg"
      >
        <Stack gap="md">
          <Text size="sm">{t('admin.events.bulkCancel.intro', { event: event.name })}</Text>
          <SeatReturnChoice choice={seats} />
          <Checkbox
            label={t('admin.events.bulkCancel.notify')}
            description={t('admin.events.bulkCancel.notifyHint')}
            checked={notifyBuyers}
            onChange={(e) => setNotifyBuyers(e.currentTarget.checked)}
          />
          <FailureAlert error={start.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              disabled={seats.incomplete}
              loading={start.isPending}
              onClick={() =>
                start.mutate({ ...seats.body, notifyBuyers }, { onSuccess: () => setOpen(false) })
              }
            >
              {t('admin.events.bulkCancel.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The latest bulk cancel of the event, while it runs and after: counts, failures, refused refunds. */
export function BulkCancelProgress({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useQuery(eventCancellationQuery(eventId));
  const c = query.data;
  if (!c) return null;
  const reached = c.ordersCancelled + c.ordersFailed;
  const percent = c.ordersTotal === 0 ? 100 : Math.round((reached / c.ordersTotal) * 100);
  return (
    <Paper p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {c.status === 'running' ? t('admin.events.bulkCancel.running') : t('admin.events.bulkCancel.done')}
        </Title>
        <Progress value={percent} aria-label={t('admin.events.bulkCancel.progressLabel')} />
        <Text size="sm" role="status">
          {t('admin.events.bulkCancel.counts', {
            cancelled: c.ordersCancelled,
            total: c.ordersTotal,
            failed: c.ordersFailed,
          })}
          {c.refundsUnderWay > 0
            ? ` ${t('admin.events.bulkCancel.refundsUnderWay', { count: c.refundsUnderWay })}`
            : ''}
        </Text>
        {c.failures.length > 0 ? (
          <Alert color="red" title={t('admin.events.bulkCancel.failuresTitle')}>
            <Stack gap={4}>
              {c.failures.map((f) => (
                <Text size="sm" key={f.orderId}>
                  <Anchor component={Link} to={`/admin/v2/orders/${f.orderId}`} underline="always">
                    {t('admin.events.bulkCancel.order', { id: f.orderId })}
                  </Anchor>
                  {': '}
                  {isErrorCode(f.error) ? t(`errors.${f.error}`) : f.error}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {c.refundsFailed.length > 0 ? (
          <Stack gap={4}>
            <Text fw={600}>{t('admin.events.bulkCancel.refundsFailedTitle')}</Text>
            <DataTable
              label={t('admin.events.bulkCancel.refundsFailedTitle')}
              prefix="refused"
              bare
              minWidth={420}
              rows={c.refundsFailed}
              rowKey={(r) => r.refundId}
              empty={t('table.empty')}
              columns={[
                {
                  id: 'order',
                  header: t('admin.events.bulkCancel.orderColumn'),
                  value: (r) => r.orderId,
                  cell: (r) => (
                    <Anchor component={Link} to={`/admin/v2/orders/${r.orderId}`} underline="always">
                      {t('admin.events.bulkCancel.order', { id: r.orderId })}
                    </Anchor>
                  ),
                },
                {
                  id: 'amount',
                  header: t('admin.events.bulkCancel.amountColumn'),
                  value: (r) => money(r.amount),
                },
                {
                  id: 'reason',
                  header: t('admin.events.bulkCancel.reasonColumn'),
                  value: (r) => (isErrorCode(r.failureCode) ? t(`errors.${r.failureCode}`) : ''),
                },
                {
                  id: 'retry',
                  header: '',
                  cell: (r) => (
                    <RetryRefundButton
                      orderId={r.orderId}
                      refundId={r.refundId}
                      onRetried={() => void query.refetch()}
                    />
                  ),
                },
              ]}
            />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
