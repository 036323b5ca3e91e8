/**
 * A fixed season package's price split over its events (decisions/0086): every part gets the
 * same share, the minor units left over go one each to the first parts, so the parts add up
 * to the package's price exactly.
 */
export function splitPackagePrice(price: number, parts: number): number[] {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError('price must be a whole amount');
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError('a package has at least one part');
  const share = Math.floor(price / parts);
  const left = price - share * parts;
  return Array.from({ length: parts }, (_, i) => share + (i < left ? 1 : 0));
}

/** The place a package's seat names in every event: the same section, row and seat. */
export function packageSeatLabel(place: { section: string; row: string; seat: string }): string {
  return [place.section, place.row, place.seat].filter((p) => p !== '').join(' ');
}
