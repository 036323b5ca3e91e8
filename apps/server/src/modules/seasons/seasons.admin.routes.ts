import {
  createSeason,
  createSeasonPackage,
  listCustomerSeasonPackages,
  listSeasonPackages,
  listSeasonRenewals,
  listSeasons,
  listSellSeasonPackages,
  startSeasonRenewals,
  updateSeason,
  updateSeasonPackage,
} from '@tessera/contract';
import { customerRow } from '@/modules/customers/customers.store';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { listRenewals, startRenewals } from './season-renewals.service';
import {
  customerPackages,
  listPackages,
  savePackage,
  saveSeason,
  listSeasons as seasonsOf,
  sellablePackages,
} from './seasons.service';

/** Seasons and season packages in account settings and at the box office (decisions/0086). */
export const seasonsAdminRoutes = [
  implement(listSeasons, ({ deps, accountId }) => seasonsOf(deps.db, accountId)),
  implement(createSeason, ({ deps, accountId, body }) =>
    saveSeason(deps.db, accountId, null, body, deps.now()),
  ),
  implement(updateSeason, ({ deps, accountId, params, body }) =>
    saveSeason(deps.db, accountId, params.seasonId, body, deps.now()),
  ),
  implement(listSeasonPackages, ({ deps, accountId }) => listPackages(deps.db, accountId)),
  implement(createSeasonPackage, ({ deps, accountId, body }) =>
    savePackage(deps.db, accountId, null, body, deps.now()),
  ),
  implement(updateSeasonPackage, ({ deps, accountId, params, body }) =>
    savePackage(deps.db, accountId, params.packageId, body, deps.now()),
  ),
  implement(listSellSeasonPackages, ({ deps, accountId }) => sellablePackages(deps.db, accountId)),
  implement(listCustomerSeasonPackages, async ({ deps, accountId, params }) => {
    if (!(await customerRow(deps.db, accountId, params.customerId)))
      throw new AppError('admin.customer_not_found');
    return customerPackages(deps.db, accountId, params.customerId);
  }),
  // Renewals (decisions/0096): started by season package management, listed for sales and renewals.
  implement(startSeasonRenewals, ({ deps, accountId, params, body }) =>
    startRenewals({ db: deps.db, now: deps.now, jobs: deps.jobs }, accountId, params.packageId, body),
  ),
  implement(listSeasonRenewals, ({ deps, accountId, params, query }) =>
    listRenewals(deps.db, accountId, params.packageId, query.q),
  ),
];
