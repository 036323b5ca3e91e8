import { useTranslation } from 'react-i18next';
import { EventSelect } from '@/admin/sell/EventSelect';

/** The one event a report of a performance reads (guest manifest, seat audit), searchable by name. */
export function ReportEventSelect({
  eventId,
  onChange,
}: {
  eventId: number | null;
  onChange: (eventId: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <EventSelect
      label={t('reports.manifest.event')}
      placeholder={t('reports.manifest.pickEvent')}
      w={280}
      eventId={eventId}
      onChange={onChange}
    />
  );
}
