import { MultiSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { salesChannels } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { sellQueries } from '@/admin/sell/queries';

/** A comma-separated filter value as the list a multi-select shows. */
export const listOf = (text: string) => (text ? text.split(',') : []);

/**
 * A report's first and last day, its events and its channels: the filters every money report and
 * the advanced report's pivot start with. Values are as the URL keeps them (lists comma
 * separated); `shownTo` is the last day shown when none is chosen.
 */
export function ReportRangeFields({
  values,
  shownTo,
  channels = true,
  set,
}: {
  values: { from: string; to: string; eventIds: string; channels: string };
  shownTo: string;
  /** Offers the channel filter (not where a report counts inventory, which has no channel). */
  channels?: boolean;
  set: (name: 'from' | 'to' | 'eventIds' | 'channels', value: string) => void;
}) {
  const { t } = useTranslation();
  const events = useQuery(sellQueries.events({ search: '', page: 1, pageSize: 100 }));
  const many = (name: 'eventIds' | 'channels') => (chosen: string[]) => set(name, chosen.join(','));
  return (
    <>
      <TextInput
        type="date"
        label={t('reports.filters.from')}
        value={values.from}
        onChange={(e) => set('from', e.currentTarget.value)}
        w={160}
      />
      <TextInput
        type="date"
        label={t('reports.filters.to')}
        value={values.to || shownTo}
        onChange={(e) => set('to', e.currentTarget.value)}
        w={160}
      />
      <MultiSelect
        label={t('reports.filters.events')}
        placeholder={values.eventIds ? undefined : t('reports.filters.allEvents')}
        searchable
        clearable
        w={240}
        data={(events.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
        value={listOf(values.eventIds)}
        onChange={many('eventIds')}
      />
      {channels && (
        <MultiSelect
          label={t('reports.filters.channels')}
          placeholder={values.channels ? undefined : t('reports.filters.allChannels')}
          clearable
          w={220}
          data={salesChannels.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
          value={listOf(values.channels)}
          onChange={many('channels')}
        />
      )}
    </>
  );
}
