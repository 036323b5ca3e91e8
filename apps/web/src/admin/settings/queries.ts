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
import { filled } from '@/api/api-query';
import { areaQueries, pagedRead } from '@/api/area-queries';
import { callApi } from '@/api/client';
import { useRefreshingMutation, useRowMutation } from '@/api/mutations';
import type { PageSize } from '@/ui/paging';

export const { keys: settingsKeys, queries: settingsQueries } = areaQueries(['admin', 'settings'], {
  general: getAccountSettings,
  hostnames: listHostnameSettings,
  audit: (page: number, pageSize: PageSize, action?: AuditAction) =>
    pagedRead(listAuditLog, { query: filled({ page, pageSize, action }) }),
});

export const useSaveAccountSettings = () =>
  useRowMutation(
    () => settingsKeys.general(),
    [accountKeys.all],
    (body: AccountSettingsInput) => callApi(updateAccountSettings, { body }),
  );

export function useHostnameMutations() {
  const stale = [settingsKeys.hostnames()];
  return {
    create: useRefreshingMutation(stale, (body: HostnameInput) => callApi(createHostname, { body })),
    update: useRefreshingMutation(stale, ({ id, body }: { id: number; body: HostnameInput }) =>
      callApi(updateHostname, { params: { hostnameId: id }, body }),
    ),
    remove: useRefreshingMutation(stale, (id: number) =>
      callApi(deleteHostname, { params: { hostnameId: id } }),
    ),
    upload: useRefreshingMutation(
      stale,
      ({ id, kind, dataBase64 }: { id: number; kind: HostnameImageKind; dataBase64: string }) =>
        callApi(uploadHostnameImage, { params: { hostnameId: id, imageKind: kind }, body: { dataBase64 } }),
    ),
    removeImage: useRefreshingMutation(stale, ({ id, kind }: { id: number; kind: HostnameImageKind }) =>
      callApi(deleteHostnameImage, { params: { hostnameId: id, imageKind: kind } }),
    ),
  };
}

export function useUserGroupMutations() {
  const groups = ['admin', 'user-groups'];
  return {
    save: useRefreshingMutation(
      [groups, userKeys.all],
      ({ id, body }: { id: number | null; body: UserGroupInput }) =>
        id === null
          ? callApi(createUserGroup, { body })
          : callApi(updateUserGroup, { params: { groupId: id }, body }),
    ),
    archive: useRefreshingMutation([groups], ({ id, archived }: { id: number; archived: boolean }) =>
      callApi(archived ? archiveUserGroup : restoreUserGroup, { params: { groupId: id } }),
    ),
  };
}
