import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { useShopMoney } from '@/shop/buy/useShopAction';
import { TicketList } from '@/shop/customer-accounts/tabs/TicketsTab';
import { CardPayment } from '@/ui/CardPayment';
import { useExchangeQuote, useSelfExchange } from './queries';

/**
 * The difference as the server quotes it (new tickets, credit, exchange fees), then the card
 * payment of a positive difference or a plain confirmation, then the new tickets.
 */
export function ExchangeReview({
  orderId,
  ticketIds,
  onBack,
  onDone,
}: {
  orderId: number;
  ticketIds: number[];
  onBack: () => void;
  /** The exchange is made: the page stops showing the tickets given back. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const { settings } = useShopVenue();
  const quote = useExchangeQuote(orderId);
  const exchange = useSelfExchange(orderId);
  const key = useRef(`shop-exchange-${crypto.randomUUID()}`);
  // biome-ignore lint/correctness/useExhaustiveDependencies: quoted once when the review opens
  useEffect(() => quote.mutate(ticketIds), []);

  if (exchange.data) {
    const mine = exchange.data.filter((x) => x.orderId === orderId);
    return (
      <Stack gap="md" data-testid="exchange-done">
        <Alert color="green" role="status" title={t('shopExchange.doneTitle')}>
          {t('shopExchange.done')}
        </Alert>
        <TicketList tickets={mine} currency={settings.currency} />
        <Group>
          <Button component={Link} to="/shop/account/tickets">
            {t('shopExchange.seeTickets')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (quote.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {isApiError(quote.error) ? quote.error.message : t('shopExchange.quoteFailed')}
        </Alert>
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('shopExchange.changeSeats')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!quote.data) return <Text c="dimmed">{t('shopExchange.quoting')}</Text>;
  const q = quote.data;
  const pay = (card?: Parameters<typeof exchange.mutate>[0]['card']) =>
    exchange.mutate(
      { ticketIds, difference: q.difference, card, idempotencyKey: key.current },
      { onSuccess: onDone },
    );
  const changed = isApiError(exchange.error) && exchange.error.has('purchase.exchange_difference_changed');
  return (
    <Paper withBorder p="md" radius="md" data-testid="exchange-review">
      <Stack gap="md" maw={560}>
        <Title order={2} fz="h4">
          {t('shopExchange.reviewTitle')}
        </Title>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t('shopExchange.newValue')}</Table.Td>
              <Table.Td ta="right">{money(q.newValue)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('shopExchange.credit')}</Table.Td>
              <Table.Td ta="right">{money(-q.credit)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('shopExchange.fees')}</Table.Td>
              <Table.Td ta="right">{money(q.fees)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td fw={700}>
                {q.difference >= 0 ? t('shopExchange.toPay') : t('shopExchange.toRefund')}
              </Table.Td>
              <Table.Td ta="right" fw={700} data-testid="exchange-difference">
                {money(Math.abs(q.difference))}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {q.difference < 0 ? (
          <Text size="sm" c="dimmed">
            {t('shopExchange.refundNote')}
          </Text>
        ) : null}
        {changed ? (
          <Button variant="light" onClick={() => quote.mutate(ticketIds)}>
            {t('shopExchange.quoteAgain')}
          </Button>
        ) : null}
        {q.difference > 0 ? (
          <CardPayment
            submitLabel={t('shopExchange.payAndExchange', { amount: money(q.difference) })}
            pending={exchange.isPending}
            error={exchange.error}
            onPay={(card) => pay(card)}
          />
        ) : (
          <Stack gap="sm">
            {isApiError(exchange.error) ? <Alert color="red">{exchange.error.message}</Alert> : null}
            <Button loading={exchange.isPending} onClick={() => pay()}>
              {t('shopExchange.confirm')}
            </Button>
          </Stack>
        )}
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('shopExchange.changeSeats')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
