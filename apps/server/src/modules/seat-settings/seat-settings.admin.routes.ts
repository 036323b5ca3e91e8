import {
  archiveHold,
  archiveHoldGroup,
  archiveSaleType,
  archiveSeatAlert,
  createHold,
  createHoldGroup,
  createSaleType,
  createSeatAlert,
  listHoldGroups,
  listHolds,
  listSaleTypes,
  listSeatAlerts,
  updateHold,
  updateHoldGroup,
  updateSaleType,
  updateSeatAlert,
} from '@tessera/contract';
import { and, eq } from 'drizzle-orm';
import { holdGroups, holds, saleTypes, seatAlerts } from '@/db/schema';
import { AppError } from '@/platform/http/app-error';
import { notFound, withUniqueName } from '@/platform/http/common-errors';
import { implement } from '@/platform/http/implement';
import {
  archiveHoldGroupWith,
  archiveHoldWith,
  holdGroupOf,
  holdGroupView,
  holdOf,
  requireActiveGroup,
  saleTypeOf,
  seatAlertOf,
} from './seat-settings.service';
import {
  clearOtherDefaults,
  findSaleType,
  findSeatAlert,
  listHoldGroupRows,
  listHoldRows,
  listSaleTypeRows,
  listSeatAlertRows,
} from './seat-settings.store';

const isArchived = (q: { archived?: 'true' | 'false' }) => q.archived === 'true';
const mine = (
  table: typeof holds | typeof holdGroups | typeof saleTypes | typeof seatAlerts,
  accountId: number,
  id: number,
) => and(eq(table.accountId, accountId), eq(table.id, id));

export const seatSettingsAdminRoutes = [
  implement(listHolds, async ({ deps, accountId, query }) =>
    (await listHoldRows(deps.db, accountId, isArchived(query))).map(holdOf),
  ),
  implement(createHold, async ({ deps, accountId, body }) => {
    await requireActiveGroup(deps.db, accountId, body.holdGroupId);
    const [row] = await withUniqueName(() =>
      deps.db
        .insert(holds)
        .values({ ...body, accountId })
        .returning(),
    );
    return holdOf(row!);
  }),
  implement(updateHold, async ({ deps, accountId, params, body }) => {
    await requireActiveGroup(deps.db, accountId, body.holdGroupId);
    const [row] = await withUniqueName(() =>
      deps.db
        .update(holds)
        .set(body)
        .where(mine(holds, accountId, params.itemId))
        .returning(),
    );
    if (!row) throw notFound();
    return holdOf(row);
  }),
  implement(archiveHold, async ({ deps, accountId, staff, params, body }) =>
    holdOf(await archiveHoldWith(deps.db, accountId, params.itemId, body.reassign, staff.userId, deps.now())),
  ),
  implement(listHoldGroups, async ({ deps, accountId, query }) =>
    (await listHoldGroupRows(deps.db, accountId, isArchived(query))).map(holdGroupOf),
  ),
  implement(createHoldGroup, async ({ deps, accountId, body }) => {
    const [row] = await withUniqueName(() =>
      deps.db.insert(holdGroups).values({ name: body.name, accountId }).returning({ id: holdGroups.id }),
    );
    return holdGroupView(deps.db, accountId, row!.id);
  }),
  implement(updateHoldGroup, async ({ deps, accountId, params, body }) => {
    const [row] = await withUniqueName(() =>
      deps.db
        .update(holdGroups)
        .set({ name: body.name })
        .where(mine(holdGroups, accountId, params.itemId))
        .returning(),
    );
    if (!row) throw notFound();
    return holdGroupView(deps.db, accountId, row.id);
  }),
  implement(archiveHoldGroup, async ({ deps, accountId, staff, params, body }) => {
    await archiveHoldGroupWith(deps.db, accountId, params.itemId, body.reassign, staff.userId, deps.now());
    const [row] = await listHoldGroupRows(deps.db, accountId, true, params.itemId);
    return holdGroupOf(row!);
  }),
  implement(listSaleTypes, async ({ deps, accountId, query }) =>
    (await listSaleTypeRows(deps.db, accountId, isArchived(query))).map(saleTypeOf),
  ),
  implement(createSaleType, async ({ deps, accountId, body }) => {
    const row = await withUniqueName(() =>
      deps.db.transaction(async (tx) => {
        // The previous default steps down first: one default per account is a unique index.
        if (body.isDefault) await clearOtherDefaults(tx, accountId, 0);
        const [created] = await tx
          .insert(saleTypes)
          .values({ ...body, accountId })
          .returning();
        return created!;
      }),
    );
    return saleTypeOf(row);
  }),
  implement(updateSaleType, async ({ deps, accountId, params, body }) => {
    const row = await withUniqueName(() =>
      deps.db.transaction(async (tx) => {
        if (body.isDefault) await clearOtherDefaults(tx, accountId, params.itemId);
        const [updated] = await tx
          .update(saleTypes)
          .set(body)
          .where(mine(saleTypes, accountId, params.itemId))
          .returning();
        return updated;
      }),
    );
    if (!row) throw notFound();
    return saleTypeOf(row);
  }),
  implement(archiveSaleType, async ({ deps, accountId, params }) => {
    const row = await findSaleType(deps.db, accountId, params.itemId);
    if (!row) throw notFound();
    if (row.isDefault) throw new AppError('admin.default_sale_type_archive');
    const [archived] = await deps.db
      .update(saleTypes)
      .set({ archivedAt: row.archivedAt ?? deps.now() })
      .where(eq(saleTypes.id, row.id))
      .returning();
    return saleTypeOf(archived!);
  }),
  implement(listSeatAlerts, async ({ deps, accountId, query }) =>
    (await listSeatAlertRows(deps.db, accountId, isArchived(query))).map(seatAlertOf),
  ),
  implement(createSeatAlert, async ({ deps, accountId, body }) => {
    const [row] = await withUniqueName(() =>
      deps.db
        .insert(seatAlerts)
        .values({ ...body, accountId })
        .returning(),
    );
    return seatAlertOf(row!);
  }),
  implement(updateSeatAlert, async ({ deps, accountId, params, body }) => {
    const [row] = await withUniqueName(() =>
      deps.db
        .update(seatAlerts)
        .set(body)
        .where(mine(seatAlerts, accountId, params.itemId))
        .returning(),
    );
    if (!row) throw notFound();
    return seatAlertOf(row);
  }),
  implement(archiveSeatAlert, async ({ deps, accountId, params }) => {
    const row = await findSeatAlert(deps.db, accountId, params.itemId);
    if (!row) throw notFound();
    const [archived] = await deps.db
      .update(seatAlerts)
      .set({ archivedAt: row.archivedAt ?? deps.now() })
      .where(eq(seatAlerts.id, row.id))
      .returning();
    return seatAlertOf(archived!);
  }),
];
