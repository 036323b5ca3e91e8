/** The columns of a seat map that change while it is open (a sale, a hold, a price). */
export interface ChangingSeatColumns {
  id: number[];
  status: string;
  hold: number[];
  priceLevel: number[];
  seatAlert: number[];
}

/**
 * Folds seats changed since a cached map into its columns, keeping the map's places and order:
 * the one merge the live stream and the polling both use. Seats the map does not know are left
 * out (a change of another section's view).
 */
export function mergeSeatChanges<T extends ChangingSeatColumns>(base: T, changes: ChangingSeatColumns): T {
  if (changes.id.length === 0) return base;
  const at = new Map(base.id.map((id, i) => [id, i]));
  const status = base.status.split('');
  const hold = [...base.hold];
  const priceLevel = [...base.priceLevel];
  const seatAlert = [...base.seatAlert];
  changes.id.forEach((id, j) => {
    const i = at.get(id);
    if (i === undefined) return;
    status[i] = changes.status[j] ?? status[i]!;
    hold[i] = changes.hold[j]!;
    priceLevel[i] = changes.priceLevel[j]!;
    seatAlert[i] = changes.seatAlert[j]!;
  });
  return { ...base, status: status.join(''), hold, priceLevel, seatAlert };
}
