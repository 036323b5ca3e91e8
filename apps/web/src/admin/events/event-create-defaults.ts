import type { EventTemplate } from '@tessera/contract';

type Template = Pick<EventTemplate, 'dateRules' | 'maps'>;

/** Whether the template works out this date, so the creator may leave it empty. */
export function templateGivesDate(template: Template | null | undefined, parameter: string): boolean {
  return Boolean(template?.dateRules.some((r) => r.parameter === parameter));
}

/**
 * The map an event made from the template at this venue starts with when "Seat map" is left
 * blank (the server's rule): the template's default map, else the first map it lists, among the
 * venue's maps.
 */
export function templateMapAt<M extends { id: number }>(
  template: Template | null | undefined,
  venueMaps: readonly M[],
): M | null {
  if (!template) return null;
  const { defaultMapId, mapIds } = template.maps;
  const order = [
    ...(defaultMapId === null ? [] : [defaultMapId]),
    ...mapIds.filter((id) => id !== defaultMapId),
  ];
  for (const id of order) {
    const map = venueMaps.find((m) => m.id === id);
    if (map) return map;
  }
  return null;
}
