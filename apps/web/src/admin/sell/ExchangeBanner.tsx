import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storeExchange, useStoredExchange } from './sell-storage';

/**
 * Shown while an exchange is in progress (spec §4 "An exchange in progress can be resumed or a
 * new order started"): the seller chooses the new seats here, or drops the exchange.
 */
export function ExchangeBanner() {
  const { t } = useTranslation();
  const exchange = useStoredExchange();
  if (!exchange) return null;
  return (
    <Alert color="grape" title={t('admin.exchange.banner.title', { id: exchange.orderId })}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{t('admin.exchange.banner.body', { count: exchange.ticketIds.length })}</Text>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/admin/v2/orders/${exchange.orderId}/tickets`}
            variant="default"
            size="xs"
          >
            {t('admin.exchange.banner.backToOrder')}
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={() => storeExchange(null)}>
            {t('admin.exchange.banner.newOrder')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
