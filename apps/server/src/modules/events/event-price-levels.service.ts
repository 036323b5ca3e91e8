import { priceLevelArchiveCheck } from '@tessera/domain';
import type { Db } from '@/db/client';
import { placesPaintedWith, repaintPriceLevel } from '@/modules/inventory/seat-price-levels.store';
import { AppError } from '@/platform/http/app-error';
import { notFound } from '@/platform/http/common-errors';
import { archivePriceLevelRow, levelRow, lockEventRow } from './event-price-levels.store';

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
    const event = await lockEventRow(tx, accountId, eventId);
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
    await archivePriceLevelRow(tx, levelId, now);
  });
}
