import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { saleTypes } from '@/db/schema';
import { AppError } from '@/platform/http/app-error';

/** A price level's sale type must be one of the account's active sale types (seat settings). */
export async function requireSaleTypeChoice(
  db: Db,
  accountId: number,
  saleTypeId: number | null,
  field = 'saleTypeId',
): Promise<void> {
  if (saleTypeId === null) return;
  const [row] = await db
    .select({ id: saleTypes.id })
    .from(saleTypes)
    .where(
      and(eq(saleTypes.accountId, accountId), eq(saleTypes.id, saleTypeId), isNull(saleTypes.archivedAt)),
    );
  if (!row) throw new AppError('admin.choice_unavailable', field);
}
