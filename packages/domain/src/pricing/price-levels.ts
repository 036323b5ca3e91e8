import type { ErrorCode } from '../errors/catalogue';

/**
 * A price level is active or archived, and archiving is one-way (spec §4: "a price level
 * cannot be unarchived"): tickets already sold keep pointing at it, so it can never come back
 * with different meaning.
 */
export const priceLevelStates = ['active', 'archived'] as const;
export type PriceLevelState = (typeof priceLevelStates)[number];

export function priceLevelMayMove(from: PriceLevelState, to: PriceLevelState): boolean {
  return from === 'active' && to === 'archived';
}

export interface PriceLevelArchiveInput {
  readonly level: { readonly id: number; readonly archived: boolean };
  /** Seats (and general-admission areas) painted with the level. */
  readonly paintedPlaces: number;
  /** The level its seats move to, as found among the same event's levels; null when none was chosen. */
  readonly replacement: {
    readonly id: number;
    readonly archived: boolean;
    readonly sameEvent: boolean;
  } | null;
}

export type PriceLevelArchiveCheck =
  | { ok: true; repaint: boolean }
  | {
      ok: false;
      code: Extract<
        ErrorCode,
        | 'admin.price_level_archived'
        | 'admin.price_level_replacement_required'
        | 'admin.price_level_replacement_invalid'
      >;
    };

/**
 * Whether a price level may be archived (spec §4): an archived level stays archived; a level
 * that seats are painted with needs a replacement, which must be another active level of the
 * same event. A replacement given for a level with no seats is checked all the same, so a
 * wrong choice is never silently ignored.
 */
export function priceLevelArchiveCheck(input: PriceLevelArchiveInput): PriceLevelArchiveCheck {
  if (!priceLevelMayMove(input.level.archived ? 'archived' : 'active', 'archived')) {
    return { ok: false, code: 'admin.price_level_archived' };
  }
  const r = input.replacement;
  if (r !== null && (r.id === input.level.id || r.archived || !r.sameEvent)) {
    return { ok: false, code: 'admin.price_level_replacement_invalid' };
  }
  if (input.paintedPlaces > 0 && r === null) {
    return { ok: false, code: 'admin.price_level_replacement_required' };
  }
  return { ok: true, repaint: input.paintedPlaces > 0 };
}
