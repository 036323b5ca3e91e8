import { queryOptions } from '@tanstack/react-query';
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
import { callApi } from '@/api/client';
import { saveRow, useRefreshingMutation } from '@/api/mutations';

/** Seasons and season packages (decisions/0086). */
export const seasonKeys = {
  all: ['admin', 'seasons'] as const,
  seasons: () => [...seasonKeys.all, 'list'] as const,
  packages: () => [...seasonKeys.all, 'packages'] as const,
  selling: () => [...seasonKeys.all, 'selling'] as const,
  ofCustomer: (customerId: number) => [...seasonKeys.all, 'customer', customerId] as const,
};

export const seasonQueries = {
  seasons: () => queryOptions({ queryKey: seasonKeys.seasons(), queryFn: () => callApi(listSeasons, {}) }),
  packages: () =>
    queryOptions({ queryKey: seasonKeys.packages(), queryFn: () => callApi(listSeasonPackages, {}) }),
  selling: () =>
    queryOptions({ queryKey: seasonKeys.selling(), queryFn: () => callApi(listSellSeasonPackages, {}) }),
  ofCustomer: (customerId: number) =>
    queryOptions({
      queryKey: seasonKeys.ofCustomer(customerId),
      queryFn: () => callApi(listCustomerSeasonPackages, { params: { customerId } }),
      staleTime: 0,
    }),
};

export type SeasonBody = z.input<typeof seasonInput>;
export type PackageBody = z.input<typeof seasonPackageInput>;

export const useSaveSeason = () =>
  useRefreshingMutation([seasonKeys.all], saveRow(createSeason, updateSeason, 'seasonId'));

export const useSavePackage = () =>
  useRefreshingMutation([seasonKeys.all], saveRow(createSeasonPackage, updateSeasonPackage, 'packageId'));
