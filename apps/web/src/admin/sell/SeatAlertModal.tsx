import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SellSeatAlert } from '@tessera/contract';
import { useTranslation } from 'react-i18next';

/** The alerts on seats about to be added; the seller tells the buyer, then acknowledges. */
export function SeatAlertModal({
  alerts,
  onAcknowledge,
  onCancel,
  busy,
}: {
  alerts: SellSeatAlert[];
  onAcknowledge: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={alerts.length > 0} onClose={onCancel} title={t('admin.sell.alerts.title')} centered>
      <Stack>
        <Text size="sm">{t('admin.sell.alerts.intro')}</Text>
        {alerts.map((alert) => (
          <Alert key={alert.id} color="orange" title={alert.name}>
            {alert.message}
          </Alert>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={onAcknowledge} loading={busy}>
            {t('admin.sell.alerts.acknowledge')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
