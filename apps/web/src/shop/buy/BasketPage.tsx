import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { setShopBasketPromoCode } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '@/api/client';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { usePageTitle } from '@/ui/usePageTitle';
import { AddOnsSection } from './AddOnsSection';
import { BasketCountdown } from './BasketCountdown';
import { BasketLinesList } from './BasketLinesList';
import { useShopBasket } from './queries';
import { basketEvents } from './shop-buy';
import { useShopAction } from './useShopAction';

/** /shop/checkout/basket: the lines, the countdown, a promo code, the way to payment, then the events' add-ons. */
export function BasketPage() {
  const { t } = useTranslation();
  const { information } = useShopVenue();
  usePageTitle(t('shopBuy.basket.pageName'), information.name);
  const { query, basket } = useShopBasket();
  if (query.isError) return <ErrorDetails error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <SectionLoader />;
  return (
    <Stack gap="lg" maw={720}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('shopBuy.basket.title')}</Title>
        <BasketCountdown basket={basket} />
      </Group>
      {!basket || (basket.items.length === 0 && basket.products.length === 0) ? (
        <Paper withBorder p="lg" radius="md">
          <Stack align="flex-start">
            <Text>{t('shopBuy.basket.empty')}</Text>
            <Button component={Link} to="/shop" variant="light">
              {t('shopBuy.basket.browse')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          <BasketLinesList basket={basket} />
          <PromoCode code={basket.promoCode} />
          <Group justify="space-between" wrap="wrap">
            <Button component={Link} to="/shop" variant="default">
              {t('shopBuy.basket.continueShopping')}
            </Button>
            <Button component={Link} to="/shop/checkout/payment" size="md">
              {t('shopBuy.basket.checkout')}
            </Button>
          </Group>
          {/* Add-ons come after the way to pay, so a phone's screen is not all extras before checkout. */}
          {basketEvents(basket).map((event) => (
            <AddOnsSection key={event.id} eventId={event.id} eventName={event.name} />
          ))}
        </>
      )}
    </Stack>
  );
}

function PromoCode({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const apply = useShopAction();
  const send = (value: string | null) =>
    apply.mutate(() => callApi(setShopBasketPromoCode, { body: { code: value } }), {
      onSuccess: () => setText(''),
    });
  return (
    <Paper withBorder p="sm" radius="md">
      {code ? (
        <Group justify="space-between">
          <Text size="sm">{t('shopBuy.promo.applied', { code })}</Text>
          <Button variant="subtle" size="xs" onClick={() => send(null)} loading={apply.isPending}>
            {t('shopBuy.promo.remove')}
          </Button>
        </Group>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) send(text.trim());
          }}
        >
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <TextInput
              label={t('shopBuy.promo.label')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" loading={apply.isPending}>
              {t('shopBuy.promo.apply')}
            </Button>
          </Group>
        </form>
      )}
      {apply.error ? (
        <Alert color="red" mt="xs" p="xs" role="alert">
          {apply.error.message}
        </Alert>
      ) : null}
    </Paper>
  );
}
