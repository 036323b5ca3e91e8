import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEventOptions } from '@/admin/sell/useEventOptions';

/** The one event a report of a performance reads (guest manifest, seat audit), searchable by name. */
export function ReportEventSelect({
  eventId,
  onChange,
}: {
  eventId: number | null;
  onChange: (eventId: string | null) => void;
}) {
  const { t } = useTranslation();
  const eventOptions = useEventOptions();
  return (
    <Select
      label={t('reports.manifest.event')}
      placeholder={t('reports.manifest.pickEvent')}
      searchable
      w={280}
      data={eventOptions}
      value={eventId ? String(eventId) : null}
      onChange={onChange}
    />
  );
}
