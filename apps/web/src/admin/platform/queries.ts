import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clearCaches,
  createPlatformAccount,
  type FeatureFlags,
  getAccountFeatures,
  getLogLevel,
  listPlatformAccounts,
  type logLevels,
  type NewPlatformAccountInput,
  setLogLevel,
  updateAccountFeatures,
  updatePlatformAccount,
} from '@tessera/contract';
import { accountKeys } from '@/admin/account/queries';
import { filled } from '@/api/api-query';
import { areaQueries, pagedRead, read } from '@/api/area-queries';
import { callApi } from '@/api/client';
import { useRefreshingMutation } from '@/api/mutations';
import type { PageSize } from '@/ui/paging';

export const { keys: platformKeys, queries: platformQueries } = areaQueries(['platform'], {
  accounts: (page: number, pageSize: PageSize, search = '') =>
    pagedRead(listPlatformAccounts, { query: filled({ page, pageSize, search }) }),
  features: (id: number) => read(getAccountFeatures, { params: { accountId: id } }),
  logLevel: getLogLevel,
});

export const useCreateAccount = () =>
  useRefreshingMutation([platformKeys.all], (body: NewPlatformAccountInput) =>
    callApi(createPlatformAccount, { body }),
  );

type AccountChanges = { name: string; currency: string; defaultLanguage: string; timezone: string };

export const useUpdateAccount = () =>
  useRefreshingMutation([platformKeys.all], ({ id, body }: { id: number; body: AccountChanges }) =>
    callApi(updatePlatformAccount, { params: { accountId: id }, body }),
  );

export function useSaveFeatures(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeatureFlags) => callApi(updateAccountFeatures, { params: { accountId: id }, body }),
    onSuccess: (flags) => {
      queryClient.setQueryData(platformKeys.features(id), flags);
      void queryClient.invalidateQueries({ queryKey: accountKeys.features() });
    },
  });
}

export function useSetLogLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: (typeof logLevels)[number]) => callApi(setLogLevel, { body: { level } }),
    onSuccess: (data) => queryClient.setQueryData(platformKeys.logLevel(), data),
  });
}

export function useClearCaches() {
  return useMutation({ mutationFn: () => callApi(clearCaches) });
}
