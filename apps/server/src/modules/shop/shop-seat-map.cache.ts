import { type EndpointOutput, getShopEventSeats } from '@tessera/contract';
import type { Db } from '@/db/client';
import { CheckedJson } from '@/platform/http/implement';

type SeatMap = EndpointOutput<typeof getShopEventSeats>;

/** How long one build of an event's whole seat map answers every shop browser asking for it. */
export const SEAT_MAP_FRESH_MS = 1_000;

/**
 * `at`: when the build finished (null while it runs: every browser asking then shares it);
 * `heldUntil`: the earliest expiry of the baskets it shows holding seats (epoch ms on the
 * request clock), from which it is stale however young it is.
 */
type Entry = { at: number | null; heldUntil: number; answer: Promise<CheckedJson<SeatMap>> };
/** Per database (a process serving two apps, as tests do, never mixes their maps). */
const caches = new WeakMap<Db, Map<string, Entry>>();

const fresh = (entry: Entry, machineNow: number, now: Date) =>
  entry.at === null || (machineNow - entry.at < SEAT_MAP_FRESH_MS && now.getTime() < entry.heldUntil);

/**
 * An event's whole shop seat map, built (read, checked against the contract, turned into JSON)
 * once per second at most per server process however many browsers ask at once: an on-sale's
 * opening minute is hundreds of browsers loading the same 10,000 seats. Browsers asking while
 * a build runs share it; a finished build answers for `SEAT_MAP_FRESH_MS`, and never past the
 * moment a seat it shows in a basket comes free (the map's `heldUntil`, on the request clock
 * `now`): the next browser then gets a new build showing that seat open. The answer carries
 * its change sequence (`seq`), so a browser's next read (`since=seq`, never cached) catches up
 * with whatever changed after it; takes are conditional, so a seat shown open that was taken
 * meanwhile is refused, never sold twice.
 */
export function cachedSeatMap(
  db: Db,
  accountId: number,
  eventId: number,
  /** The buyer's locale: price type names are in it. */
  locale: string,
  now: Date,
  load: () => Promise<SeatMap>,
): Promise<CheckedJson<SeatMap>> {
  const cache = caches.get(db) ?? new Map<string, Entry>();
  caches.set(db, cache);
  const machineNow = performance.now();
  const key = `${accountId}:${eventId}:${locale}`;
  const hit = cache.get(key);
  if (hit && fresh(hit, machineNow, now)) return hit.answer;
  if (cache.size > 500) {
    for (const [k, v] of cache) if (!fresh(v, machineNow, now)) cache.delete(k);
  }
  const entry: Entry = {
    at: null,
    heldUntil: Number.POSITIVE_INFINITY,
    answer: load().then((value) => {
      if (value.heldUntil !== null) entry.heldUntil = new Date(value.heldUntil).getTime();
      return CheckedJson.of(getShopEventSeats, value);
    }),
  };
  cache.set(key, entry);
  entry.answer.then(
    () => {
      entry.at = performance.now();
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return entry.answer;
}
