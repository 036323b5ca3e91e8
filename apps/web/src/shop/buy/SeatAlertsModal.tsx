import { Alert, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import type { SellSeatAlert } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Alerts on the chosen seats; those requiring acknowledgement must be ticked before adding. */
export function SeatAlertsModal({
  alerts,
  onAccept,
  onCancel,
  busy,
}: {
  alerts: SellSeatAlert[];
  onAccept: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const ready = alerts.every((a) => !a.requiresAcknowledgement || ticked.has(a.id));
  return (
    <Modal opened={alerts.length > 0} onClose={onCancel} title={t('shopBuy.alerts.title')} centered>
      <Stack>
        {alerts.map((alert) => (
          <Alert key={alert.id} color="orange" title={alert.name}>
            <Stack gap="xs">
              {alert.message}
              {alert.requiresAcknowledgement ? (
                <Checkbox
                  label={t('shopBuy.alerts.acknowledge')}
                  checked={ticked.has(alert.id)}
                  onChange={(e) => {
                    const next = new Set(ticked);
                    if (e.currentTarget.checked) next.add(alert.id);
                    else next.delete(alert.id);
                    setTicked(next);
                  }}
                />
              ) : null}
            </Stack>
          </Alert>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={onAccept} loading={busy} disabled={!ready}>
            {t('shopBuy.alerts.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
