import { useQuery } from '@tanstack/react-query';
import { sellQueries } from './queries';

/**
 * The first 100 sellable events as a picker's options (value: the event id, label: its name): the
 * event filters and pickers of reports, orders, group sales and delivery moves.
 */
export function useEventOptions(): { value: string; label: string }[] {
  const events = useQuery(sellQueries.events({ search: '', page: 1, pageSize: 100 }));
  return (events.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.name }));
}
