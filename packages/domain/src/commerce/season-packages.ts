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

export const seasonPackageKinds = ['fixed', 'flex'] as const;
export type SeasonPackageKind = (typeof seasonPackageKinds)[number];

/**
 * The events a season package sells (decisions/0086, 0108): a fixed package every event of
 * its season, so none may be chosen; a flex (choose-N) package exactly `chooseCount` different
 * events of its season, chosen by the buyer. Answers the events in id order (the order every
 * take locks in) or the error code.
 */
export function packageEventsChosen(
  pkg: { kind: SeasonPackageKind; chooseCount: number | null; eventIds: readonly number[] },
  chosen: readonly number[] | undefined,
): { eventIds: number[] } | { error: 'purchase.season_package_events' } {
  const all = [...new Set(pkg.eventIds)].sort((a, b) => a - b);
  if (pkg.kind === 'fixed')
    return chosen === undefined ? { eventIds: all } : { error: 'purchase.season_package_events' };
  const picked = [...new Set(chosen ?? [])].sort((a, b) => a - b);
  const n = pkg.chooseCount ?? 0;
  if (n < 1 || picked.length !== n || (chosen?.length ?? 0) !== n || picked.some((id) => !all.includes(id)))
    return { error: 'purchase.season_package_events' };
  return { eventIds: picked };
}

/** A flex package's count of events to choose: at least one, at most the events of its season. */
export function chooseCountProblem(
  kind: SeasonPackageKind,
  chooseCount: number | null,
  seasonEvents: number,
): 'admin.season_package_choose_count' | null {
  if (kind === 'fixed') return chooseCount === null ? null : 'admin.season_package_choose_count';
  if (chooseCount === null || !Number.isInteger(chooseCount) || chooseCount < 1 || chooseCount > seasonEvents)
    return 'admin.season_package_choose_count';
  return null;
}

/**
 * "Season ticket purchases require a saved card and authorization to save it" (spec §5,
 * decisions/0111): a shop checkout of a basket holding a season package is paid by a card the
 * signed-in customer agrees to keep in their account. Answers what is missing, or null.
 */
export function seasonCardRefusal(sale: {
  /** The basket holds a season package (a renewal among them). */
  readonly hasPackage: boolean;
  /** A customer is signed in: the card is kept in their account. */
  readonly customer: boolean;
  /** A card pays (part of) the order. */
  readonly cardPays: boolean;
  /** The buyer agreed to keep the card. */
  readonly keepCard: boolean;
}): { code: 'purchase.season_package_card_required'; field: 'keepCard' | 'card' } | null {
  if (!sale.hasPackage) return null;
  if (!sale.customer || !sale.cardPays)
    return { code: 'purchase.season_package_card_required', field: 'card' };
  if (!sale.keepCard) return { code: 'purchase.season_package_card_required', field: 'keepCard' };
  return null;
}
