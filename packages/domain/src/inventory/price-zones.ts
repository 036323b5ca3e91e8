/**
 * Price zones: a price level whose zone names a map section or general-admission area paints
 * that place's seats (or the area) when an event's seats are generated, so prices painted once
 * on the template reach every new event. Names match ignoring case and surrounding spaces; the
 * first level (by id) naming a place wins.
 */
export function priceLevelsByZone(
  levels: readonly { readonly id: number; readonly zone: string }[],
  places: readonly string[],
): Map<string, number> {
  const key = (name: string) => name.trim().toLocaleLowerCase('en-US');
  const byZone = new Map<string, number>();
  for (const level of [...levels].sort((a, b) => a.id - b.id)) {
    const zone = key(level.zone);
    if (zone && !byZone.has(zone)) byZone.set(zone, level.id);
  }
  const painted = new Map<string, number>();
  for (const place of places) {
    const id = byZone.get(key(place));
    if (id !== undefined) painted.set(place, id);
  }
  return painted;
}
