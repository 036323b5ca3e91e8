import { Select, type SelectProps } from '@mantine/core';
import { useEventOptions } from './useEventOptions';

/**
 * One event picked by name from the sellable ones (a list's or a report's filter, a request's
 * event), by its id; `dated` shows each event's start beside its name.
 */
export function EventSelect({
  eventId,
  dated,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'searchable'> & { eventId: number | null; dated?: boolean }) {
  const eventOptions = useEventOptions({ dated });
  return <Select searchable {...props} data={eventOptions} value={eventId ? String(eventId) : null} />;
}
