import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { datedEventOptions } from '@/admin/sell/useEventOptions';

/** An event a flex package or renewal may choose, named with its start in its venue's time. */
export interface FlexEvent {
  id: number;
  name: string;
  startsAt: string;
  timezone: string;
}

/**
 * A flex package's choice of events, at a sale (decisions/0108) or a renewal (0119): exactly
 * `count` of them, the label saying how many and the description how many are chosen.
 */
export function FlexEventsSelect({
  events,
  count,
  label,
  description,
  value,
  onChange,
}: {
  events: readonly FlexEvent[];
  count: number;
  label: string;
  description: string;
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const { i18n } = useTranslation();
  return (
    <MultiSelect
      label={label}
      description={description}
      data={datedEventOptions(events, i18n.language)}
      value={value}
      searchable
      maxValues={count}
      onChange={onChange}
    />
  );
}
