import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { customerTicket } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { BasketLinesList } from '@/shop/buy/BasketLinesList';
import { useShopBasket } from '@/shop/buy/queries';
import { useShopMoney } from '@/shop/buy/useShopAction';
import { customerQueries } from '@/shop/customer-accounts/queries';
import { ticketPlace } from '@/shop/customer-accounts/ticket-place';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatEventTime } from '@/ui/format';
import { NotFound } from '@/ui/NotFoundPage';
import { usePageTitle } from '@/ui/usePageTitle';
import { ExchangeReview } from './ExchangeReview';
import { NewSeatsChooser } from './NewSeatsChooser';

type Ticket = z.infer<typeof customerTicket>;

/**
 * /shop/account/exchange/{orderId}?tickets=…&event=…: the signed-in customer exchanges their
 * tickets (decisions/0051): choose the new date and seats into the shop basket, review the
 * difference the server quotes, pay it by card, see the new tickets.
 */
export function ExchangePage() {
  const { t } = useTranslation();
  const orderId = Number(useParams().orderId);
  const [params, setParams] = useSearchParams();
  const ticketIds = (params.get('tickets') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const eventId = Number(params.get('event')) || null;
  const { customer } = useSuspenseQuery(customerQueries.session()).data;
  const order = useQuery({ ...customerQueries.order(orderId), enabled: orderId > 0 && customer !== null });
  const { basket } = useShopBasket();
  const [step, setStep] = useState<'choose' | 'review' | 'done'>('choose');
  usePageTitle(t('shopExchange.title'));
  if (!customer) return <Navigate to="/shop/account/login" replace />;
  if (!(orderId > 0) || ticketIds.length === 0) return <NotFound homeHref="/shop/account/tickets" />;
  if (order.isError) return <ErrorDetails error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <SectionLoader />;
  const old = order.data.tickets.filter((x) => ticketIds.includes(x.id));
  if (old.length !== ticketIds.length) return <NotFound homeHref="/shop/account/tickets" />;
  const chooseEvent = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('event', String(id));
    else next.delete('event');
    setParams(next);
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/shop/account/tickets" size="sm">
          {t('shopExchange.back')}
        </Anchor>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('shopExchange.title')}
        </Title>
        {step === 'done' ? null : <Text c="dimmed">{t('shopExchange.intro', { count: old.length })}</Text>}
      </Stack>
      {step === 'done' ? null : <OldTickets tickets={old} />}
      {step !== 'choose' ? (
        <ExchangeReview
          orderId={orderId}
          ticketIds={ticketIds}
          onBack={() => setStep('choose')}
          onDone={() => setStep('done')}
        />
      ) : (
        <>
          <NewSeatsChooser
            seriesId={old[0]!.seriesId}
            eventId={eventId}
            onEvent={chooseEvent}
            count={old.length}
          />
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('shopExchange.newSeats')}
              </Title>
              {basket && basket.items.length > 0 ? (
                <BasketLinesList basket={basket} withTotals={false} />
              ) : (
                <Text c="dimmed" size="sm">
                  {t('shopExchange.noSeatsYet', { count: old.length })}
                </Text>
              )}
              {basket && basket.items.length > 0 && basket.items.length !== old.length ? (
                <Alert color="yellow" role="status">
                  {t('shopExchange.sameCount', { count: old.length })}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button disabled={!basket || basket.items.length === 0} onClick={() => setStep('review')}>
                  {t('shopExchange.review')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}

/** The tickets given back: event, date, place and what they were bought for. */
function OldTickets({ tickets }: { tickets: readonly Ticket[] }) {
  const { t, i18n } = useTranslation();
  const money = useShopMoney();
  return (
    <Paper withBorder p="md" radius="md" data-testid="exchange-old-tickets">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('shopExchange.giving')}
        </Title>
        {tickets.map((ticket) => (
          <Group key={ticket.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {ticket.eventName}
              </Text>
              <Text size="xs" c="dimmed">
                {formatEventTime(ticket.eventStartsAt, i18n.language, ticket.eventTimeZone)}
              </Text>
              <Text size="sm">{ticketPlace(t, ticket)}</Text>
            </Stack>
            <Text fw={600} size="sm">
              {money(ticket.total)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
