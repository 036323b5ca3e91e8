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
  return (events.data?.items ?? []).map((e) => ({
    value: String(e.id),
    label: dated ? `${e.name} · ${formatDateTime(e.startsAt, i18n.language, e.timezone)}` : e.name,
  }));
}
