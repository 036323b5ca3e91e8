import { MultiSelect, TextInput } from '@mantine/core';
import { salesChannels } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useEventOptions } from '@/admin/sell/useEventOptions';

/** A comma-separated filter value as the list a multi-select shows. */
export const listOf = (text: string) => (text ? text.split(',') : []);

/**
 * A filter of several values kept comma separated (events, channels, payment types): empty means
 * all of them, which its placeholder says.
 */
export function ListFilter({
  all,
  value,
  onChange,
  w = 220,
  ...select
}: {
  label: string;
  /** The placeholder while nothing is chosen ("All events"). */
  all: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  searchable?: boolean;
  w?: number;
}) {
  return (
    <MultiSelect
      {...select}
      placeholder={value ? undefined : all}
      clearable
      w={w}
      value={listOf(value)}
      onChange={(chosen) => onChange(chosen.join(','))}
    />
  );
}

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
  const eventOptions = useEventOptions();
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
      <ListFilter
        label={t('reports.filters.events')}
        all={t('reports.filters.allEvents')}
        searchable
        w={240}
        data={eventOptions}
        value={values.eventIds}
        onChange={(v) => set('eventIds', v)}
      />
      {channels && (
        <ListFilter
          label={t('reports.filters.channels')}
          all={t('reports.filters.allChannels')}
          data={salesChannels.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
          value={values.channels}
          onChange={(v) => set('channels', v)}
        />
      )}
    </>
  );
}
