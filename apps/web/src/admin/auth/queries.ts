import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmTwoFactorSetup,
  endImpersonation,
  getPasswordResetToken,
  keepSessionAlive,
  type LoginInput,
  type NewPasswordInput,
  requestPasswordReset,
  resetPassword,
  staffLogin,
  staffLogout,
  startTwoFactorSetup,
} from '@tessera/contract';
import { accountKeys, accountQueries } from '@/admin/account/queries';
import { callApi } from '@/api/client';
import { forgetStoredUser, storeUser } from './stored-user';

/** Signs in, then loads the user so the shell can open without another spinner. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const session = await callApi(staffLogin, { body: input });
      queryClient.removeQueries();
      const details = await queryClient.fetchQuery(accountQueries.details());
      storeUser({ id: details.ID, email: details.Email });
      return { details, twoFactorSetupRequired: session.twoFactorSetupRequired };
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await callApi(staffLogout);
      } finally {
        forgetStoredUser();
        queryClient.clear();
      }
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => callApi(requestPasswordReset, { body: { email } }) });
}

export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['admin', 'auth', 'reset-token', token],
    queryFn: () => callApi(getPasswordResetToken, { params: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (input: NewPasswordInput) => callApi(resetPassword, { params: { token }, body: input }),
  });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: () => callApi(startTwoFactorSetup) });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(confirmTwoFactorSetup, { body: { code } }),
    // Dropped rather than marked stale: the start-up gate must not act on "setup required" again.
    onSuccess: () => queryClient.removeQueries({ queryKey: accountKeys.all }),
  });
}

export function useKeepAlive() {
  return useMutation({ mutationFn: () => callApi(keepSessionAlive) });
}

/** Back to the administrator's own session after "log in as". */
export function useEndImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endImpersonation),
    onSuccess: () => queryClient.clear(),
  });
}
