import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sellQueries } from '@/admin/sell/queries';

/** The one event a report of a performance reads (guest manifest, seat audit), searchable by name. */
export function ReportEventSelect({
  eventId,
  onChange,
}: {
  eventId: number | null;
  onChange: (eventId: string | null) => void;
}) {
  const { t } = useTranslation();
  const events = useQuery(sellQueries.events({ search: '', page: 1, pageSize: 100 }));
  return (
    <Select
      label={t('reports.manifest.event')}
      placeholder={t('reports.manifest.pickEvent')}
      searchable
      w={280}
      data={(events.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
      value={eventId ? String(eventId) : null}
      onChange={onChange}
    />
  );
}
