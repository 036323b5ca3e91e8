import type { Partner, PartnerCategory, partnerCategoryInput, partnerInput } from '@tessera/contract';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { uniquely } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import {
  insertPartner,
  insertPartnerCategory,
  type PartnerCategoryRow,
  partnerCategoryRow,
  partnerOfAccount,
  partnerRows,
  updatePartnerCategoryRow,
  updatePartnerRow,
} from './partners.store';

type CategoryInput = z.output<typeof partnerCategoryInput>;
type PartnerInput = z.output<typeof partnerInput>;

export const categoryOutput = (row: PartnerCategoryRow): PartnerCategory => ({
  id: row.id,
  name: row.name,
  archived: row.archivedAt !== null,
});

/** Archiving keeps the first date it was archived on; bringing back clears it. */
const archivedAt = (archived: boolean, was: Date | null, now: Date) => (archived ? (was ?? now) : null);

export async function createCategory(db: Db, accountId: number, input: CategoryInput, now: Date) {
  const row = await uniquely(
    () =>
      insertPartnerCategory(
        db,
        accountId,
        { name: input.name, archivedAt: input.archived ? now : null },
        now,
      ),
    () => new AppError('admin.partner_category_name_taken', 'name'),
  );
  return categoryOutput(row);
}

export async function updateCategory(db: Db, accountId: number, id: number, input: CategoryInput, now: Date) {
  const was = await partnerCategoryRow(db, accountId, id);
  if (!was) throw new AppError('admin.partner_category_not_found');
  const row = await uniquely(
    () =>
      updatePartnerCategoryRow(db, accountId, id, {
        name: input.name,
        archivedAt: archivedAt(input.archived, was.archivedAt, now),
      }),
    () => new AppError('admin.partner_category_name_taken', 'name'),
  );
  if (!row) throw new AppError('admin.partner_category_not_found');
  return categoryOutput(row);
}

export async function listPartnersOf(db: Db, accountId: number, id?: number): Promise<Partner[]> {
  return (await partnerRows(db, accountId, id)).map(({ partner, categoryName, users }) => ({
    id: partner.id,
    name: partner.name,
    category:
      partner.categoryId !== null && categoryName !== null
        ? { id: partner.categoryId, name: categoryName }
        : null,
    contactName: partner.contactName,
    email: partner.email,
    phone: partner.phone,
    users: Number(users ?? 0),
    archived: partner.archivedAt !== null,
  }));
}

async function requirePartner(db: Db, accountId: number, id: number): Promise<Partner> {
  const [found] = await listPartnersOf(db, accountId, id);
  if (!found) throw new AppError('admin.partner_not_found');
  return found;
}

/** A category a partner is put in: one of the account's, and not archived unless it already was. */
async function checkCategory(db: Db, accountId: number, categoryId: number | null, current: number | null) {
  if (categoryId === null) return;
  const category = await partnerCategoryRow(db, accountId, categoryId);
  if (!category || (category.archivedAt !== null && categoryId !== current)) {
    throw new AppError('admin.partner_category_not_found', 'categoryId');
  }
}

const values = (input: PartnerInput, archived: Date | null) => ({
  name: input.name,
  categoryId: input.categoryId,
  contactName: input.contactName,
  email: input.email,
  phone: input.phone,
  archivedAt: archived,
});

export async function createPartner(db: Db, accountId: number, input: PartnerInput, now: Date) {
  await checkCategory(db, accountId, input.categoryId, null);
  const id = await uniquely(
    () => insertPartner(db, accountId, values(input, input.archived ? now : null), now),
    () => new AppError('admin.partner_name_taken', 'name'),
  );
  return requirePartner(db, accountId, id);
}

export async function updatePartner(db: Db, accountId: number, id: number, input: PartnerInput, now: Date) {
  const was = await partnerOfAccount(db, accountId, id);
  if (!was) throw new AppError('admin.partner_not_found');
  const current = (await requirePartner(db, accountId, id)).category?.id ?? null;
  await checkCategory(db, accountId, input.categoryId, current);
  await uniquely(
    () => updatePartnerRow(db, accountId, id, values(input, archivedAt(input.archived, was.archivedAt, now))),
    () => new AppError('admin.partner_name_taken', 'name'),
  );
  return requirePartner(db, accountId, id);
}

/**
 * A partner a user is linked to or a sale credited to: an active one of the account. A link
 * already made to a partner since archived may stay as it is.
 */
export async function requireActivePartner(
  db: Db,
  accountId: number,
  id: number,
  code: 'admin.partner_not_found' | 'purchase.partner_not_found',
  keep: number | null = null,
) {
  const found = await partnerOfAccount(db, accountId, id);
  if (!found || (found.archivedAt !== null && id !== keep)) throw new AppError(code, 'partnerId');
  return { id: found.id, name: found.name };
}
