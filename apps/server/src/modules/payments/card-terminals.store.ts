import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/** The card reader of each of these workstations of the account (empty when none is set). */
export async function workstationReaders(
  db: Db,
  accountId: number,
  workstationIds: readonly number[],
): Promise<Map<number, string>> {
  const found = await rows<{ id: number; card_terminal_id: string }>(
    db,
    sql`SELECT w.id, w.card_terminal_id FROM workstations w
      WHERE w.account_id = ${accountId} AND w.id = ANY(${arrayParam([...workstationIds])}::int[])`,
  );
  return new Map(found.map((w) => [w.id, w.card_terminal_id]));
}

/** A payment account of the account that reaches Stripe (its own keys, or a connected account). */
export async function stripePaymentAccount(
  db: Db,
  accountId: number,
  paymentAccountId: number,
): Promise<{ id: number } | undefined> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`SELECT pa.id FROM payment_accounts pa
      WHERE pa.account_id = ${accountId} AND pa.id = ${paymentAccountId}
        AND pa.processor IN ('Stripe', 'StripeUnified')`,
  );
  return row;
}

/** The account's workstations with a card reader, by venue and name. */
export const readerWorkstations = (db: Db, accountId: number) =>
  rows<{
    id: number;
    name: string;
    venue_name: string;
    card_terminal_label: string;
    card_terminal_id: string;
  }>(
    db,
    sql`SELECT w.id, w.name, v.name AS venue_name, w.card_terminal_label, w.card_terminal_id
      FROM workstations w JOIN venues v ON v.id = w.venue_id AND v.account_id = w.account_id
      WHERE w.account_id = ${accountId} AND w.card_terminal_id <> '' AND v.archived_at IS NULL
      ORDER BY v.name, w.name, w.id`,
  );
