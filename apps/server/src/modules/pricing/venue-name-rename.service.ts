import type { ErrorCode, NameTranslations } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { requireEditableTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import { forgetVenueNames } from './venue-names.service';

const templateOf = {
  price_types: (accountId: number, id: number) =>
    sql`SELECT template_id FROM price_types WHERE account_id = ${accountId} AND id = ${id}`,
  products: (accountId: number, id: number) =>
    sql`SELECT template_id FROM products WHERE account_id = ${accountId} AND id = ${id}`,
  fees: (accountId: number, id: number) =>
    sql`SELECT s.template_id FROM fees f JOIN fee_sets s ON s.id = f.fee_set_id
      WHERE f.account_id = ${accountId} AND f.id = ${id}`,
};

/**
 * Renames a price type, fee or product of a template that is not archived, with its name in
 * other languages. What was sold under the old name keeps it (decisions/0041); this process
 * names new sales with the new one at once.
 */
export async function renameVenueName(
  db: Db,
  accountId: number,
  table: keyof typeof templateOf,
  id: number,
  names: { name: string; nameTranslations: NameTranslations },
  notFound: ErrorCode,
): Promise<void> {
  const [found] = await rows<{ template_id: number }>(db, templateOf[table](accountId, id));
  if (!found) throw new AppError(notFound);
  await requireEditableTemplate(db, accountId, found.template_id);
  await db.execute(
    sql`UPDATE ${sql.raw(table)} SET name = ${names.name}, name_translations = ${JSON.stringify(names.nameTranslations)}::jsonb
      WHERE account_id = ${accountId} AND id = ${id}`,
  );
  forgetVenueNames(db, accountId);
}
