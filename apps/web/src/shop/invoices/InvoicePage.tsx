import { Alert, Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { downloadShopInvoice, getShopInvoice, payShopInvoice, type ShopInvoice } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi, endpointUrl } from '@/api/client';
import { useShopMoney } from '@/shop/buy/useShopAction';
import { CardPayment } from '@/ui/CardPayment';
import { FailureAlert } from '@/ui/FailureAlert';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { usePageTitle } from '@/ui/usePageTitle';

const statusColor = { open: 'orange', paid: 'teal', cancelled: 'gray' } as const;

function InvoiceSummary({ invoice, pdfHref }: { invoice: ShopInvoice; pdfHref: string }) {
  const { t, i18n } = useTranslation();
  const money = useShopMoney();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} data-testid="invoice-number">
            {t('shopInvoice.number', { number: invoice.number })}
          </Text>
          <Badge color={statusColor[invoice.status]} data-testid="invoice-status">
            {t(`shopInvoice.status.${invoice.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('shopInvoice.order', { order: invoice.orderId })} · {invoice.recipientName} · {invoice.email}
        </Text>
        <Table.ScrollContainer minWidth={280}>
          <Table>
            <Table.Tbody>
              {invoice.lines.map((line) => (
                <Table.Tr key={line.description ?? 'charges'}>
                  <Table.Td>{line.description ?? t('shopInvoice.charges')}</Table.Td>
                  <Table.Td ta="right">{money(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" wrap="wrap">
          <Text fz="lg" fw={700} data-testid="invoice-amount">
            {t('shopInvoice.amount', { amount: invoice.amountText })}
          </Text>
          <Text fw={600} data-testid="invoice-due">
            {t('shopInvoice.due', { date: formatDateTime(invoice.dueAt, i18n.language) })}
          </Text>
        </Group>
        <Anchor href={pdfHref} download={`${invoice.number}.pdf`} data-testid="invoice-pdf">
          {t('shopInvoice.download')}
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * /shop/checkout/invoice?invoice=…&token=…: the invoice an order is held on (decisions/0109),
 * shown after a checkout on invoice and opened by the recipient's mailed link: amount, due date,
 * the PDF, and the card payment that settles it.
 */
export function InvoicePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const invoiceId = search.get('invoice') ?? '';
  const token = search.get('token') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(invoiceId) && token.length >= 20;
  const view = useQuery({
    queryKey: ['shop', 'invoice', invoiceId, token],
    queryFn: () => callApi(getShopInvoice, { params: { invoiceId }, query: { token } }),
    enabled: valid,
    retry: false,
  });
  const [key] = useState(() => `invoice-${crypto.randomUUID()}`);
  const pay = useMutation({
    mutationFn: (card: { number: string; expMonth: number; expYear: number; cvc: string }) =>
      callApi(payShopInvoice, { params: { invoiceId }, body: { token, idempotencyKey: key, card } }),
  });
  usePageTitle(t('shopInvoice.title'));
  if (!valid) return <Alert color="red">{t('shopInvoice.invalidLink')}</Alert>;
  if (view.isPending) return <SectionLoader />;
  if (!view.data) return <FailureAlert error={view.error} />;
  const invoice = pay.data ?? view.data;
  const pdfHref = endpointUrl(downloadShopInvoice, { params: { invoiceId }, query: { token } });
  return (
    <Stack gap="lg" maw={620}>
      <Title order={1}>{t('shopInvoice.title')}</Title>
      <InvoiceSummary invoice={invoice} pdfHref={pdfHref} />
      {invoice.status === 'paid' ? (
        <Alert color="teal" role="status" data-testid="invoice-paid">
          {t('shopInvoice.paid', { order: invoice.orderId })}
        </Alert>
      ) : invoice.status === 'cancelled' ? (
        <Alert color="gray">{t('shopInvoice.cancelled')}</Alert>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Text size="sm">{t('shopInvoice.held')}</Text>
            <CardPayment
              submitLabel={t('shopInvoice.pay', { amount: invoice.amountText })}
              pending={pay.isPending}
              error={pay.error}
              onPay={(card) => pay.mutate(card)}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
