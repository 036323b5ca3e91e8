import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sftpSettings } from '@/db/schema';
import { rows } from '@/db/sql';

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

/** The settings row locked for the rest of the transaction (the nightly export's claim). */
export async function lockedSftpSettingsRow(db: Db, accountId: number): Promise<SftpSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(sftpSettings)
    .where(eq(sftpSettings.accountId, accountId))
    .for('update');
  return row;
}

export async function setNightlyExportAt(db: Db, accountId: number, at: Date | null): Promise<void> {
  await db.update(sftpSettings).set({ nightlyExportAt: at }).where(eq(sftpSettings.accountId, accountId));
}

/** The account's time zone: the nightly export runs at 02:00 there. */
export async function accountTimeZone(db: Db, accountId: number): Promise<string> {
  const [row] = await rows<{ timezone: string }>(
    db,
    sql`SELECT timezone FROM accounts WHERE id = ${accountId}`,
  );
  return row?.timezone ?? 'UTC';
}
