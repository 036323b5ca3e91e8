import { Alert, Badge, Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  downloadOrderTickets,
  downloadOrderTicketWalletPass,
  type OrderBundle,
  type OrderEmailKind,
} from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { isApiError } from '@/api/api-error';
import { endpointUrl } from '@/api/client';
import { ConfirmDialog } from '@/ui/DialogActions';
import { amountColumn } from '@/ui/data-table/amount-column';
import { TwoLines } from '@/ui/data-table/cells';
import { DataTable } from '@/ui/data-table/DataTable';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { downloadFile, printPdf } from './download';
import { PrintRunPanel } from './PrintRunPanel';
import { placeLabel } from './place';
import { ticketQueries, useReissue, useResendConfirmation } from './queries';
import { TicketDetails } from './TicketDetails';

const statusColor = { new: 'blue', used: 'teal', voided: 'gray' } as const;

/** The message after an email went: the confirmation, or the tickets alone. */
const sentMessage = (kind: OrderEmailKind, status: 'kept' | 'sent' | 'failed') =>
  kind === 'confirmation'
    ? status === 'kept'
      ? 'tickets.bundle.emailKept'
      : 'tickets.bundle.emailSent'
    : status === 'kept'
      ? 'tickets.bundle.ticketsKept'
      : 'tickets.bundle.ticketsSent';

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
          <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate('confirmation')}>
            {t('tickets.bundle.email')}
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" disabled={live.length === 0 || resend.isPending}>
                {t('tickets.bundle.emailTickets')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => resend.mutate('ticketsAttached')}>
                {t('tickets.bundle.ticketsAttached')}
              </Menu.Item>
              <Menu.Item onClick={() => resend.mutate('ticketsInline')}>
                {t('tickets.bundle.ticketsInline')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
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
          {t(sentMessage(resend.variables ?? 'confirmation', resend.data.status), { to: resend.data.to })}
        </Alert>
      ) : null}
      {resend.isError ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={resend.reset}>
          {isApiError(resend.error) ? resend.error.message : t('tickets.bundle.fileError')}
        </Alert>
      ) : null}
      {reissue.isError ? <ErrorDetails error={reissue.error} /> : null}
      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('tickets.bundle.title', { id: bundle.orderId })}
          bare
          rows={bundle.tickets}
          minWidth={900}
          empty=""
          select={{
            selected,
            onChange: (keys) => setSelected(keys as number[]),
            label: (ticket) => t('tickets.bundle.select', { barcode: ticket.barcode }),
            pageLabel: t('tickets.bundle.selectAll'),
            disabled: (ticket) => ticket.status === 'voided',
          }}
          details={(ticket) =>
            open === ticket.id ? <TicketDetails orderId={bundle.orderId} ticket={ticket} /> : null
          }
          columns={[
            {
              id: 'place',
              header: t('tickets.bundle.place'),
              value: (ticket) => placeLabel(t, ticket),
              cell: (ticket) => <b>{placeLabel(t, ticket)}</b>,
            },
            {
              id: 'event',
              header: t('tickets.bundle.event'),
              value: (ticket) => ticket.eventName,
              cell: (ticket) => (
                <TwoLines
                  plain
                  main={ticket.eventName}
                  sub={formatDateTime(ticket.eventStartsAt, i18n.language, ticket.timeZone)}
                />
              ),
            },
            {
              id: 'priceType',
              header: t('tickets.bundle.priceType'),
              value: (ticket) => ticket.priceTypeName ?? '',
            },
            amountColumn('total', t('tickets.bundle.price'), money, { id: 'price' }),
            {
              id: 'status',
              header: t('tickets.bundle.status'),
              cell: (ticket) => (
                <>
                  <Badge color={statusColor[ticket.status]} variant="light" style={{ overflow: 'visible' }}>
                    {t(`tickets.status.${ticket.status}`)}
                  </Badge>
                  {ticket.admitted ? (
                    <Text size="xs" c="teal">
                      {t('tickets.bundle.inside')}
                    </Text>
                  ) : null}
                </>
              ),
            },
            {
              id: 'barcode',
              header: t('tickets.bundle.barcode'),
              cell: (ticket) => (
                <>
                  <Text size="sm" ff="monospace" data-testid="ticket-barcode">
                    {ticket.barcode}
                  </Text>
                  {ticket.barcodesIssued > 1 ? (
                    <Text size="xs" c="dimmed">
                      {t('tickets.bundle.barcodesIssued', { count: ticket.barcodesIssued })}
                    </Text>
                  ) : null}
                </>
              ),
            },
            {
              id: 'printCount',
              header: t('tickets.bundle.printCount'),
              align: 'right',
              cell: (ticket) => <span data-testid="print-count">{ticket.printCount}</span>,
            },
            { id: 'delivered', header: t('tickets.bundle.delivered'), date: (ticket) => ticket.deliveredAt },
            {
              id: 'details',
              header: '',
              cell: (ticket) => (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-expanded={open === ticket.id}
                    onClick={() => setOpen(open === ticket.id ? null : ticket.id)}
                  >
                    {t('tickets.bundle.details')}
                  </Button>
                  {bundle.walletPasses && ticket.status !== 'voided' ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('tickets.bundle.walletPassOf', { barcode: ticket.barcode })}
                      onClick={() =>
                        file(() =>
                          downloadFile(
                            endpointUrl(downloadOrderTicketWalletPass, {
                              params: { orderId: bundle.orderId, ticketId: ticket.id },
                            }),
                            `ticket-${ticket.id}.pkpass`,
                          ),
                        )
                      }
                    >
                      {t('tickets.bundle.walletPass')}
                    </Button>
                  ) : null}
                </Group>
              ),
            },
          ]}
        />
      </Card>
      <PrintRunPanel bundle={bundle} ticketIds={chosen} />
      {confirmReissue ? (
        <ConfirmDialog
          title={t('tickets.bundle.reissueTitle')}
          onCancel={() => setConfirmReissue(false)}
          confirmLabel={t('tickets.bundle.reissueConfirm')}
          color="orange"
          loading={reissue.isPending}
          onConfirm={() =>
            reissue.mutate(chosen, {
              onSettled: () => setConfirmReissue(false),
              onSuccess: () => setSelected([]),
            })
          }
        >
          <Text size="sm">{t('tickets.bundle.reissueWarning', { count: chosen.length })}</Text>
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
