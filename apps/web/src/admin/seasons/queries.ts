import {
  createSeason,
  createSeasonPackage,
  listCustomerSeasonPackages,
  listSeasonPackages,
  listSeasons,
  listSellSeasonPackages,
  type seasonInput,
  type seasonPackageInput,
  updateSeason,
  updateSeasonPackage,
} from '@tessera/contract';
import type { z } from 'zod';
import { areaQueries, freshRead } from '@/api/area-queries';
import { saveRow, useRefreshingMutation } from '@/api/mutations';

/** Seasons and season packages (decisions/0086). */
export const { keys: seasonKeys, queries: seasonQueries } = areaQueries(['admin', 'seasons'], {
  seasons: listSeasons,
  packages: listSeasonPackages,
  selling: listSellSeasonPackages,
  ofCustomer: (customerId: number) => freshRead(listCustomerSeasonPackages, { params: { customerId } }),
});

export type SeasonBody = z.input<typeof seasonInput>;
export type PackageBody = z.input<typeof seasonPackageInput>;

export const useSaveSeason = () =>
  useRefreshingMutation([seasonKeys.all], saveRow(createSeason, updateSeason, 'seasonId'));

export const useSavePackage = () =>
  useRefreshingMutation([seasonKeys.all], saveRow(createSeasonPackage, updateSeasonPackage, 'packageId'));
