import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginInput, staffLogin, staffLogout } from '@tessera/contract';
import { accountQueries } from '@/admin/account/queries';
import { callApi } from '@/api/client';
import { forgetStoredUser, storeUser } from './stored-user';

/** Signs in, then loads the user so the shell can open without another spinner. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      await callApi(staffLogin, { body: input });
      queryClient.removeQueries();
      const details = await queryClient.fetchQuery(accountQueries.details());
      storeUser({ id: details.ID, email: details.Email });
      return details;
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
