import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/**
 * The time zone a report counts days in: the venue asked for, else the account's first venue,
 * else the account's own (an account with no venue yet). Undefined: no such venue.
 */
export async function reportTimeZone(
  db: Db,
  accountId: number,
  venueId?: number,
): Promise<string | undefined> {
  if (venueId !== undefined) {
    const [venue] = await rows<{ timezone: string }>(
      db,
      sql`SELECT timezone FROM venues WHERE account_id = ${accountId} AND id = ${venueId}`,
    );
    return venue?.timezone;
  }
  const [row] = await rows<{ timezone: string }>(
    db,
    sql`SELECT coalesce(
        (SELECT timezone FROM venues WHERE account_id = ${accountId} ORDER BY id LIMIT 1),
        (SELECT timezone FROM accounts WHERE id = ${accountId})) AS timezone`,
  );
  return row?.timezone;
}

/** The account's venues by name: the places whose days a dashboard or report can be counted in. */
export async function accountVenues(db: Db, accountId: number): Promise<{ id: number; name: string }[]> {
  return rows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM venues WHERE account_id = ${accountId} ORDER BY lower(name), id`,
  );
}

/** The account's currency, for money in downloaded reports. */
export async function accountCurrency(db: Db, accountId: number): Promise<string> {
  const [row] = await rows<{ currency: string }>(
    db,
    sql`SELECT currency FROM accounts WHERE id = ${accountId}`,
  );
  return row?.currency ?? 'USD';
}
