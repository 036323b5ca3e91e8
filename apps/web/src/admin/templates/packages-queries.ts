import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  archivePackage,
  createPackage,
  type EndpointInput,
  listPackages,
  listPaymentCommissions,
  savePaymentCommissions,
  updatePackage,
} from '@tessera/contract';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { templateKeys } from './queries';

export type PackageBody = EndpointInput<typeof createPackage>['body'];
export type CommissionRows = EndpointInput<typeof savePaymentCommissions>['body']['rows'];

export const packageKeys = {
  packages: (templateId: number) => [...templateKeys.detail(templateId), 'packages'] as const,
  commissions: (templateId: number) => [...templateKeys.detail(templateId), 'commissions'] as const,
};

export const packageQueries = {
  packages: (templateId: number) =>
    apiQuery(packageKeys.packages(templateId), listPackages, { params: { id: templateId } }),
  commissions: (templateId: number) =>
    apiQuery(packageKeys.commissions(templateId), listPaymentCommissions, { params: { id: templateId } }),
};

function useRefreshing<T>(key: readonly unknown[], fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useCreatePackage = (templateId: number) =>
  useRefreshing(packageKeys.packages(templateId), (body: PackageBody) =>
    callApi(createPackage, { params: { id: templateId }, body }),
  );
export const useUpdatePackage = (templateId: number) =>
  useRefreshing(packageKeys.packages(templateId), (input: { id: number; body: PackageBody }) =>
    callApi(updatePackage, { params: { id: input.id }, body: input.body }),
  );
export const useArchivePackage = (templateId: number) =>
  useRefreshing(packageKeys.packages(templateId), (id: number) =>
    callApi(archivePackage, { params: { id } }),
  );

export function useSaveCommissions(templateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: CommissionRows) =>
      callApi(savePaymentCommissions, { params: { id: templateId }, body: { rows } }),
    onSuccess: (saved) => client.setQueryData(packageKeys.commissions(templateId), saved),
  });
}
