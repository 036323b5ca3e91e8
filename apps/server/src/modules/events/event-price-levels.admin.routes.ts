import { archiveEventPriceLevel } from '@tessera/contract';
import { priceLevelArchiveCheck } from '@tessera/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, priceLevels } from '@/db/schema';
import { placesPaintedWith, repaintPriceLevel } from '@/modules/inventory/seat-price-levels.store';
import { AppError } from '@/platform/http/app-error';
import { notFound } from '@/platform/http/common-errors';
import { implement } from '@/platform/http/implement';
import { eventDetail } from './events.service';

async function levelRow(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select({ id: priceLevels.id, eventId: priceLevels.eventId, archivedAt: priceLevels.archivedAt })
    .from(priceLevels)
    .where(and(eq(priceLevels.accountId, accountId), eq(priceLevels.id, id)));
  return row;
}

/**
 * Archives an event price level (spec §4): seats painted with it move to the replacement and
 * the level is archived in one transaction; without a replacement nothing changes. The event
 * row is locked first, so seats cannot be painted with the level while it is being archived.
 */
export async function archiveEventLevel(
  db: Db,
  accountId: number,
  eventId: number,
  levelId: number,
  replacementId: number | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.accountId, accountId), eq(events.id, eventId)))
      .for('update');
    const level = await levelRow(tx, accountId, levelId);
    if (!event || !level || level.eventId !== eventId) throw notFound();
    const replacement = replacementId === null ? null : await levelRow(tx, accountId, replacementId);
    const painted = await placesPaintedWith(tx, accountId, eventId, levelId);
    const check = priceLevelArchiveCheck({
      level: { id: level.id, archived: level.archivedAt !== null },
      paintedPlaces: painted,
      replacement:
        replacementId === null
          ? null
          : {
              id: replacementId,
              archived: replacement ? replacement.archivedAt !== null : true,
              sameEvent: replacement?.eventId === eventId,
            },
    });
    if (!check.ok) {
      throw new AppError(
        check.code,
        check.code === 'admin.price_level_archived' ? undefined : 'replacementId',
        { count: painted },
      );
    }
    if (check.repaint && replacementId !== null) {
      await repaintPriceLevel(tx, accountId, eventId, levelId, replacementId);
    }
    await tx.update(priceLevels).set({ archivedAt: now }).where(eq(priceLevels.id, levelId));
  });
}

export const eventPriceLevelRoutes = [
  implement(archiveEventPriceLevel, async ({ deps, accountId, params, body }) => {
    await archiveEventLevel(
      deps.db,
      accountId,
      params.eventId,
      params.priceLevelId,
      body.replacementId,
      deps.now(),
    );
    return eventDetail(deps.db, accountId, params.eventId);
  }),
];
