import type { Venue, venueInput } from '@tessera/contract';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { uniquely } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import { findVenue, type VenueRow, venueEquipment } from './venues.store';

export type VenueBody = z.output<typeof venueInput>;

export const nameTaken = () => new AppError('admin.name_taken');
export const notFound = () => new AppError('common.not_found');

/** Writes that may clash with a unique name answer admin.name_taken. */
export const withUniqueName = <T>(write: () => Promise<T>) => uniquely(write, nameTaken);

export async function requireVenue(db: Db, accountId: number, venueId: number): Promise<VenueRow> {
  const row = await findVenue(db, accountId, venueId);
  if (!row) throw notFound();
  return row;
}

/** The venue as the API shows it, with its printers and workstations. */
export async function venueView(db: Db, accountId: number, venueId: number): Promise<Venue> {
  const row = await requireVenue(db, accountId, venueId);
  const { printers, stations } = await venueEquipment(db, accountId, venueId);
  const { accountId: _a, createdAt: _c, archivedAt, ...fields } = row;
  return {
    ...fields,
    accessibilityMode: row.accessibilityMode,
    archived: archivedAt !== null,
    printers: printers.map((p) => ({ id: p.id, name: p.name, type: p.type, ipAddress: p.ipAddress })),
    workstations: stations.map((w) => ({
      id: w.id,
      name: w.name,
      printerId: w.printerId,
      cardTerminalId: w.cardTerminalId,
      cashDrawer: w.cashDrawer,
    })),
  };
}
