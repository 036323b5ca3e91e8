import { Button, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import type { OrderBundle } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Stack gap={4}>
        <Title order={3} fz="h5">
          {t('tickets.bundle.usherMessage')}
        </Title>
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
      </Stack>
      <Stack gap={4}>
        <Title order={3} fz="h5">
          {t('tickets.bundle.scanHistory')}
        </Title>
        {ticket.scans.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tickets.bundle.noScans')}
          </Text>
        ) : (
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tickets.bundle.scannedAt')}</Table.Th>
                <Table.Th>{t('tickets.bundle.direction')}</Table.Th>
                <Table.Th>{t('tickets.bundle.result')}</Table.Th>
                <Table.Th>{t('tickets.bundle.location')}</Table.Th>
                <Table.Th>{t('tickets.bundle.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ticket.scans.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{when(s.scannedAt)}</Table.Td>
                  <Table.Td>{t(`scanning.direction.${s.direction}`)}</Table.Td>
                  <Table.Td c={s.result === 'accepted' ? 'teal' : 'red'}>
                    {s.result === 'accepted'
                      ? t('scanning.result.accepted')
                      : t(`scanning.reason.${(s.reason ?? 'unknown') as 'unknown'}`)}
                  </Table.Td>
                  <Table.Td>{s.location}</Table.Td>
                  <Table.Td>{s.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={3} fz="h5">
          {t('tickets.bundle.seatHistory')}
        </Title>
        {ticket.seatHistory.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tickets.bundle.noSeatHistory')}
          </Text>
        ) : (
          <Table verticalSpacing={4} fz="sm">
            <Table.Tbody>
              {ticket.seatHistory.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td>{when(h.createdAt)}</Table.Td>
                  <Table.Td>
                    {t('tickets.bundle.seatChange', { from: h.fromStatus, to: h.toStatus })}
                  </Table.Td>
                  <Table.Td>{h.orderId ? t('tickets.bundle.orderRef', { id: h.orderId }) : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
