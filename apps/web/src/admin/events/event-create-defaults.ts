import type { EventTemplate } from '@tessera/contract';
import { type EventMapSource, eventMapAt } from '@tessera/domain';

type Template = Pick<EventTemplate, 'dateRules' | 'maps'>;

/** Whether the template works out this date, so the creator may leave it empty. */
export function templateGivesDate(template: Template | null | undefined, parameter: string): boolean {
  return Boolean(template?.dateRules.some((r) => r.parameter === parameter));
}

/**
 * The map a new event at this venue starts with when "Seat map" is left blank (the domain's
 * rule, which the server applies), with where it comes from.
 */
export function blankMapAt<M extends { id: number }>(
  template: Template | null | undefined,
  venueMaps: readonly M[],
): { map: M; source: EventMapSource } | null {
  const chosen = eventMapAt(
    template?.maps ?? null,
    venueMaps.map((m) => m.id),
  );
  const map = chosen && venueMaps.find((m) => m.id === chosen.mapId);
  return chosen && map ? { map, source: chosen.source } : null;
}
