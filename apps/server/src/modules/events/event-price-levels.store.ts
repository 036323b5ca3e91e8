import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, priceLevels } from '@/db/schema';

export async function levelRow(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select({ id: priceLevels.id, eventId: priceLevels.eventId, archivedAt: priceLevels.archivedAt })
    .from(priceLevels)
    .where(and(eq(priceLevels.accountId, accountId), eq(priceLevels.id, id)));
  return row;
}

/** Locks the event's row for the transaction; undefined when the account has no such event. */
export async function lockEventRow(tx: Db, accountId: number, eventId: number) {
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)))
    .for('update');
  return event;
}

export async function archivePriceLevelRow(tx: Db, levelId: number, now: Date): Promise<void> {
  await tx.update(priceLevels).set({ archivedAt: now }).where(eq(priceLevels.id, levelId));
}
