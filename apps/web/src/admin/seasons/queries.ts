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
import { freshQuery, listQueries } from '@/api/area-queries';
import { saveRow, useRefreshingMutation } from '@/api/mutations';

/** Seasons and season packages (decisions/0086). */
export const seasonKeys = { all: ['admin', 'seasons'] as const };

export const seasonQueries = {
  ...listQueries(seasonKeys.all, {
    seasons: listSeasons,
    packages: listSeasonPackages,
    selling: listSellSeasonPackages,
  }),
  ofCustomer: (customerId: number) =>
    freshQuery([...seasonKeys.all, 'customer', customerId], listCustomerSeasonPackages, {
      params: { customerId },
    }),
};

export type SeasonBody = z.input<typeof seasonInput>;
export type PackageBody = z.input<typeof seasonPackageInput>;

export const useSaveSeason = () =>
  useRefreshingMutation([seasonKeys.all], saveRow(createSeason, updateSeason, 'seasonId'));

export const useSavePackage = () =>
  useRefreshingMutation([seasonKeys.all], saveRow(createSeasonPackage, updateSeasonPackage, 'packageId'));
