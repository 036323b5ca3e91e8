import type { Db } from './client';

/**
 * A drizzle prepared query built once per database and reused: for the lookups every request
 * makes (the session, the shop's host name), building the query's SQL again each time costs
 * more than running it. `build` must use `sql.placeholder` for every value.
 */
export function perDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
