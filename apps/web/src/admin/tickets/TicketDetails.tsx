import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { OrderBundle } from '@tessera/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatHistoryReasonText } from '@/admin/seats/seat-history-reason';
import { DataTable } from '@/ui/data-table/DataTable';
import { formatDateTime } from '@/ui/format';
import { useUsherMessage } from './queries';

type Ticket = OrderBundle['tickets'][number];

/** One ticket's scan history, seat history and usher (ticket-taker) message. */
export function TicketDetails({ orderId, ticket }: { orderId: number; ticket: Ticket }) {
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState(ticket.usherMessage);
  const save = useUsherMessage(orderId);
  const when = (iso: string) => formatDateTime(iso, i18n.language, ticket.timeZone);
  return (
    <Stack gap="md" p="sm">
      <Part title={t('tickets.bundle.usherMessage')}>
        <Group align="flex-end" gap="sm">
          <Textarea
            aria-label={t('tickets.bundle.usherMessage')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            maxLength={200}
            autosize
            minRows={1}
            w={420}
          />
          <Button
            variant="default"
            loading={save.isPending}
            disabled={message.trim() === ticket.usherMessage}
            onClick={() => save.mutate({ ticketId: ticket.id, message })}
          >
            {t('actions.save')}
          </Button>
        </Group>
      </Part>
      <Part title={t('tickets.bundle.scanHistory')}>
        <DataTable
          label={t('tickets.bundle.scanHistory')}
          prefix={`scans${ticket.id}`}
          bare
          rows={ticket.scans}
          empty={t('tickets.bundle.noScans')}
          columns={[
            { id: 'scannedAt', header: t('tickets.bundle.scannedAt'), value: (s) => when(s.scannedAt) },
            {
              id: 'direction',
              header: t('tickets.bundle.direction'),
              value: (s) => t(`scanning.direction.${s.direction}`),
            },
            {
              id: 'result',
              header: t('tickets.bundle.result'),
              cell: (s) => (
                <Text size="sm" c={s.result === 'accepted' ? 'teal' : 'red'}>
                  {s.result === 'accepted'
                    ? t('scanning.result.accepted')
                    : t(`scanning.reason.${(s.reason ?? 'unknown') as 'unknown'}`)}
                </Text>
              ),
            },
            { id: 'location', header: t('tickets.bundle.location') },
            { id: 'message', header: t('tickets.bundle.message') },
          ]}
        />
      </Part>
      <Part title={t('tickets.bundle.seatHistory')}>
        <DataTable
          label={t('tickets.bundle.seatHistory')}
          prefix={`seat${ticket.id}`}
          bare
          hideHeader
          rows={ticket.seatHistory}
          empty={t('tickets.bundle.noSeatHistory')}
          columns={[
            { id: 'when', header: t('tickets.bundle.scannedAt'), value: (h) => when(h.createdAt) },
            {
              id: 'change',
              header: t('tickets.bundle.seatHistory'),
              value: (h) =>
                t('tickets.bundle.seatChange', {
                  from: t(`seatStatus.${h.fromStatus}`),
                  to: t(`seatStatus.${h.toStatus}`),
                }),
            },
            {
              id: 'reason',
              header: t('admin.seatHistory.reason'),
              value: (h) => seatHistoryReasonText(t, h),
            },
            {
              id: 'order',
              header: t('tickets.bundle.orderRef', { id: '' }),
              value: (h) => (h.orderId ? t('tickets.bundle.orderRef', { id: h.orderId }) : ''),
            },
          ]}
        />
      </Part>
    </Stack>
  );
}

/** A titled part of a ticket's details (its usher message, scans, seat history). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
