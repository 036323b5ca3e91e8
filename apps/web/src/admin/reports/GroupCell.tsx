import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A group order's group (blank where personal data is hidden) with its event below, in one cell. */
export function GroupCell({ clientName, eventName }: { clientName: string; eventName: string }) {
  const { t } = useTranslation();
  return (
    <>
      {clientName ? (
        <Text size="sm">{clientName}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('reports.manifest.hiddenName')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {eventName}
      </Text>
    </>
  );
}
