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
import * as store from './seat-settings.store';
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

export const seatSettingsAdminRoutes = [
  implement(listHolds, async ({ deps, accountId, query }) =>
    (await listHoldRows(deps.db, accountId, isArchived(query))).map(holdOf),
  ),
  implement(createHold, async ({ deps, accountId, body }) => {
    await requireActiveGroup(deps.db, accountId, body.holdGroupId);
    const row = await withUniqueName(() => store.insertHold(deps.db, accountId, body));
    return holdOf(row);
  }),
  implement(updateHold, async ({ deps, accountId, params, body }) => {
    await requireActiveGroup(deps.db, accountId, body.holdGroupId);
    const row = await withUniqueName(() => store.updateHoldRow(deps.db, accountId, params.itemId, body));
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
    const id = await withUniqueName(() => store.insertHoldGroup(deps.db, accountId, body.name));
    return holdGroupView(deps.db, accountId, id);
  }),
  implement(updateHoldGroup, async ({ deps, accountId, params, body }) => {
    const row = await withUniqueName(() =>
      store.renameHoldGroup(deps.db, accountId, params.itemId, body.name),
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
        return store.insertSaleType(tx, accountId, body);
      }),
    );
    return saleTypeOf(row);
  }),
  implement(updateSaleType, async ({ deps, accountId, params, body }) => {
    const row = await withUniqueName(() =>
      deps.db.transaction(async (tx) => {
        if (body.isDefault) await clearOtherDefaults(tx, accountId, params.itemId);
        return store.updateSaleTypeRow(tx, accountId, params.itemId, body);
      }),
    );
    if (!row) throw notFound();
    return saleTypeOf(row);
  }),
  implement(archiveSaleType, async ({ deps, accountId, params }) => {
    const row = await findSaleType(deps.db, accountId, params.itemId);
    if (!row) throw notFound();
    if (row.isDefault) throw new AppError('admin.default_sale_type_archive');
    return saleTypeOf(await store.setSaleTypeArchivedAt(deps.db, row.id, row.archivedAt ?? deps.now()));
  }),
  implement(listSeatAlerts, async ({ deps, accountId, query }) =>
    (await listSeatAlertRows(deps.db, accountId, isArchived(query))).map(seatAlertOf),
  ),
  implement(createSeatAlert, async ({ deps, accountId, body }) => {
    const row = await withUniqueName(() => store.insertSeatAlert(deps.db, accountId, body));
    return seatAlertOf(row);
  }),
  implement(updateSeatAlert, async ({ deps, accountId, params, body }) => {
    const row = await withUniqueName(() => store.updateSeatAlertRow(deps.db, accountId, params.itemId, body));
    if (!row) throw notFound();
    return seatAlertOf(row);
  }),
  implement(archiveSeatAlert, async ({ deps, accountId, params }) => {
    const row = await findSeatAlert(deps.db, accountId, params.itemId);
    if (!row) throw notFound();
    return seatAlertOf(await store.setSeatAlertArchivedAt(deps.db, row.id, row.archivedAt ?? deps.now()));
  }),
];
