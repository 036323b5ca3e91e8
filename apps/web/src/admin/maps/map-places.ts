import type { SeatMapDefinition } from '@tessera/domain';
import type { SeatPlaces } from '@/ui/seat-map/seat-layout';

/** A map definition in the seat map's column shape, plus each seat's ADA type for colouring. */
export function placesOfDefinition(map: SeatMapDefinition): SeatPlaces & { ada: (string | null)[] } {
  const sections: string[] = [];
  const rows: string[] = [];
  const rowIndex = new Map<string, number>();
  const seats = {
    x: [] as number[],
    y: [] as number[],
    section: [] as number[],
    row: [] as number[],
    seat: [] as string[],
  };
  const ada: (string | null)[] = [];
  map.sections.forEach((section, s) => {
    sections.push(section.name);
    for (const row of section.rows) {
      let r = rowIndex.get(row.name);
      if (r === undefined) {
        r = rows.length;
        rows.push(row.name);
        rowIndex.set(row.name, r);
      }
      for (const seat of row.seats) {
        seats.x.push(seat.x);
        seats.y.push(seat.y);
        seats.section.push(s);
        seats.row.push(r);
        seats.seat.push(seat.name);
        ada.push(seat.ada ?? null);
      }
    }
  });
  return { sections, rows, seats, ada };
}

/** A distinct colour per section, for previews. */
export const sectionPalette = [
  '#4c6ef5',
  '#12b886',
  '#fab005',
  '#e64980',
  '#7950f2',
  '#15aabf',
  '#fd7e14',
  '#82c91e',
];
