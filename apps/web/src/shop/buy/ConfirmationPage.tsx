import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatEventTime, formatOrderTime } from '@/ui/format';
import { NotFound } from '@/ui/NotFoundPage';
import { usePageTitle } from '@/ui/usePageTitle';
import { shopBuyQueries } from './queries';
import { useShopMoney } from './useShopAction';
import { VenueContentFrame } from './VenueContentFrame';

/** /shop/checkout/confirmation/{orderId}/{mode?}: only the browser that bought the order sees it. */
export function ConfirmationPage() {
  const { t, i18n } = useTranslation();
  const { information, settings } = useShopVenue();
  usePageTitle(t('shopBuy.confirmation.pageName'), information.name);
  const orderId = Number(useParams().orderId);
  const order = useQuery({ ...shopBuyQueries.order(orderId), enabled: orderId > 0 });
  const money = useShopMoney();
  if (!(orderId > 0) || order.isError) return <NotFound homeHref="/shop" />;
  if (!order.data) return <SectionLoader />;
  const o = order.data;
  return (
    <Stack gap="lg" maw={720}>
      <Alert color="teal" title={t('shopBuy.confirmation.title')} role="status">
        {t('shopBuy.confirmation.thanks', { name: o.buyer.firstName, email: o.buyer.email })}
      </Alert>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          {t('shopBuy.confirmation.order', { id: o.id })}
        </Title>
        <Text c="dimmed" size="sm">
          {formatOrderTime(o.createdAt, i18n.language, settings.timezone)}
        </Text>
      </Group>
      <Stack gap="sm">
        {o.tickets.map((ticket) => (
          <Paper key={ticket.id} withBorder p="md" radius="md" data-testid="confirmation-ticket">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text fw={600}>{ticket.eventName}</Text>
                <Text size="sm" c="dimmed">
                  {formatEventTime(ticket.eventStartsAt, i18n.language, ticket.eventTimeZone)}
                </Text>
                <Text size="sm">
                  {ticket.section === null
                    ? t('shopAccount.tickets.seatHidden')
                    : ticket.seat
                      ? t('seatMap.place', { section: ticket.section, row: ticket.row, seat: ticket.seat })
                      : ticket.section}
                  {ticket.priceTypeName ? ` · ${ticket.priceTypeName}` : ''}
                </Text>
                {ticket.fees.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    {ticket.fees.map((f) => `${f.name} ${money(f.amount)}`).join(' · ')}
                  </Text>
                ) : null}
              </Stack>
              <Stack gap={2} align="flex-end">
                <Text fw={600}>{money(ticket.total)}</Text>
                <Text size="xs" c="dimmed">
                  {t('shopBuy.confirmation.barcode')}
                </Text>
                <Text ff="monospace" size="sm" data-testid="barcode">
                  {ticket.barcode}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
        {o.products.map((item) => (
          <Paper key={`p${item.id}`} withBorder p="md" radius="md" data-testid="confirmation-product">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.variantName ? `${item.name} · ${item.variantName}` : item.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('shopBuy.confirmation.productLine', {
                    count: item.quantity,
                    price: money(item.unitPrice),
                    event: item.eventName,
                  })}
                </Text>
                {item.redemptionInstructions ? (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                    {item.redemptionInstructions}
                  </Text>
                ) : null}
              </Stack>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(item.total)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Stack gap={4}>
          {o.products.length > 0 ? (
            <Group justify="space-between">
              <Text size="sm">{t('shopBuy.basket.products')}</Text>
              <Text size="sm">{money(o.productTotal)}</Text>
            </Group>
          ) : null}
          {o.orderFees.map((f) => (
            <Group key={f.feeId} justify="space-between">
              <Text size="sm">{f.name}</Text>
              <Text size="sm">{money(f.amount)}</Text>
            </Group>
          ))}
          <Group justify="space-between">
            <Text size="sm">{t('shopBuy.basket.fees')}</Text>
            <Text size="sm">{money(o.feeTotal)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>{t('shopBuy.basket.total')}</Text>
            <Text fw={700}>{money(o.total)}</Text>
          </Group>
          {o.deliveryMethod ? (
            <Text size="sm" data-testid="confirmation-delivery">
              {t('shopBuy.confirmation.delivery', {
                method: o.deliveryMethod.displayName || t(`deliveryPlans.types.${o.deliveryMethod.type}`),
              })}
            </Text>
          ) : null}
          {o.payments.map((p) => (
            <Text key={p.id} size="sm" c="dimmed">
              {p.type === 'GiftCertificate'
                ? t('shopBuy.confirmation.paidWithGift', { last4: p.last4 ?? '', amount: money(p.amount) })
                : t('shopBuy.confirmation.paidWith', {
                    brand: p.method ?? p.type,
                    last4: p.last4 ?? '',
                    amount: money(p.amount),
                  })}
            </Text>
          ))}
        </Stack>
      </Paper>
      {information.confirmationPageContent.trim() ? (
        <VenueContentFrame
          html={information.confirmationPageContent}
          title={t('shopBuy.confirmation.venueMessage', { venue: information.name })}
          testId="confirmation-venue-content"
        />
      ) : null}
      <Button component={Link} to="/shop" variant="light" w="fit-content">
        {t('shopBuy.confirmation.more')}
      </Button>
    </Stack>
  );
}
