import { Alert, Badge, Button, Card, Checkbox, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { downloadOrderTickets, type OrderBundle } from '@tessera/contract';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { isApiError } from '@/api/api-error';
import { endpointUrl } from '@/api/client';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { downloadFile, printPdf } from './download';
import { PrintRunPanel } from './PrintRunPanel';
import { placeLabel } from './place';
import { ticketQueries, useReissue, useResendConfirmation } from './queries';
import { TicketDetails } from './TicketDetails';

const statusColor = { new: 'blue', used: 'teal', voided: 'gray' } as const;

/** /admin/v2/orders/{id}/bundle: an order's tickets, how they were delivered and scanned. */
export function OrderBundlePage() {
  const id = Number(useParams().id);
  const bundle = useQuery(ticketQueries.bundle(id));
  if (bundle.isError) return <ErrorDetails error={bundle.error} onRetry={() => void bundle.refetch()} />;
  if (!bundle.data) return <SectionLoader />;
  return <Bundle bundle={bundle.data} />;
}

function Bundle({ bundle }: { bundle: OrderBundle }) {
  const { t, i18n } = useTranslation();
  const orderTime = useOrderTime();
  const money = useMoney();
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const [confirmReissue, setConfirmReissue] = useState(false);
  const [fileError, setFileError] = useState(false);
  const reissue = useReissue(bundle.orderId);
  const resend = useResendConfirmation(bundle.orderId);
  const live = bundle.tickets.filter((x) => x.status !== 'voided');
  const chosen = selected.length > 0 ? selected : live.map((x) => x.id);
  const pdfUrl = endpointUrl(downloadOrderTickets, { params: { orderId: bundle.orderId } });
  const file = (action: () => Promise<void>) => {
    setFileError(false);
    action().catch(() => setFileError(true));
  };
  const toggle = (ticketId: number) =>
    setSelected((s) => (s.includes(ticketId) ? s.filter((x) => x !== ticketId) : [...s, ticketId]));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('tickets.bundle.title', { id: bundle.orderId })}</Title>
          <Text c="dimmed">
            {t('tickets.bundle.buyer', {
              name: `${bundle.buyer.firstName} ${bundle.buyer.lastName}`,
              email: bundle.buyer.email,
              date: orderTime(bundle.createdAt),
            })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={() => file(() => printPdf(pdfUrl))}>
            {t('tickets.bundle.print')}
          </Button>
          <Button
            variant="default"
            onClick={() => file(() => downloadFile(pdfUrl, `tickets-${bundle.orderId}.pdf`))}
          >
            {t('tickets.bundle.download')}
          </Button>
          <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate(undefined)}>
            {t('tickets.bundle.email')}
          </Button>
          <Button
            color="orange"
            variant="light"
            disabled={live.length === 0}
            onClick={() => setConfirmReissue(true)}
          >
            {t('tickets.bundle.reissue', { count: chosen.length })}
          </Button>
        </Group>
      </Group>
      {fileError ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFileError(false)}>
          {t('tickets.bundle.fileError')}
        </Alert>
      ) : null}
      {resend.isSuccess ? (
        <Alert color="teal" variant="light" role="status" withCloseButton onClose={resend.reset}>
          {t(resend.data.status === 'kept' ? 'tickets.bundle.emailKept' : 'tickets.bundle.emailSent', {
            to: resend.data.to,
          })}
        </Alert>
      ) : null}
      {resend.isError ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={resend.reset}>
          {isApiError(resend.error) ? resend.error.message : t('tickets.bundle.fileError')}
        </Alert>
      ) : null}
      {reissue.isError ? <ErrorDetails error={reissue.error} /> : null}
      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('tickets.bundle.selectAll')}
                    checked={selected.length > 0 && selected.length === live.length}
                    indeterminate={selected.length > 0 && selected.length < live.length}
                    onChange={() => setSelected(selected.length === live.length ? [] : live.map((x) => x.id))}
                  />
                </Table.Th>
                <Table.Th>{t('tickets.bundle.place')}</Table.Th>
                <Table.Th>{t('tickets.bundle.event')}</Table.Th>
                <Table.Th>{t('tickets.bundle.priceType')}</Table.Th>
                <Table.Th ta="right">{t('tickets.bundle.price')}</Table.Th>
                <Table.Th miw={96}>{t('tickets.bundle.status')}</Table.Th>
                <Table.Th>{t('tickets.bundle.barcode')}</Table.Th>
                <Table.Th ta="right">{t('tickets.bundle.printCount')}</Table.Th>
                <Table.Th>{t('tickets.bundle.delivered')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bundle.tickets.map((ticket) => (
                <Fragment key={ticket.id}>
                  <Table.Tr>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('tickets.bundle.select', { barcode: ticket.barcode })}
                        checked={selected.includes(ticket.id)}
                        disabled={ticket.status === 'voided'}
                        onChange={() => toggle(ticket.id)}
                      />
                    </Table.Td>
                    <Table.Td fw={600}>{placeLabel(t, ticket)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{ticket.eventName}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(ticket.eventStartsAt, i18n.language, ticket.timeZone)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{ticket.priceTypeName ?? ''}</Table.Td>
                    <Table.Td ta="right">{money(ticket.total)}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={statusColor[ticket.status]}
                        variant="light"
                        style={{ overflow: 'visible' }}
                      >
                        {t(`tickets.status.${ticket.status}`)}
                      </Badge>
                      {ticket.admitted ? (
                        <Text size="xs" c="teal">
                          {t('tickets.bundle.inside')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace" data-testid="ticket-barcode">
                        {ticket.barcode}
                      </Text>
                      {ticket.barcodesIssued > 1 ? (
                        <Text size="xs" c="dimmed">
                          {t('tickets.bundle.barcodesIssued', { count: ticket.barcodesIssued })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="print-count">
                      {ticket.printCount}
                    </Table.Td>
                    <Table.Td fz="sm">
                      {ticket.deliveredAt ? formatDateTime(ticket.deliveredAt, i18n.language) : '—'}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-expanded={open === ticket.id}
                        onClick={() => setOpen(open === ticket.id ? null : ticket.id)}
                      >
                        {t('tickets.bundle.details')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {open === ticket.id ? (
                    <Table.Tr>
                      <Table.Td colSpan={10} bg="var(--mantine-color-gray-0)">
                        <TicketDetails orderId={bundle.orderId} ticket={ticket} />
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <PrintRunPanel bundle={bundle} ticketIds={chosen} />
      <Modal
        opened={confirmReissue}
        onClose={() => setConfirmReissue(false)}
        title={t('tickets.bundle.reissueTitle')}
      >
        <Stack>
          <Text size="sm">{t('tickets.bundle.reissueWarning', { count: chosen.length })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmReissue(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="orange"
              loading={reissue.isPending}
              onClick={() =>
                reissue.mutate(chosen, {
                  onSettled: () => setConfirmReissue(false),
                  onSuccess: () => setSelected([]),
                })
              }
            >
              {t('tickets.bundle.reissueConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
