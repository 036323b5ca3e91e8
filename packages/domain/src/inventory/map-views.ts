import type { SeatMapDefinition } from './map';

/**
 * "View from seat": an image a buyer sees when they pick a seat. A seat may have its own; else
 * its section's uploaded image; else the section's `viewFromSeatUrl` (a link from a file).
 */
export interface SeatView {
  section: string;
  /** Row and seat names for a seat's own image; null for a section's. */
  row: string | null;
  seat: string | null;
  url: string;
}

/** Sets (or with null clears) the uploaded view image of the section at `index`. */
export function setSectionView(map: SeatMapDefinition, index: number, imageId: number | null) {
  const section = map.sections[index];
  if (!section) return map;
  const { viewImageId: _, ...rest } = section;
  const sections = [...map.sections];
  sections[index] = imageId === null ? rest : { ...rest, viewImageId: imageId };
  return { ...map, sections };
}

/** Every uploaded image the map shows, once each (the server checks they are the account's). */
export function viewImageIdsOf(map: SeatMapDefinition): number[] {
  const ids = new Set<number>();
  for (const section of map.sections) {
    if (section.viewImageId) ids.add(section.viewImageId);
    for (const row of section.rows)
      for (const seat of row.seats) if (seat.viewImageId) ids.add(seat.viewImageId);
  }
  return [...ids];
}

/** The views of a map, section views before seat views; `urlOf` gives an uploaded image's address. */
export function seatViewsOf(map: SeatMapDefinition, urlOf: (imageId: number) => string): SeatView[] {
  const sections: SeatView[] = [];
  const seats: SeatView[] = [];
  for (const section of map.sections) {
    const url = section.viewImageId ? urlOf(section.viewImageId) : section.viewFromSeatUrl || null;
    if (url) sections.push({ section: section.name, row: null, seat: null, url });
    for (const row of section.rows) {
      for (const seat of row.seats) {
        if (seat.viewImageId)
          seats.push({ section: section.name, row: row.name, seat: seat.name, url: urlOf(seat.viewImageId) });
      }
    }
  }
  return [...sections, ...seats];
}

/** The view a buyer sees for a seat: the seat's own image, else its section's, else none. */
export function seatViewOf(
  views: readonly SeatView[],
  place: { section: string; row: string; seat: string },
): string | null {
  let sectionView: string | null = null;
  for (const v of views) {
    if (v.section !== place.section) continue;
    if (v.row === null) sectionView ??= v.url;
    else if (v.row === place.row && v.seat === place.seat) return v.url;
  }
  return sectionView;
}
