import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sftpSettings } from '@/db/schema';

export type SftpSettingsRow = typeof sftpSettings.$inferSelect;
export type SftpSettingsValues = Omit<SftpSettingsRow, 'accountId'>;

export async function sftpSettingsRow(db: Db, accountId: number): Promise<SftpSettingsRow | undefined> {
  const [row] = await db.select().from(sftpSettings).where(eq(sftpSettings.accountId, accountId));
  return row;
}

export async function upsertSftpSettings(
  db: Db,
  accountId: number,
  values: SftpSettingsValues,
): Promise<void> {
  await db
    .insert(sftpSettings)
    .values({ ...values, accountId })
    .onConflictDoUpdate({ target: sftpSettings.accountId, set: values });
}

export async function deleteSftpSettingsRow(db: Db, accountId: number): Promise<void> {
  await db.delete(sftpSettings).where(eq(sftpSettings.accountId, accountId));
}
