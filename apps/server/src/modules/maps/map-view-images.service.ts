import { mapViewImagePath } from '@tessera/contract';
import type { SeatView } from '@tessera/domain';
import type { Db } from '@/db/client';
import { checkMapViewImage } from '@/modules/accounts/images.rules';
import { eventViewRows, insertViewImage } from './map-view-images.store';
import { requireMap } from './maps.service';

/** Stores a "view from seat" image for a map; a section or seat shows it once saved with its id. */
export async function uploadViewImage(db: Db, accountId: number, mapId: number, base64: string, now: Date) {
  await requireMap(db, accountId, mapId);
  const image = checkMapViewImage(base64);
  const id = await insertViewImage(db, accountId, mapId, image, now);
  return {
    id,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    url: mapViewImagePath(id),
  };
}

/**
 * The views of an event's map version, as the shop and the box office show them with a seat;
 * an uploaded image is named by `imagePath` (the shop's public address unless told).
 */
export async function eventSeatViews(
  db: Db,
  accountId: number,
  eventId: number,
  imagePath: (imageId: number) => string = mapViewImagePath,
): Promise<SeatView[]> {
  const rows = await eventViewRows(db, accountId, eventId);
  return rows.flatMap((r) => {
    const url = r.image ? imagePath(Number(r.image)) : r.link;
    return url ? [{ section: r.section, row: r.row, seat: r.seat, url }] : [];
  });
}
