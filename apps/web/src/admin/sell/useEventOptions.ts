import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/ui/format';
import { sellQueries } from './queries';

/**
 * The first 100 sellable events as a picker's options (value: the event id, label: its name, and
 * with `dated` its start in the event's time zone): the event filters and pickers of reports,
 * orders, group sales, house seats and delivery moves.
 */
export function useEventOptions({ dated = false } = {}): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const events = useQuery(sellQueries.events({ search: '', page: 1, pageSize: 100 }));
  const items = events.data?.items ?? [];
  return dated
    ? datedEventOptions(items, i18n.language)
    : items.map((e) => ({ value: String(e.id), label: e.name }));
}

/** Events as a picker's options: each its id, and its name with its start in the event's own time zone. */
export function datedEventOptions(
  events: readonly { id: number; name: string; startsAt: string; timezone: string }[],
  language: string,
) {
  return events.map((e) => ({
    value: String(e.id),
    label: `${e.name} · ${formatDateTime(e.startsAt, language, e.timezone)}`,
  }));
}
