import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getShopTicketBundle } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { ticketPlace } from '@/shop/customer-accounts/ticket-place';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatEventTime } from '@/ui/format';
import { NotFound } from '@/ui/NotFoundPage';
import { useLocale } from '@/ui/useLocale';
import { usePageTitle } from '@/ui/usePageTitle';

/**
 * /shop/tickets/bundle/{bundleCode}/event/{eventId}: the tickets the confirmation mail links to,
 * for whoever holds the link, without signing in (decisions/0073).
 */
export function TicketBundlePage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { bundleCode = '', eventId = '' } = useParams();
  const bundle = useQuery({
    queryKey: ['shop', 'ticket-bundle', bundleCode, eventId, locale],
    queryFn: () => callApi(getShopTicketBundle, { params: { bundleCode, eventId: Number(eventId) } }),
    retry: false,
    enabled: /^\d+$/.test(eventId),
  });
  usePageTitle(t('ticketBundle.title'));
  if (!/^\d+$/.test(eventId)) return <NotFound homeHref="/shop" />;
  if (bundle.isPending) return <SectionLoader />;
  if (!bundle.data) {
    return isApiError(bundle.error) && bundle.error.status !== 404 ? (
      <Alert color="red">{bundle.error.message}</Alert>
    ) : (
      <Alert color="yellow" title={t('ticketBundle.notFoundTitle')}>
        {isApiError(bundle.error) ? bundle.error.message : t('ticketBundle.notFoundTitle')}
      </Alert>
    );
  }
  const b = bundle.data;
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{b.eventName}</Title>
        <Text>{formatEventTime(b.eventStartsAt, locale, b.timezone)}</Text>
        <Text c="dimmed">{b.venueName}</Text>
      </Stack>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} fz="h4">
              {t('ticketBundle.tickets', { count: b.tickets.length })}
            </Title>
            <Button
              component="a"
              href={`/api/shop/ticket-bundles/${encodeURIComponent(bundleCode)}/events/${eventId}/tickets.pdf`}
              target="_blank"
            >
              {t('ticketBundle.download')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {b.tickets.map((ticket) => (
              <Paper key={ticket.id} withBorder radius="md" p="md" data-testid="bundle-ticket">
                <Stack gap="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2}>
                      <Text fw={600}>{ticketPlace(t, ticket)}</Text>
                      {ticket.priceTypeName ? (
                        <Text size="sm" c="dimmed">
                          {ticket.priceTypeName}
                        </Text>
                      ) : null}
                    </Stack>
                    {ticket.status === 'used' ? (
                      <Badge color="gray">{t('ticketBundle.scanned')}</Badge>
                    ) : null}
                  </Group>
                  {b.walletPasses ? (
                    <Button
                      component="a"
                      href={`/api/shop/ticket-bundles/${encodeURIComponent(bundleCode)}/events/${eventId}/tickets/${ticket.id}/wallet.pkpass`}
                      download={`ticket-${ticket.id}.pkpass`}
                      variant="outline"
                      color="dark"
                      size="sm"
                      aria-label={t('ticketBundle.addToWalletFor', { place: ticketPlace(t, ticket) })}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t('ticketBundle.addToWallet')}
                    </Button>
                  ) : null}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('ticketBundle.hint')}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
