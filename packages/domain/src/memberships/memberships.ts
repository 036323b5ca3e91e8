/**
 * Memberships (decisions/0050): a level sells a period of whole months; the member holds the
 * level's tags while the period runs, and they unlock price levels by the levels' tag rules.
 * Pure: dates come in as `Date`s (the caller's clock), never from `new Date()`.
 */

export interface MembershipTerms {
  /** Whole months a sale or a renewal adds. */
  readonly durationMonths: number;
  /** A renewal is open from this many days before the expiry on (and after it, from today). */
  readonly renewalWindowDays: number;
  /** The reminder mail goes this many days before the expiry. */
  readonly reminderDays: number;
}

export type MembershipStatus = 'active' | 'expired';

const DAY_MS = 86_400_000;

/**
 * `from` plus whole months, in UTC. A day that the target month lacks is clamped to its last
 * day (31 January + 1 month = 28 or 29 February), so a period never spills into the month after.
 */
export function addMonths(from: Date, months: number): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      y,
      m,
      day,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** The period of a new membership sold `now`. */
export function newMembershipPeriod(terms: Pick<MembershipTerms, 'durationMonths'>, now: Date) {
  return { startsAt: now, expiresAt: addMonths(now, terms.durationMonths) };
}

export function membershipStatus(expiresAt: Date, now: Date): MembershipStatus {
  return expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}

/** When the renewal window opens for a membership expiring at `expiresAt`. */
export function renewalOpensAt(terms: Pick<MembershipTerms, 'renewalWindowDays'>, expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - terms.renewalWindowDays * DAY_MS);
}

export type RenewalResult =
  | { ok: true; periodStart: Date; expiresAt: Date }
  | { ok: false; code: 'purchase.membership_renewal_not_open'; opensAt: Date };

/**
 * A renewal: refused before the window opens; inside the window it extends from the current
 * expiry (the days left are kept); a lapsed membership starts again from `now`.
 */
export function renewMembership(terms: MembershipTerms, expiresAt: Date, now: Date): RenewalResult {
  const opensAt = renewalOpensAt(terms, expiresAt);
  if (now.getTime() < opensAt.getTime()) {
    return { ok: false, code: 'purchase.membership_renewal_not_open', opensAt };
  }
  const periodStart = expiresAt.getTime() > now.getTime() ? expiresAt : now;
  return { ok: true, periodStart, expiresAt: addMonths(periodStart, terms.durationMonths) };
}

/** When the reminder mail for a membership expiring at `expiresAt` is due. */
export function reminderAt(terms: Pick<MembershipTerms, 'reminderDays'>, expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - terms.reminderDays * DAY_MS);
}

export interface TaggedPriceLevel {
  readonly customerTags: readonly string[];
  readonly membershipTags: readonly string[];
}

export interface BuyerTags {
  /** Tags staff put on the customer. */
  readonly customerTags: readonly string[];
  /** Tags of the customer's active memberships. */
  readonly membershipTags: readonly string[];
}

const lower = (tags: readonly string[]) => new Set(tags.map((t) => t.trim().toLowerCase()));

/**
 * Whether a buyer may buy seats of a price level. A level with membership tags sells only to
 * a buyer whose active membership carries one of them; a level with customer tags only to a
 * buyer who carries one of them, on the customer or through a membership (membership benefits
 * are customer tags). A level without tags sells to anyone. Tags compare without case.
 */
export function priceLevelOpenTo(level: TaggedPriceLevel, buyer: BuyerTags | null): boolean {
  if (level.membershipTags.length === 0 && level.customerTags.length === 0) return true;
  if (!buyer) return false;
  const held = lower(buyer.membershipTags);
  if (level.membershipTags.length > 0 && ![...lower(level.membershipTags)].some((t) => held.has(t))) {
    return false;
  }
  const all = lower([...buyer.customerTags, ...buyer.membershipTags]);
  return level.customerTags.length === 0 || [...lower(level.customerTags)].some((t) => all.has(t));
}

/** A member ID: the account's prefix-free number, padded so IDs sort and read alike. */
export function memberNumber(sequence: number): string {
  return `M${String(sequence).padStart(6, '0')}`;
}
