import { type Hold, type HoldLimits, holdLimitProblem } from '@tessera/domain';
import { AppError } from '@/platform/http/app-error';

/** A hold before its basket's expiry is known: as long as the longest basket timer. */
const PENDING_MS = 120 * 60_000;

interface Entry extends Hold {
  until: Date;
  tickets: number;
}

/**
 * The shop's holds by client address and event, in this server's memory: what each address
 * took into its baskets until those baskets expire. An addition is counted before it reaches
 * the database (check and count are one synchronous step, so simultaneous requests cannot all
 * pass), then given its basket's expiry; a refused addition is taken off again, and a paid
 * basket's holds end with its checkout. Removing a line does not give its tickets back before
 * the basket expires: the limit only ever errs on the side of the on-sale.
 */
export class ShopHoldLedger {
  private readonly holds = new Map<string, Entry[]>();
  /** The keys each basket holds under, to end its holds at checkout. */
  private readonly keysOf = new Map<string, Set<string>>();
  private sweptAt = 0;

  constructor(private readonly limits: HoldLimits) {}

  /**
   * Counts `tickets` for `basket` of an address on an event, or refuses them with
   * purchase.hold_limit_reached. Answers the hold to settle (`took`) or drop (`refused`).
   */
  take(
    accountId: number,
    eventId: number,
    address: string,
    basket: string,
    tickets: number,
    now: Date,
  ): { took(until: Date | null): void; refused(): void } {
    this.sweep(now);
    const key = `${accountId}:${eventId}:${address}`;
    const live = (this.holds.get(key) ?? []).filter((h) => h.until.getTime() > now.getTime());
    if (holdLimitProblem(live, { basket, tickets }, this.limits, now)) {
      this.holds.set(key, live);
      throw new AppError('purchase.hold_limit_reached');
    }
    const entry: Entry = { basket, tickets, until: new Date(now.getTime() + PENDING_MS) };
    live.push(entry);
    this.holds.set(key, live);
    const keys = this.keysOf.get(basket) ?? new Set<string>();
    keys.add(key);
    this.keysOf.set(basket, keys);
    return {
      took: (until) => {
        if (until) entry.until = until;
      },
      refused: () => {
        entry.tickets = 0;
        entry.until = now;
      },
    };
  }

  /** A basket paid for holds nothing any more: its tickets are sold. */
  release(basket: string): void {
    for (const key of this.keysOf.get(basket) ?? []) {
      const rest = (this.holds.get(key) ?? []).filter((h) => h.basket !== basket);
      if (rest.length === 0) this.holds.delete(key);
      else this.holds.set(key, rest);
    }
    this.keysOf.delete(basket);
  }

  /** Forgets expired holds once a minute, so memory follows what is held now. */
  private sweep(now: Date): void {
    if (now.getTime() - this.sweptAt < 60_000) return;
    this.sweptAt = now.getTime();
    for (const [key, entries] of this.holds) {
      const live = entries.filter((h) => h.until.getTime() > now.getTime());
      if (live.length === 0) this.holds.delete(key);
      else if (live.length !== entries.length) this.holds.set(key, live);
    }
    for (const [basket, keys] of this.keysOf) {
      for (const key of keys) {
        if (!this.holds.get(key)?.some((h) => h.basket === basket)) keys.delete(key);
      }
      if (keys.size === 0) this.keysOf.delete(basket);
    }
  }
}

const ledgers = new WeakMap<object, ShopHoldLedger>();

/** The ledger of one running app (its dependencies), made on first use. */
export function holdLedgerOf(deps: { config: { shopHoldLimits: HoldLimits } }): ShopHoldLedger {
  let ledger = ledgers.get(deps);
  if (!ledger) {
    ledger = new ShopHoldLedger(deps.config.shopHoldLimits);
    ledgers.set(deps, ledger);
  }
  return ledger;
}
