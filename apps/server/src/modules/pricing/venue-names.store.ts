import type { NameTranslations } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export type VenueNameKind = 'priceType' | 'fee' | 'product' | 'deliveryMethod';

/**
 * The translations the venue gave its price types, fees, products and delivery methods (only
 * those it gave: a few rows).
 */
export function venueNameTranslations(db: Db, accountId: number) {
  const translated = (table: string, kind: VenueNameKind) =>
    sql`SELECT ${kind} AS kind, id, name_translations AS translations FROM ${sql.raw(table)}
      WHERE account_id = ${accountId} AND name_translations <> '{}'::jsonb`;
  return rows<{ kind: VenueNameKind; id: number; translations: NameTranslations }>(
    db,
    sql`${translated('price_types', 'priceType')} UNION ALL ${translated('fees', 'fee')}
      UNION ALL ${translated('products', 'product')} UNION ALL ${translated('delivery_methods', 'deliveryMethod')}`,
  );
}

export async function accountDefaultLanguage(db: Db, accountId: number): Promise<string | undefined> {
  const [account] = await rows<{ default_language: string }>(
    db,
    sql`SELECT default_language FROM accounts WHERE id = ${accountId}`,
  );
  return account?.default_language;
}

const templateOf = {
  price_types: (accountId: number, id: number) =>
    sql`SELECT template_id FROM price_types WHERE account_id = ${accountId} AND id = ${id}`,
  products: (accountId: number, id: number) =>
    sql`SELECT template_id FROM products WHERE account_id = ${accountId} AND id = ${id}`,
  fees: (accountId: number, id: number) =>
    sql`SELECT s.template_id FROM fees f JOIN fee_sets s ON s.id = f.fee_set_id
      WHERE f.account_id = ${accountId} AND f.id = ${id}`,
};

/** The tables whose rows carry a venue-entered name and its translations. */
export type RenamedTable = keyof typeof templateOf;

/** The template a price type, product or fee belongs to. */
export async function templateOfNamed(
  db: Db,
  accountId: number,
  table: RenamedTable,
  id: number,
): Promise<number | undefined> {
  const [found] = await rows<{ template_id: number }>(db, templateOf[table](accountId, id));
  return found?.template_id;
}

export async function writeVenueName(
  db: Db,
  accountId: number,
  table: RenamedTable,
  id: number,
  names: { name: string; nameTranslations: NameTranslations },
): Promise<void> {
  await db.execute(
    sql`UPDATE ${sql.raw(table)} SET name = ${names.name}, name_translations = ${JSON.stringify(names.nameTranslations)}::jsonb
      WHERE account_id = ${accountId} AND id = ${id}`,
  );
}
