import { rowLabel } from './map-generator';

/** How the designer renumbers the seats of each chosen row. */
export interface SeatNumbering {
  /** Which end of the row gets the first number. */
  direction: 'left-to-right' | 'right-to-left';
  /** 1, 2, 3 …; or odd (1, 3, 5 …) or even (2, 4, 6 …) numbers, as on the two sides of a hall. */
  scheme: 'consecutive' | 'odd' | 'even';
  /** The first number; for odd and even schemes it is moved up to the next odd or even one. */
  start: number;
  prefix: string;
}

/** How the designer renames the chosen rows, front (top of the map) to back. */
export interface RowNaming {
  labels: 'letters' | 'numbers';
  /** Letters I and O are skipped (they read as 1 and 0). */
  skipIAndO: boolean;
  /** 1 names the first row A (or 1). */
  start: number;
  prefix: string;
  direction: 'front-to-back' | 'back-to-front';
}

/** The seat numbers for a row of `count` seats in order along the numbering direction. */
export function seatNumbers(
  count: number,
  rule: Pick<SeatNumbering, 'scheme' | 'start' | 'prefix'>,
): string[] {
  let first = Math.max(0, Math.trunc(rule.start));
  const step = rule.scheme === 'consecutive' ? 1 : 2;
  if (rule.scheme === 'odd' && first % 2 === 0) first += 1;
  if (rule.scheme === 'even' && first % 2 === 1) first += 1;
  return Array.from({ length: count }, (_, i) => `${rule.prefix}${first + i * step}`);
}

const skipped = /[IO]/;

/**
 * Row labels from the `start`th on: letters A … Z, AA … (skipping any label with I or O when
 * asked) or numbers, each with the prefix.
 */
export function rowNames(
  count: number,
  rule: Pick<RowNaming, 'labels' | 'skipIAndO' | 'start' | 'prefix'>,
): string[] {
  const names: string[] = [];
  let skip = Math.max(0, Math.trunc(rule.start) - 1);
  for (let index = 0; names.length < count; index++) {
    const label = rowLabel(index, rule.labels);
    if (rule.labels === 'letters' && rule.skipIAndO && skipped.test(label)) continue;
    if (skip > 0) {
      skip--;
      continue;
    }
    names.push(`${rule.prefix}${label}`);
  }
  return names;
}
