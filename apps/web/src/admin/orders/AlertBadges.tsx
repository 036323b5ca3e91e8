import { Badge, Group } from '@mantine/core';
import type { SavedBasketAlert } from '@tessera/domain';
import { useTranslation } from 'react-i18next';

const alertColor: Record<SavedBasketAlert, string> = {
  expired: 'red',
  expiringSoon: 'orange',
  pastDue: 'red',
  dueSoon: 'yellow',
};

/** A saved basket's or an order's alerts (expired, expiring soon, past due, due soon) as badges. */
export function AlertBadges({ alerts }: { alerts: readonly SavedBasketAlert[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {alerts.map((a) => (
        <Badge key={a} color={alertColor[a]} variant="light">
          {t(`orders.savedBaskets.alert.${a}`)}
        </Badge>
      ))}
    </Group>
  );
}
