import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listSeasonRenewals, startSeasonRenewals } from '@tessera/contract';
import { callApi } from '@/api/client';
import { seasonKeys } from './queries';

/** A package's renewals (decisions/0096): the status list, and starting them. */
export const renewalKeys = {
  ofPackage: (packageId: number) => [...seasonKeys.all, 'renewals', packageId] as const,
};

export const renewalQueries = {
  ofPackage: (packageId: number) =>
    queryOptions({
      queryKey: renewalKeys.ofPackage(packageId),
      queryFn: () => callApi(listSeasonRenewals, { params: { packageId }, query: {} }),
      staleTime: 0,
      // The roll runs on the job queue: look again until the holders' seats are held.
      refetchInterval: (q) => (q.state.data?.renewsPackageId && !q.state.data.rolledAt ? 1000 : false),
    }),
};

export function useStartRenewals(packageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { fromPackageId: number; deadline: string }) =>
      callApi(startSeasonRenewals, { params: { packageId }, body }),
    onSuccess: (list) => client.setQueryData(renewalKeys.ofPackage(packageId), list),
  });
}
