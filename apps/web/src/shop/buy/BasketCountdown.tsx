import { Alert, Badge, Group, Text } from '@mantine/core';
import type { Basket } from '@tessera/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { countdownAt } from '@/ui/countdown';
import { useNow } from '@/ui/useNow';

/**
 * The basket's visible countdown; under five minutes left, the spec's alert "expire in
 * {minutes} minutes"; when time runs out, the expired page.
 */
export function BasketCountdown({ basket }: { basket: Basket | null }) {
  const { t } = useTranslation();
  const now = useNow();
  const navigate = useNavigate();
  const countdown =
    basket?.expiresAt && basket.items.length > 0 ? countdownAt(now, new Date(basket.expiresAt)) : null;
  const expired = Boolean(countdown?.expired);
  useEffect(() => {
    if (expired) void navigate('/shop/checkout/expired');
  }, [expired, navigate]);
  if (!countdown) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('shopBuy.basket.timeLeftLabel')}
      </Text>
      <Badge
        size="lg"
        variant="light"
        color={countdown.warning ? 'orange' : 'gray'}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        aria-label={t('shopBuy.basket.timeLeft', { clock: countdown.clock })}
        data-testid="basket-countdown"
      >
        {countdown.clock}
      </Badge>
      {countdown.warning ? (
        <Alert color="orange" role="alert" p="xs" w="100%">
          {t('shopBuy.basket.expiring', { count: countdown.minutes })}
        </Alert>
      ) : null}
    </Group>
  );
}
