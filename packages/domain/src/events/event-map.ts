/** The maps a template lists (its `maps` tab). */
export interface TemplateMaps {
  readonly defaultMapId: number | null;
  readonly mapIds: readonly number[];
}

/** Where the map an event starts with came from. */
export type EventMapSource = 'template' | 'onlyMap';

/**
 * The map a new event at a venue starts with when its "Seat map" is left blank: the template's
 * default map, else another map the template lists, among the venue's live maps; else, when
 * the venue has exactly one live map, that one (a venue's first map needs no template setting).
 * Null when none of these holds: the event's checklist then asks for a map.
 */
export function eventMapAt(
  template: TemplateMaps | null,
  venueMapIds: readonly number[],
): { mapId: number; source: EventMapSource } | null {
  if (template) {
    const order = [
      ...(template.defaultMapId === null ? [] : [template.defaultMapId]),
      ...template.mapIds.filter((id) => id !== template.defaultMapId),
    ];
    const found = order.find((id) => venueMapIds.includes(id));
    if (found !== undefined) return { mapId: found, source: 'template' };
  }
  const [only, ...more] = venueMapIds;
  return only !== undefined && more.length === 0 ? { mapId: only, source: 'onlyMap' } : null;
}
