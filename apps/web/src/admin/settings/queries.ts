import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AccountSettingsInput,
  type AuditAction,
  archiveUserGroup,
  createHostname,
  createUserGroup,
  deleteHostname,
  deleteHostnameImage,
  getAccountSettings,
  type HostnameInput,
  listAuditLog,
  listHostnameSettings,
  restoreUserGroup,
  type UserGroupInput,
  updateAccountSettings,
  updateHostname,
  updateUserGroup,
  uploadHostnameImage,
} from '@tessera/contract';
import type { HostnameImageKind } from '@tessera/domain';
import { accountKeys } from '@/admin/account/queries';
import { userKeys } from '@/admin/users/queries';
import { apiQuery, filled, pagedQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import type { PageSize } from '@/ui/paging';

export const settingsKeys = {
  general: ['admin', 'account-settings'] as const,
  hostnames: ['admin', 'hostnames'] as const,
  audit: (page: number, pageSize: PageSize, action?: AuditAction) =>
    ['admin', 'audit', { page, pageSize, action }] as const,
};

export const settingsQueries = {
  general: () => apiQuery(settingsKeys.general, getAccountSettings),
  hostnames: () => apiQuery(settingsKeys.hostnames, listHostnameSettings),
  audit: (page: number, pageSize: PageSize, action?: AuditAction) =>
    pagedQuery(settingsKeys.audit(page, pageSize, action), listAuditLog, {
      query: filled({ page, pageSize, action }),
    }),
};

export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountSettingsInput) => callApi(updateAccountSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.general, saved);
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

export function useHostnameMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.hostnames });
  return {
    create: useMutation({
      mutationFn: (body: HostnameInput) => callApi(createHostname, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: HostnameInput }) =>
        callApi(updateHostname, { params: { hostnameId: id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => callApi(deleteHostname, { params: { hostnameId: id } }),
      onSuccess: refresh,
    }),
    upload: useMutation({
      mutationFn: ({ id, kind, dataBase64 }: { id: number; kind: HostnameImageKind; dataBase64: string }) =>
        callApi(uploadHostnameImage, { params: { hostnameId: id, imageKind: kind }, body: { dataBase64 } }),
      onSuccess: refresh,
    }),
    removeImage: useMutation({
      mutationFn: ({ id, kind }: { id: number; kind: HostnameImageKind }) =>
        callApi(deleteHostnameImage, { params: { hostnameId: id, imageKind: kind } }),
      onSuccess: refresh,
    }),
  };
}

export function useUserGroupMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'user-groups'] });
  const touchUsers = () => queryClient.invalidateQueries({ queryKey: userKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: UserGroupInput }) =>
        id === null
          ? callApi(createUserGroup, { body })
          : callApi(updateUserGroup, { params: { groupId: id }, body }),
      onSuccess: () => {
        void refresh();
        void touchUsers();
      },
    }),
    archive: useMutation({
      mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
        callApi(archived ? archiveUserGroup : restoreUserGroup, { params: { groupId: id } }),
      onSuccess: refresh,
    }),
  };
}
