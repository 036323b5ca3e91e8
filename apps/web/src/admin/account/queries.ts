import { queryOptions } from '@tanstack/react-query';
import { getAccountDetails, getAccountSetup, getAdminAccount, getAdminFeatures } from '@tessera/contract';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';

export const accountKeys = {
  all: ['admin', 'account'] as const,
  details: () => [...accountKeys.all, 'details'] as const,
  settings: () => [...accountKeys.all, 'settings'] as const,
  features: () => [...accountKeys.all, 'features'] as const,
  setup: () => [...accountKeys.all, 'setup'] as const,
};

export const accountQueries = {
  /** The signed-in staff user; a 401 here means "go to the login page". */
  details: () =>
    queryOptions({
      queryKey: accountKeys.details(),
      queryFn: () => callApi(getAccountDetails),
      staleTime: 5 * 60_000,
    }),
  settings: () =>
    queryOptions({
      queryKey: accountKeys.settings(),
      queryFn: () => callApi(getAdminAccount),
      staleTime: 5 * 60_000,
    }),
  features: () =>
    queryOptions({
      queryKey: accountKeys.features(),
      queryFn: () => callApi(getAdminFeatures),
      staleTime: 5 * 60_000,
    }),
  /** The dashboard's setup checklist, worked out by the server. */
  setup: () => apiQuery(accountKeys.setup(), getAccountSetup),
};
