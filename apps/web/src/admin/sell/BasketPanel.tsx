import { Badge, Button, Group, ScrollArea, Text, TextInput, Title } from '@mantine/core';
import { type Basket, setBasketPromoCode } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { CardStack } from '@/ui/CardStack';
import { ChangeFailedAlert } from './AddFailedAlert';
import { BasketLines, BasketTotals } from './BasketLines';
import { ExpiredNotice, ExpiryAlert, TimerBadge, useBasketCountdown } from './BasketTimer';
import { useStoredExchange } from './sell-storage';
import { basketLineActions, useBasketAction } from './useBasketAction';
import { hasLines, useSellBasket } from './useSellBasket';

/** The basket beside the seat map: ticket and product lines, price types, fees, totals, timer, promo code, checkout. */
export function BasketPanel({ channel, eventId }: { channel: StaffSalesChannel; eventId?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { basket } = useSellBasket();
  const countdown = useBasketCountdown(basket);
  const exchange = useStoredExchange();
  const change = useBasketAction((basket?.channel as StaffSalesChannel | undefined) ?? channel, eventId);
  return (
    <CardStack>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} fz="h4">
            {t('admin.sell.basket.title')}
          </Title>
          {basket && hasLines(basket) ? (
            <Badge variant="outline" color="gray" size="sm">
              {t(`channels.${basket.channel as StaffSalesChannel}`)}
            </Badge>
          ) : null}
        </Group>
        {countdown ? <TimerBadge countdown={countdown} /> : null}
      </Group>
      <ExpiredNotice />
      <ExpiryAlert countdown={countdown} />
      <ChangeFailedAlert change={change} />
      {!basket || !hasLines(basket) ? (
        <Text size="sm" c="dimmed">
          {t('admin.sell.basket.empty')}
        </Text>
      ) : (
        <>
          {/* Lines are as wide as the panel, a long name cut short with an ellipsis: an
              autosized scroll area would otherwise grow to the widest line's full text and
              push each line's total out of sight. */}
          <ScrollArea.Autosize
            mah="calc(100vh - 480px)"
            type="auto"
            offsetScrollbars
            scrollbars="y"
            styles={{ content: { minWidth: '100%' } }}
          >
            <BasketLines basket={basket} busy={change.isPending} {...basketLineActions(change)} />
          </ScrollArea.Autosize>
          <BasketTotals totals={basket} orderFees={basket.orderFees} />
          <PromoCode basket={basket} channel={channel} />
          <Button
            size="md"
            fullWidth
            disabled={change.isPending || countdown?.expired}
            onClick={() =>
              navigate(exchange ? '/admin/v2/checkout/exchange/payment' : '/admin/v2/checkout/basket')
            }
          >
            {exchange ? t('admin.exchange.toPayment') : t('admin.sell.basket.checkout')}
          </Button>
        </>
      )}
    </CardStack>
  );
}

function PromoCode({ basket, channel }: { basket: Basket; channel: StaffSalesChannel }) {
  const { t } = useTranslation();
  const apply = useBasketAction(channel);
  const [code, setCode] = useState('');
  const problem = apply.error
    ? isApiError(apply.error)
      ? (apply.error.fieldErrors.code ?? apply.error.message)
      : t('errors.common.internal')
    : null;
  if (basket.promoCode) {
    return (
      <Group justify="space-between">
        <Text size="sm">{t('admin.sell.promo.applied', { code: basket.promoCode })}</Text>
        <Button
          size="xs"
          variant="subtle"
          loading={apply.isPending}
          onClick={() =>
            apply.mutate((basketId) =>
              callApi(setBasketPromoCode, { params: { basketId }, body: { code: null } }),
            )
          }
        >
          {t('actions.remove')}
        </Button>
      </Group>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!code.trim()) return;
        apply.mutate(
          (basketId) => callApi(setBasketPromoCode, { params: { basketId }, body: { code: code.trim() } }),
          { onSuccess: () => setCode('') },
        );
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          aria-label={t('admin.sell.promo.label')}
          placeholder={t('admin.sell.promo.label')}
          value={code}
          maxLength={64}
          error={problem}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            if (apply.error) apply.reset();
          }}
        />
        <Button size="xs" variant="default" type="submit" loading={apply.isPending}>
          {t('admin.sell.promo.apply')}
        </Button>
      </Group>
    </form>
  );
}
