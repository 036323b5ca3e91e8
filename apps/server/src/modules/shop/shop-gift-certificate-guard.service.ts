import type { ErrorCode } from '@tessera/domain';
import { AppError } from '@/platform/http/app-error';

const WINDOW_MS = 60_000;

/** What a checkout answers when a gift certificate's number is looked up and fails. */
const lookupFailures: ReadonlySet<ErrorCode> = new Set([
  'purchase.gift_certificate_not_found',
  'purchase.gift_certificate_voided',
  'purchase.gift_certificate_expired',
  'purchase.gift_certificate_insufficient_balance',
]);

/**
 * Failed gift-certificate lookups at the shop's checkout, per address and per basket, in this
 * server's memory: the checkout tells a real number from a made-up one (and what it holds), as
 * the balance page does, so it may be asked only as often. After `max` failures within a
 * minute, checkouts with a certificate from that address or basket are refused with
 * common.rate_limited until the minute has passed; checkouts without one are not touched.
 */
export class GiftCertificateGuard {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly max: number) {}

  /** Refuses a checkout with a certificate when one of its keys has used up its failures. */
  check(keys: readonly string[], now: Date): void {
    for (const key of keys) {
      if (this.recent(key, now).length >= this.max) throw new AppError('common.rate_limited');
    }
  }

  /** Counts a checkout's failure when it is a certificate lookup that failed. */
  record(keys: readonly string[], error: unknown, now: Date): void {
    if (!(error instanceof AppError) || !lookupFailures.has(error.code)) return;
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now.getTime()]);
    if (this.failures.size > 10_000) this.sweep(now);
  }

  private recent(key: string, now: Date): number[] {
    const since = now.getTime() - WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  private sweep(now: Date): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}

const guards = new WeakMap<object, GiftCertificateGuard>();

/** The guard of one running app (its dependencies), made on first use. */
export function giftCertificateGuardOf(deps: {
  config: { signInAttemptsPerMinute: number };
}): GiftCertificateGuard {
  let guard = guards.get(deps);
  if (!guard) {
    guard = new GiftCertificateGuard(deps.config.signInAttemptsPerMinute);
    guards.set(deps, guard);
  }
  return guard;
}
