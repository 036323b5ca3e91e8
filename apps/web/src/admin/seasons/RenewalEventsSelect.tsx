import { MultiSelect } from '@mantine/core';
import type { SeasonRenewal } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/ui/format';

/**
 * A flex renewal's choice of events (decisions/0119): N of the events the holder's seat is held
 * in; the seats of the events left out go back on sale when the renewal goes into the basket.
 */
export function RenewalEventsSelect({
  renewal,
  value,
  onChange,
}: {
  renewal: SeasonRenewal;
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const count = renewal.chooseCount ?? 0;
  return (
    <MultiSelect
      label={t('admin.seasons.renewals.choose.events', { count })}
      description={t('admin.seasons.renewals.choose.chosen', { n: value.length, count })}
      data={renewal.seats.map((s) => ({
        value: String(s.eventId),
        label: `${s.eventName} · ${formatDateTime(s.startsAt, i18n.language, s.timezone)}`,
      }))}
      value={value}
      searchable
      maxValues={count}
      onChange={onChange}
    />
  );
}
