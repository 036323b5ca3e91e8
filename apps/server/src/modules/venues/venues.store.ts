import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { ticketPrinters, venues, workstations } from '@/db/schema';

export type VenueRow = typeof venues.$inferSelect;
export type VenueValues = Omit<typeof venues.$inferInsert, 'id' | 'accountId' | 'createdAt'>;

export async function pageVenues(db: Db, accountId: number, page: number, pageSize: number, search?: string) {
  const where = and(eq(venues.accountId, accountId), search ? ilike(venues.name, `%${search}%`) : undefined);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: venues.id,
        name: venues.name,
        city: venues.city,
        timezone: venues.timezone,
        archivedAt: venues.archivedAt,
        mapCount: sql<number>`(SELECT count(*)::int FROM venue_maps m WHERE m.venue_id = venues.id AND m.archived_at IS NULL)`,
      })
      .from(venues)
      .where(where)
      .orderBy(asc(venues.name))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(venues).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findVenue(db: Db, accountId: number, venueId: number) {
  const [row] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.accountId, accountId), eq(venues.id, venueId)));
  return row;
}

export async function venueEquipment(db: Db, accountId: number, venueId: number) {
  const [printers, stations] = await Promise.all([
    db
      .select()
      .from(ticketPrinters)
      .where(and(eq(ticketPrinters.accountId, accountId), eq(ticketPrinters.venueId, venueId)))
      .orderBy(asc(ticketPrinters.name)),
    db
      .select()
      .from(workstations)
      .where(and(eq(workstations.accountId, accountId), eq(workstations.venueId, venueId)))
      .orderBy(asc(workstations.name)),
  ]);
  return { printers, stations };
}

export async function insertVenue(db: Db, accountId: number, values: VenueValues, now: Date) {
  const [row] = await db
    .insert(venues)
    .values({ ...values, accountId, createdAt: now })
    .returning();
  return row!;
}

export async function updateVenueRow(db: Db, accountId: number, venueId: number, values: VenueValues) {
  const [row] = await db
    .update(venues)
    .set(values)
    .where(and(eq(venues.accountId, accountId), eq(venues.id, venueId)))
    .returning();
  return row;
}

export type PrinterValues = Pick<typeof ticketPrinters.$inferInsert, 'name' | 'type' | 'ipAddress'>;
export type WorkstationValues = Pick<
  typeof workstations.$inferInsert,
  'name' | 'printerId' | 'cardTerminalId' | 'cardTerminalLabel' | 'cashDrawer'
>;

export async function insertPrinter(db: Db, accountId: number, venueId: number, values: PrinterValues) {
  await db.insert(ticketPrinters).values({ ...values, accountId, venueId });
}

export async function updatePrinterRow(
  db: Db,
  accountId: number,
  venueId: number,
  id: number,
  values: PrinterValues,
) {
  const changed = await db
    .update(ticketPrinters)
    .set(values)
    .where(
      and(
        eq(ticketPrinters.accountId, accountId),
        eq(ticketPrinters.venueId, venueId),
        eq(ticketPrinters.id, id),
      ),
    )
    .returning({ id: ticketPrinters.id });
  return changed.length > 0;
}

export async function deletePrinterRow(db: Db, accountId: number, venueId: number, id: number) {
  const gone = await db
    .delete(ticketPrinters)
    .where(
      and(
        eq(ticketPrinters.accountId, accountId),
        eq(ticketPrinters.venueId, venueId),
        eq(ticketPrinters.id, id),
      ),
    )
    .returning({ id: ticketPrinters.id });
  return gone.length > 0;
}

export async function printerBelongsToVenue(db: Db, accountId: number, venueId: number, printerId: number) {
  const [row] = await db
    .select({ id: ticketPrinters.id })
    .from(ticketPrinters)
    .where(
      and(
        eq(ticketPrinters.accountId, accountId),
        eq(ticketPrinters.venueId, venueId),
        eq(ticketPrinters.id, printerId),
      ),
    );
  return row !== undefined;
}

export async function insertWorkstation(
  db: Db,
  accountId: number,
  venueId: number,
  values: WorkstationValues,
) {
  await db.insert(workstations).values({ ...values, accountId, venueId });
}

export async function updateWorkstationRow(
  db: Db,
  accountId: number,
  venueId: number,
  id: number,
  values: WorkstationValues,
) {
  const changed = await db
    .update(workstations)
    .set(values)
    .where(
      and(eq(workstations.accountId, accountId), eq(workstations.venueId, venueId), eq(workstations.id, id)),
    )
    .returning({ id: workstations.id });
  return changed.length > 0;
}

export async function deleteWorkstationRow(db: Db, accountId: number, venueId: number, id: number) {
  const gone = await db
    .delete(workstations)
    .where(
      and(eq(workstations.accountId, accountId), eq(workstations.venueId, venueId), eq(workstations.id, id)),
    )
    .returning({ id: workstations.id });
  return gone.length > 0;
}
