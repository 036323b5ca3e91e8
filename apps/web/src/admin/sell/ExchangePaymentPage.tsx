import { Alert, Button, Card, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exchangeOrderTickets, quoteOrderExchange } from '@tessera/contract';
import { allocateRefund, type ExchangeRefundTo, exchangeRefundTo } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { orderKeys, orderQueries } from '@/admin/orders/queries';
import { SeatReturnChoice, useSeatReturn } from '@/admin/orders/SeatReturnChoice';
import { callApi } from '@/api/client';
import { DataTable } from '@/ui/data-table/DataTable';
import { FailureAlert } from '@/ui/FailureAlert';
import { SectionLoader } from '@/ui/FullPageLoader';
import { MoneyInput } from '@/ui/MoneyInput';
import { storedExchange, storeExchange } from './sell-storage';
import { hasLines, useSellBasket } from './useSellBasket';

type PayType = 'Cash' | 'CreditCard';

/**
 * /admin/v2/checkout/exchange/payment: the tickets given back, the new ones in the basket, the
 * difference (new value, credit, exchange fees), then paying it or refunding it (to the original
 * payments or as a new gift certificate), and where the old seats go.
 */
export function ExchangePaymentPage() {
  const { t } = useTranslation();
  const exchange = storedExchange();
  const { basket } = useSellBasket();
  if (!exchange) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('admin.exchange.title')}</Title>
        <Text c="dimmed">{t('admin.exchange.none')}</Text>
        <Group>
          <Button component={Link} to="/admin/v2/orders" variant="default">
            {t('admin.exchange.toOrders')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!basket || !hasLines(basket)) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('admin.exchange.title')}</Title>
        <Text c="dimmed">{t('admin.exchange.chooseSeats')}</Text>
        <Group>
          <Button component={Link} to="/admin/v2/sell-tickets">
            {t('admin.exchange.toSeats')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <ExchangeForm orderId={exchange.orderId} ticketIds={exchange.ticketIds} basketId={basket.id} />;
}

function ExchangeForm({
  orderId,
  ticketIds,
  basketId,
}: {
  orderId: number;
  ticketIds: number[];
  basketId: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { forget } = useSellBasket();
  const order = useQuery(orderQueries.detail(orderId));
  const seats = useSeatReturn();
  const quote = useQuery({
    queryKey: [...orderKeys.detail(orderId), 'exchange-quote', basketId, ticketIds],
    queryFn: () => callApi(quoteOrderExchange, { params: { orderId }, body: { basketId, ticketIds } }),
    retry: false,
  });
  const [payType, setPayType] = useState<PayType>('Cash');
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [refunds, setRefunds] = useState<Record<number, number | null> | null>(null);
  const [refundTo, setRefundTo] = useState<ExchangeRefundTo>('original');
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const q = quote.data;
  const refundOwed = q && q.difference < 0 ? -q.difference : 0;
  const defaults = q
    ? (allocateRefund(
        refundOwed,
        q.payments.map((p) => ({ id: p.id, amount: p.refundable, refunded: 0 })),
      ) ?? [])
    : [];
  const refundOf = (id: number) => refunds?.[id] ?? defaults.find((r) => r.paymentId === id)?.amount ?? 0;
  const refundTotal = q ? q.payments.reduce((a, p) => a + (refundOf(p.id) ?? 0), 0) : 0;
  const toPayments = refundTo === 'original';
  const mismatch = toPayments && refundOwed > 0 && refundTotal !== refundOwed;

  const run = useMutation({
    mutationFn: () => {
      const [month, year] = expiry.split('/').map((x) => Number(x.trim()));
      const payments =
        q && q.difference > 0
          ? [
              payType === 'CreditCard'
                ? {
                    type: 'CreditCard' as const,
                    amount: q.difference,
                    card: {
                      number: cardNumber.replace(/\s+/g, ''),
                      expMonth: month ?? 0,
                      expYear: year !== undefined && year < 100 ? 2000 + year : (year ?? 0),
                      cvc,
                    },
                  }
                : { type: 'Cash' as const, amount: q.difference },
            ]
          : [];
      return callApi(exchangeOrderTickets, {
        params: { orderId },
        body: {
          basketId,
          ticketIds,
          ...seats.body,
          difference: q?.difference ?? 0,
          payments,
          ...(refundOwed > 0 ? { refundTo } : {}),
          ...(refundOwed > 0 && toPayments
            ? {
                refunds: (q?.payments ?? [])
                  .map((p) => ({ paymentId: p.id, amount: refundOf(p.id) ?? 0 }))
                  .filter((r) => r.amount > 0),
              }
            : {}),
          idempotencyKey,
        },
      });
    },
    onSuccess: (next) => {
      client.setQueryData(orderKeys.detail(orderId), next);
      void client.invalidateQueries({ queryKey: orderKeys.all });
      storeExchange(null);
      forget();
      navigate(`/admin/v2/orders/${orderId}/tickets`);
    },
  });

  if (quote.isError) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('admin.exchange.title')}</Title>
        <FailureAlert error={quote.error} />
        <Group>
          <Button component={Link} to="/admin/v2/sell-tickets" variant="default">
            {t('admin.exchange.toSeats')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!q || !order.data) return <SectionLoader />;
  const old = order.data.tickets.filter((x) => ticketIds.includes(x.id));
  const paymentLabel = (p: (typeof q.payments)[number]) =>
    `${t(`orders.paymentTypes.${p.type}`, p.type)}${p.last4 ? ` ·${p.last4}` : ''}`;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin.exchange.title')}</Title>
      <Text c="dimmed">{t('admin.exchange.intro', { id: orderId })}</Text>
      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('admin.exchange.giveBack')}
          prefix="exchange-old"
          bare
          rows={old}
          empty={t('table.empty')}
          columns={[
            { id: 'seatKey', header: t('admin.exchange.giveBack') },
            { id: 'eventName', header: t('orders.tickets.event') },
            { id: 'total', header: t('orders.tickets.total'), align: 'right', cell: (x) => money(x.total) },
          ]}
        />
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs" maw={480}>
          <Title order={2} fz="h4">
            {t('admin.exchange.difference')}
          </Title>
          <Line label={t('admin.exchange.newValue')} value={money(q.newValue)} />
          <Line label={t('admin.exchange.credit')} value={`−${money(q.credit)}`} />
          <Line label={t('admin.exchange.fees')} value={money(q.fees)} />
          <Line
            label={q.difference >= 0 ? t('admin.exchange.toPay') : t('admin.exchange.toRefund')}
            value={money(Math.abs(q.difference))}
            strong
          />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <SeatReturnChoice choice={seats} />
          {q.difference > 0 ? (
            <Stack gap="sm">
              <Select
                label={t('admin.exchange.payWith')}
                data={[
                  { value: 'Cash', label: t('orders.paymentTypes.Cash') },
                  { value: 'CreditCard', label: t('orders.paymentTypes.CreditCard') },
                ]}
                value={payType}
                allowDeselect={false}
                onChange={(v) => setPayType((v as PayType) ?? 'Cash')}
                maw={320}
              />
              {payType === 'CreditCard' ? (
                <Group gap="sm" align="flex-end" wrap="wrap">
                  <TextInput
                    label={t('admin.exchange.cardNumber')}
                    value={cardNumber}
                    onChange={(e) => setCardNumber(e.currentTarget.value)}
                    autoComplete="off"
                    w={240}
                  />
                  <TextInput
                    label={t('admin.exchange.cardExpiry')}
                    placeholder="MM/YY"
                    value={expiry}
                    onChange={(e) => setExpiry(e.currentTarget.value)}
                    w={110}
                  />
                  <TextInput
                    label={t('admin.exchange.cardCvc')}
                    value={cvc}
                    onChange={(e) => setCvc(e.currentTarget.value)}
                    w={90}
                  />
                </Group>
              ) : null}
            </Stack>
          ) : null}
          {refundOwed > 0 ? (
            <Stack gap="xs">
              <Radio.Group
                label={t('admin.exchange.refundAs')}
                value={refundTo}
                onChange={(v) => setRefundTo(v as ExchangeRefundTo)}
              >
                <Group gap="md" mt={4}>
                  {exchangeRefundTo
                    // On account needs the order's customer (decisions/0087).
                    .filter((choice) => choice !== 'onAccount' || order.data.customerId !== null)
                    .map((choice) => (
                      <Radio key={choice} value={choice} label={t(`admin.exchange.refundChoice.${choice}`)} />
                    ))}
                </Group>
              </Radio.Group>
              {toPayments ? (
                <Text size="sm" fw={600}>
                  {t('admin.exchange.refundTo')}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {refundTo === 'onAccount'
                    ? t('admin.exchange.onAccountNote', { amount: money(refundOwed) })
                    : t('admin.exchange.certificateNote', { amount: money(refundOwed) })}
                </Text>
              )}
              {q.payments
                .filter((p) => toPayments && p.refundable > 0)
                .map((p) => (
                  <Group key={p.id} gap="sm" wrap="nowrap">
                    <Text size="sm" w={200}>
                      {paymentLabel(p)}
                    </Text>
                    <MoneyInput
                      aria-label={t('admin.exchange.refundAmount', { payment: paymentLabel(p) })}
                      value={refundOf(p.id)}
                      max={p.refundable / 100}
                      onChange={(v) => setRefunds({ ...(refunds ?? {}), [p.id]: v })}
                      w={160}
                    />
                  </Group>
                ))}
              {mismatch ? (
                <Alert color="yellow" title={t('admin.exchange.mismatchTitle')}>
                  <Stack gap="xs">
                    <Text size="sm">
                      {t('admin.exchange.mismatch', {
                        total: money(refundTotal),
                        balance: money(refundOwed),
                      })}
                    </Text>
                    <Group>
                      <Button size="xs" variant="default" onClick={() => setRefunds(null)}>
                        {t('admin.exchange.useBalance')}
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              ) : null}
            </Stack>
          ) : null}
          <FailureAlert error={run.error} />
          <Group justify="flex-end">
            <Button component={Link} to="/admin/v2/sell-tickets" variant="default">
              {t('admin.exchange.changeSeats')}
            </Button>
            <Button
              onClick={() => run.mutate()}
              loading={run.isPending}
              disabled={mismatch || seats.incomplete}
            >
              {t('admin.exchange.confirm')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {value}
      </Text>
    </Group>
  );
}
