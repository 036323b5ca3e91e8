import { Select, type SelectProps } from '@mantine/core';
import { useEventOptions } from './useEventOptions';

/** One event picked by name from the sellable ones (a list's or a report's filter), by its id. */
export function EventSelect({
  eventId,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'searchable'> & { eventId: number | null }) {
  const eventOptions = useEventOptions();
  return <Select searchable {...props} data={eventOptions} value={eventId ? String(eventId) : null} />;
}
