import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { customerTicket } from '@tessera/contract';
import { formatMoney } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { shopAccountQueries } from '@/shop/account/queries';
import { ticketPlace } from '@/shop/customer-accounts/ticket-place';
import { formatEventTime } from '@/ui/format';
import { QueryList } from '@/ui/QueryList';
import { useLocale } from '@/ui/useLocale';
import { customerQueries } from '../queries';

type Ticket = z.infer<typeof customerTicket>;

/** Ticket cards: event, date, place, price type and barcode. */
export function TicketList({ tickets, currency }: { tickets: readonly Ticket[]; currency: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {tickets.map((ticket) => (
        <Paper key={ticket.id} withBorder radius="md" p="md" data-testid="customer-ticket">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={700}>{ticket.eventName}</Text>
              {ticket.status === 'voided' ? (
                <Badge color="gray">{t('shopAccount.tickets.voided')}</Badge>
              ) : null}
            </Group>
            <Text size="sm">{formatEventTime(ticket.eventStartsAt, locale, ticket.eventTimeZone)}</Text>
            <Text size="sm" c="dimmed">
              {ticket.venueName}
            </Text>
            <Text size="sm">
              {ticketPlace(t, ticket)}
              {ticket.priceTypeName ? ` · ${ticket.priceTypeName}` : ''}
            </Text>
            <Group justify="space-between">
              <Text size="xs" c="dimmed" ff="monospace">
                {ticket.barcode}
              </Text>
              {ticket.status === 'voided' ? null : (
                <Anchor
                  href={`/api/shop/account/orders/${ticket.orderId}/tickets.pdf`}
                  target="_blank"
                  size="xs"
                >
                  {t('shopAccount.tickets.download')}
                </Anchor>
              )}
              <Text size="sm" fw={600}>
                {formatMoney(ticket.total, currency, locale)}
              </Text>
            </Group>
            {ticket.exchangeable ? (
              <Group justify="flex-end">
                <Button
                  component={Link}
                  to={`/shop/account/exchange/${ticket.orderId}?tickets=${ticket.id}${ticket.seriesId ? '' : `&event=${ticket.eventId}`}`}
                  variant="light"
                  size="xs"
                  aria-label={t('shopAccount.tickets.exchangeFor', { event: ticket.eventName })}
                >
                  {t('shopAccount.tickets.exchange')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The customer's live tickets. */
export function TicketsTab() {
  const { t } = useTranslation();
  const tickets = useQuery(customerQueries.tickets());
  const { currency } = useSuspenseQuery(shopAccountQueries.settings()).data;
  return (
    <QueryList query={tickets} empty={t('shopAccount.tickets.empty')}>
      {(list) => <TicketList tickets={list} currency={currency} />}
    </QueryList>
  );
}
