import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accountHostnames, hostnameImages, walletPassSettings } from '@/db/schema';
import { rows } from '@/db/sql';

export type WalletPassSettingsRow = typeof walletPassSettings.$inferSelect;
export type WalletPassSettingsValues = Omit<WalletPassSettingsRow, 'accountId'>;

export async function walletPassSettingsRow(
  db: Db,
  accountId: number,
): Promise<WalletPassSettingsRow | undefined> {
  const [row] = await db.select().from(walletPassSettings).where(eq(walletPassSettings.accountId, accountId));
  return row;
}

export async function hasWalletPassSettings(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ accountId: walletPassSettings.accountId })
    .from(walletPassSettings)
    .where(eq(walletPassSettings.accountId, accountId));
  return row !== undefined;
}

export async function upsertWalletPassSettings(
  db: Db,
  accountId: number,
  values: WalletPassSettingsValues,
): Promise<void> {
  await db
    .insert(walletPassSettings)
    .values({ ...values, accountId })
    .onConflictDoUpdate({ target: walletPassSettings.accountId, set: values });
}

export async function deleteWalletPassSettingsRow(db: Db, accountId: number): Promise<void> {
  await db.delete(walletPassSettings).where(eq(walletPassSettings.accountId, accountId));
}

/**
 * The mobile wallet logos of the account's host names: the named host name's first, then the
 * default host name's (decisions/0088).
 */
export async function walletLogos(
  db: Db,
  accountId: number,
): Promise<{ hostName: string; isDefault: boolean; data: Buffer }[]> {
  const found = await db
    .select({
      hostName: accountHostnames.hostName,
      isDefault: accountHostnames.isDefault,
      data: hostnameImages.data,
    })
    .from(hostnameImages)
    .innerJoin(accountHostnames, eq(accountHostnames.id, hostnameImages.hostnameId))
    .where(and(eq(hostnameImages.accountId, accountId), eq(hostnameImages.kind, 'mobileWalletLogo')));
  return found.map((r) => ({ ...r, data: Buffer.from(r.data) }));
}

/** Who holds a ticket now: its order and event, whether voided, transferred or waiting for a claim. */
export interface TicketHolding {
  id: number;
  orderId: number;
  eventId: number;
  voided: boolean;
  /** Transferred to another customer (claimed). */
  transferred: boolean;
  /** A transfer waits for its claim: the barcode is about to change. */
  inTransfer: boolean;
}

export async function ticketHolding(
  db: Db,
  accountId: number,
  ticketId: number,
): Promise<TicketHolding | undefined> {
  const [row] = await rows<{
    id: number | string;
    order_id: number | string;
    event_id: number;
    status: string;
    holder_customer_id: number | null;
    pending_transfer_id: number | string | null;
  }>(
    db,
    sql`SELECT id, order_id, event_id, status, holder_customer_id, pending_transfer_id
      FROM order_tickets WHERE account_id = ${accountId} AND id = ${ticketId}`,
  );
  return row
    ? {
        id: Number(row.id),
        orderId: Number(row.order_id),
        eventId: row.event_id,
        voided: row.status === 'voided',
        transferred: row.holder_customer_id !== null,
        inTransfer: row.pending_transfer_id !== null,
      }
    : undefined;
}
