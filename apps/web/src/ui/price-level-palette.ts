/**
 * Default colours of new price levels: distinct hues that stay apart from the seat statuses'
 * colours and from each other, so zones can be told apart on the map by staff and buyers.
 */
export const priceLevelPalette = [
  '#1971c2',
  '#e8590c',
  '#2f9e44',
  '#9c36b5',
  '#f08c00',
  '#0c8599',
  '#c2255c',
  '#5c940d',
  '#4263eb',
  '#a61e4d',
] as const;

/** The palette's first colour no existing level uses (the cycle starts again when all are used). */
export function nextPriceLevelColor(used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.toLowerCase()));
  return (
    priceLevelPalette.find((c) => !taken.has(c)) ?? priceLevelPalette[used.length % priceLevelPalette.length]!
  );
}
