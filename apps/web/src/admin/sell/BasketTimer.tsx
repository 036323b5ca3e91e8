import { Alert, Badge } from '@mantine/core';
import type { Basket } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Countdown, countdownAt } from '@/ui/countdown';
import { useNow } from '@/ui/useNow';
import { hasLines, useSellBasket } from './useSellBasket';

/**
 * The basket's countdown, ticking every second. When time runs out on a basket with seats, a
 * new basket takes its place and the seller is told (the lapsed seats are back on sale).
 */
export function useBasketCountdown(basket: Basket | undefined): Countdown | null {
  const now = useNow();
  const { startOver } = useSellBasket();
  const handled = useRef<string | null>(null);
  const countdown =
    basket?.expiresAt && hasLines(basket) ? countdownAt(now, new Date(basket.expiresAt)) : null;
  const lapsed = Boolean(countdown?.expired && basket?.status === 'open');
  useEffect(() => {
    if (!basket || !lapsed || handled.current === basket.id) return;
    handled.current = basket.id;
    void startOver(basket.channel as StaffSalesChannel, 'expired');
  }, [lapsed, basket, startOver]);
  return countdown;
}

export function TimerBadge({ countdown }: { countdown: Countdown }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="lg"
      variant="light"
      color={countdown.warning ? 'orange' : 'gray'}
      title={t('admin.sell.basket.timeLeft', { clock: countdown.clock })}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {countdown.clock}
    </Badge>
  );
}

/** The spec's alert when under five minutes are left: "expire in {minutes} minutes". */
export function ExpiryAlert({ countdown }: { countdown: Countdown | null }) {
  const { t } = useTranslation();
  if (!countdown?.warning) return null;
  return (
    <Alert color="orange" role="alert" p="xs">
      {t('admin.sell.basket.expiring', { count: countdown.minutes })}
    </Alert>
  );
}

/** Said once a lapsed basket was replaced by a new, empty one. */
export function ExpiredNotice() {
  const { t } = useTranslation();
  const { expired, dismissExpired } = useSellBasket();
  if (!expired) return null;
  return (
    <Alert
      color="yellow"
      role="alert"
      withCloseButton
      onClose={dismissExpired}
      title={t('admin.sell.basket.expiredTitle')}
    >
      {t('admin.sell.basket.expiredBody')}
    </Alert>
  );
}
