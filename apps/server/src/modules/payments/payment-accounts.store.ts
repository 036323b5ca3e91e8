import type { CardPaymentAccount, PaymentProcessor as ProcessorName } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/**
 * The card payment account of each venue concerned (null where a venue names none, or names one
 * that is gone): the venues of these events, or every venue of the account in use when `eventIds`
 * is null.
 */
export async function venueCardAccounts(
  db: Db,
  accountId: number,
  eventIds: readonly number[] | null,
): Promise<(CardPaymentAccount | null)[]> {
  const venues =
    eventIds === null
      ? sql`SELECT v.card_payment_account_id FROM venues v WHERE v.account_id = ${accountId} AND v.archived_at IS NULL`
      : sql`SELECT DISTINCT v.card_payment_account_id FROM events e JOIN venues v ON v.id = e.venue_id
          WHERE e.account_id = ${accountId} AND e.id = ANY(${arrayParam([...eventIds])}::int[])`;
  const found = await rows<{ id: number | null; processor: ProcessorName | null; is_live: boolean | null }>(
    db,
    sql`SELECT pa.id, pa.processor, pa.is_live FROM (${venues}) venue
      LEFT JOIN payment_accounts pa ON pa.id = venue.card_payment_account_id AND pa.account_id = ${accountId}`,
  );
  return found.map((r) =>
    r.id === null ? null : { id: r.id, processor: r.processor!, isLive: r.is_live ?? false },
  );
}
