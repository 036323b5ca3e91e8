import {
  createTicketPrinter,
  createVenue,
  createWorkstation,
  deleteTicketPrinter,
  deleteWorkstation,
  getVenue,
  listVenues,
  updateTicketPrinter,
  updateVenue,
  updateWorkstation,
} from '@tessera/contract';
import type { Db } from '@/db/client';
import { notFound, withUniqueName } from '@/platform/http/common-errors';
import { implement } from '@/platform/http/implement';
import { requireVenue, venueView } from './venues.service';
import {
  deletePrinterRow,
  deleteWorkstationRow,
  insertPrinter,
  insertVenue,
  insertWorkstation,
  pageVenues,
  printerBelongsToVenue,
  updatePrinterRow,
  updateVenueRow,
  updateWorkstationRow,
} from './venues.store';

async function checkPrinter(db: Db, accountId: number, venueId: number, printerId: number | null) {
  if (printerId !== null && !(await printerBelongsToVenue(db, accountId, venueId, printerId)))
    throw notFound();
}

export const venuesAdminRoutes = [
  implement(listVenues, async ({ deps, accountId, query }) => {
    const { items, total } = await pageVenues(deps.db, accountId, query.page, query.pageSize, query.search);
    return {
      items: items.map(({ archivedAt, ...v }) => ({ ...v, archived: archivedAt !== null })),
      total,
    };
  }),
  implement(getVenue, ({ deps, accountId, params }) => venueView(deps.db, accountId, params.venueId)),
  implement(createVenue, async ({ deps, accountId, body }) => {
    const row = await withUniqueName(() => insertVenue(deps.db, accountId, body, deps.now()));
    return venueView(deps.db, accountId, row.id);
  }),
  implement(updateVenue, async ({ deps, accountId, params, body }) => {
    const row = await withUniqueName(() => updateVenueRow(deps.db, accountId, params.venueId, body));
    if (!row) throw notFound();
    return venueView(deps.db, accountId, row.id);
  }),
  implement(createTicketPrinter, async ({ deps, accountId, params, body }) => {
    await requireVenue(deps.db, accountId, params.venueId);
    await withUniqueName(() => insertPrinter(deps.db, accountId, params.venueId, body));
    return venueView(deps.db, accountId, params.venueId);
  }),
  implement(updateTicketPrinter, async ({ deps, accountId, params, body }) => {
    const found = await withUniqueName(() =>
      updatePrinterRow(deps.db, accountId, params.venueId, params.printerId, body),
    );
    if (!found) throw notFound();
    return venueView(deps.db, accountId, params.venueId);
  }),
  implement(deleteTicketPrinter, async ({ deps, accountId, params }) => {
    if (!(await deletePrinterRow(deps.db, accountId, params.venueId, params.printerId))) throw notFound();
    return venueView(deps.db, accountId, params.venueId);
  }),
  implement(createWorkstation, async ({ deps, accountId, params, body }) => {
    await requireVenue(deps.db, accountId, params.venueId);
    await checkPrinter(deps.db, accountId, params.venueId, body.printerId);
    await withUniqueName(() => insertWorkstation(deps.db, accountId, params.venueId, body));
    return venueView(deps.db, accountId, params.venueId);
  }),
  implement(updateWorkstation, async ({ deps, accountId, params, body }) => {
    await checkPrinter(deps.db, accountId, params.venueId, body.printerId);
    const found = await withUniqueName(() =>
      updateWorkstationRow(deps.db, accountId, params.venueId, params.workstationId, body),
    );
    if (!found) throw notFound();
    return venueView(deps.db, accountId, params.venueId);
  }),
  implement(deleteWorkstation, async ({ deps, accountId, params }) => {
    if (!(await deleteWorkstationRow(deps.db, accountId, params.venueId, params.workstationId)))
      throw notFound();
    return venueView(deps.db, accountId, params.venueId);
  }),
];
