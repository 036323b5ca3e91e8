import { listMySeasonPackages, listMySeasonRenewals } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { renewalsOfCustomer } from './season-renewals.service';
import { customerPackages, requireSeasonTickets } from './seasons.service';

/** The shop account's season-packages tab (decisions/0086). */
export const seasonsShopRoutes = [
  implement(listMySeasonPackages, async ({ deps, accountId, customer }) => {
    await requireSeasonTickets(deps.db, accountId);
    return customerPackages(deps.db, accountId, customer.customerId);
  }),
  implement(listMySeasonRenewals, ({ deps, accountId, customer }) =>
    renewalsOfCustomer(deps.db, accountId, customer.customerId),
  ),
];
