import type { SeasonRenewal } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { FlexEventsSelect } from './FlexEventsSelect';

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
  const { t } = useTranslation();
  const count = renewal.chooseCount ?? 0;
  return (
    <FlexEventsSelect
      events={renewal.seats.map((s) => ({
        id: s.eventId,
        name: s.eventName,
        startsAt: s.startsAt,
        timezone: s.timezone,
      }))}
      count={count}
      label={t('admin.seasons.renewals.choose.events', { count })}
      description={t('admin.seasons.renewals.choose.chosen', { n: value.length, count })}
      value={value}
      onChange={onChange}
    />
  );
}
