import type { Basket, ShopSeriesEvent } from '@tessera/contract';

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/**
 * The event's own name where it differs from its series' (a concert series with a different
 * act each date), so buyers can tell the dates apart; null when it is the series' name.
 */
export function eventOwnName(event: Pick<ShopSeriesEvent, 'name'>, seriesName: string): string | null {
  const name = event.name.trim();
  return name && name !== seriesName.trim() ? name : null;
}

export interface CalendarMonth {
  /** YYYY-MM. */
  month: string;
  /** Weeks from Monday to Sunday; null pads days outside the month. */
  weeks: ({ date: string; events: ShopSeriesEvent[] } | null)[][];
}

/** The months that have events, each as a Monday-first grid of its days with their events. */
export function calendarMonths(events: readonly ShopSeriesEvent[]): CalendarMonth[] {
  const byDay = new Map<string, ShopSeriesEvent[]>();
  for (const e of events) {
    const day = localDate(e.startsAt, e.timezone);
    byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  const months = [...new Set([...byDay.keys()].map((d) => d.slice(0, 7)))].sort();
  return months.map((month) => {
    const [year, m] = month.split('-').map(Number) as [number, number];
    const first = new Date(Date.UTC(year, m - 1, 1));
    const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
    const cells: ({ date: string; events: ShopSeriesEvent[] } | null)[] = Array.from(
      { length: (first.getUTCDay() + 6) % 7 },
      () => null,
    );
    for (let d = 1; d <= days; d++) {
      const date = `${month}-${String(d).padStart(2, '0')}`;
      cells.push({ date, events: byDay.get(date) ?? [] });
    }
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks = [];
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
    return { month, weeks };
  });
}

/** Seat keys (EventId-Section-Row-Seat) of the seats in a basket. */
export function basketSeatKeys(basket: Basket | null): Set<string> {
  return new Set((basket?.items ?? []).filter((i) => i.kind === 'seat').map((i) => i.seatKey));
}

/** Tickets of an event already in the basket (for the ticket limit hint). */
export function ticketsInBasket(basket: Basket | null, eventId: number): number {
  return (basket?.items ?? []).filter((i) => i.eventId === eventId).reduce((sum, i) => sum + i.quantity, 0);
}

/** The events of a basket's ticket lines, in the order they were added, each once. */
export function basketEvents(basket: Basket | null): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const item of basket?.items ?? []) if (!seen.has(item.eventId)) seen.set(item.eventId, item.eventName);
  return [...seen].map(([id, name]) => ({ id, name }));
}

export const availabilityColor = { High: 'teal', Medium: 'yellow', Low: 'orange', SoldOut: 'gray' } as const;
