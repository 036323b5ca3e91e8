import type { Venue, venueInput } from '@tessera/contract';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { notFound } from '@/platform/http/common-errors';
import { findVenue, type VenueRow, venueEquipment } from './venues.store';

export type VenueBody = z.output<typeof venueInput>;

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
      cardTerminalLabel: w.cardTerminalLabel,
      cashDrawer: w.cashDrawer,
    })),
  };
}
