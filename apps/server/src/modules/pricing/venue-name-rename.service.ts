import type { ErrorCode, NameTranslations } from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireEditableTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import { forgetVenueNames } from './venue-names.service';
import { type RenamedTable, templateOfNamed, writeVenueName } from './venue-names.store';

/**
 * Renames a price type, fee or product of a template that is not archived, with its name in
 * other languages. What was sold under the old name keeps it (decisions/0041); this process
 * names new sales with the new one at once.
 */
export async function renameVenueName(
  db: Db,
  accountId: number,
  table: RenamedTable,
  id: number,
  names: { name: string; nameTranslations: NameTranslations },
  notFound: ErrorCode,
): Promise<void> {
  const templateId = await templateOfNamed(db, accountId, table, id);
  if (templateId === undefined) throw new AppError(notFound);
  await requireEditableTemplate(db, accountId, templateId);
  await writeVenueName(db, accountId, table, id, names);
  forgetVenueNames(db, accountId);
}
