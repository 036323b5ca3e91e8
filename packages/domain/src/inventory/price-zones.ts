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

/**
 * Seats whose own zone (set in the map designer) a price level names, with that level: they
 * are painted after their sections, so a seat's zone wins over its section's. A seat zone no
 * level names leaves the seat with its section's level.
 */
export function seatsByOwnZone(
  levels: readonly { readonly id: number; readonly zone: string }[],
  map: {
    sections: readonly {
      name: string;
      rows: readonly { name: string; seats: readonly { name: string; zone?: string | null }[] }[];
    }[];
  },
): { section: string; row: string; seat: string; priceLevelId: number }[] {
  const zones = new Set<string>();
  for (const section of map.sections)
    for (const row of section.rows) for (const seat of row.seats) if (seat.zone) zones.add(seat.zone);
  if (zones.size === 0) return [];
  const byZone = priceLevelsByZone(levels, [...zones]);
  const painted: { section: string; row: string; seat: string; priceLevelId: number }[] = [];
  for (const section of map.sections) {
    for (const row of section.rows) {
      for (const seat of row.seats) {
        const id = seat.zone ? byZone.get(seat.zone) : undefined;
        if (id !== undefined)
          painted.push({ section: section.name, row: row.name, seat: seat.name, priceLevelId: id });
      }
    }
  }
  return painted;
}
