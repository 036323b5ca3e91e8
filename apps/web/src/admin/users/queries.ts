import { useMutation } from '@tanstack/react-query';
import {
  createApiKey,
  deactivateUser,
  getUser,
  type InviteUserInput,
  impersonateUser,
  inviteUser,
  listUserGroups,
  listUsers,
  reactivateUser,
  removeUserTwoFactor,
  resendInvitation,
  revokeApiKey,
  type UserDetail,
  type UserUpdateInput,
  unlockUser,
  updateUser,
  type userStatuses,
} from '@tessera/contract';
import { apiQuery, filled, pagedQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { useRefreshingMutation, useRowMutation } from '@/api/mutations';
import type { Paging } from '@/ui/paging';

export type UserStatusFilter = 'all' | (typeof userStatuses)[number];
export interface UserListFilter extends Paging {
  search: string;
  status: UserStatusFilter;
}

export const userKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filter: UserListFilter) => [...userKeys.lists(), filter] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  groups: (archived: boolean) => ['admin', 'user-groups', { archived }] as const,
};

export const userQueries = {
  list: (filter: UserListFilter) => pagedQuery(userKeys.list(filter), listUsers, { query: filled(filter) }),
  detail: (id: number) => apiQuery(userKeys.detail(id), getUser, { params: { userId: id } }),
  groups: (archived = false) =>
    apiQuery(userKeys.groups(archived), listUserGroups, { query: { archived: archived ? 'true' : 'false' } }),
};

export const useInviteUser = () =>
  useRefreshingMutation([userKeys.lists()], (body: InviteUserInput) => callApi(inviteUser, { body }));

export const useUpdateUser = (id: number) =>
  useRowMutation(
    () => userKeys.detail(id),
    [userKeys.lists()],
    (body: UserUpdateInput) => callApi(updateUser, { params: { userId: id }, body }),
  );

const actions = {
  deactivate: deactivateUser,
  reactivate: reactivateUser,
  resend: resendInvitation,
  unlock: unlockUser,
  removeTwoFactor: removeUserTwoFactor,
} as const;
export type UserAction = keyof typeof actions;

/** The profile's one-click actions; each answers the updated user. */
export const useUserAction = (id: number) =>
  useRowMutation(
    () => userKeys.detail(id),
    [userKeys.lists()],
    (action: UserAction): Promise<UserDetail> => callApi(actions[action], { params: { userId: id } }),
  );

export function useImpersonate(id: number) {
  return useMutation({ mutationFn: () => callApi(impersonateUser, { params: { userId: id } }) });
}

export const useCreateApiKey = (id: number) =>
  useRefreshingMutation([userKeys.detail(id)], (name: string) =>
    callApi(createApiKey, { params: { userId: id }, body: { name } }),
  );

export const useRevokeApiKey = (id: number) =>
  useRowMutation(
    () => userKeys.detail(id),
    [],
    (apiKeyId: number) => callApi(revokeApiKey, { params: { userId: id, apiKeyId } }),
  );
