import type { AccountSetup } from '@tessera/contract';
import { accountSetup } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** The account's setup checklist: what it has so far, counted in one query, judged by the domain. */
export async function accountSetupOf(db: Db, accountId: number): Promise<AccountSetup> {
  const [facts] = await rows<{
    venues: number;
    maps: number;
    templates: number;
    events: number;
    active_events: number;
    payment_accounts: number;
  }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM venues WHERE account_id = ${accountId} AND archived_at IS NULL) AS venues,
      (SELECT count(*)::int FROM venue_maps WHERE account_id = ${accountId} AND archived_at IS NULL) AS maps,
      (SELECT count(*)::int FROM event_templates WHERE account_id = ${accountId} AND archived_at IS NULL) AS templates,
      (SELECT count(*)::int FROM events WHERE account_id = ${accountId}) AS events,
      (SELECT count(*)::int FROM events WHERE account_id = ${accountId} AND active) AS active_events,
      (SELECT count(*)::int FROM payment_accounts WHERE account_id = ${accountId}) AS payment_accounts`,
  );
  return accountSetup({
    venues: facts?.venues ?? 0,
    maps: facts?.maps ?? 0,
    templates: facts?.templates ?? 0,
    events: facts?.events ?? 0,
    activeEvents: facts?.active_events ?? 0,
    paymentAccounts: facts?.payment_accounts ?? 0,
  });
}
