import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { CustomerPlanCard } from '@/shop/customer-accounts/CustomerPlanCard';
import { customerQueries } from '@/shop/customer-accounts/queries';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatOrderTime } from '@/ui/format';
import { NotFound } from '@/ui/NotFoundPage';
import { usePageTitle } from '@/ui/usePageTitle';
import { ConfirmationLines } from './ConfirmationLines';
import { shopEventQueries } from './event-queries';
import { useShopMoney } from './useShopAction';
import { VenueContentFrame } from './VenueContentFrame';

/** /shop/checkout/confirmation/{orderId}/{mode?}: only the browser that bought the order sees it. */
export function ConfirmationPage() {
  const { t, i18n } = useTranslation();
  const { information, settings } = useShopVenue();
  usePageTitle(t('shopBuy.confirmation.pageName'), information.name);
  const orderId = Number(useParams().orderId);
  const order = useQuery({ ...shopEventQueries.order(orderId), enabled: orderId > 0 });
  const money = useShopMoney();
  // An order on a payment plan (a signed-in customer's, decisions/0110): its schedule, as in the account.
  const signedIn = useQuery(customerQueries.session()).data?.customer != null;
  const plans = useQuery({ ...customerQueries.paymentPlans(), enabled: signedIn });
  const plan = plans.data?.find((p) => p.orderId === orderId) ?? null;
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
      <ConfirmationLines order={o} />
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
      {plan ? (
        <Stack gap="xs">
          <Title order={2} fz="h3">
            {t('shopBuy.confirmation.planTitle')}
          </Title>
          <CustomerPlanCard plan={plan} />
        </Stack>
      ) : null}
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
