import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accountKeys, accountQueries } from '@/admin/account/queries';
import { loginUrlFor } from '@/admin/auth/return-path';
import { isApiError } from '@/api/api-error';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { FullPageLoader } from '@/ui/FullPageLoader';
import { AdminShell } from './AdminShell';

/** When any call answers 401 the session is gone: re-asking for the user triggers the redirect. */
function useSessionExpiryWatch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const detailsKey = JSON.stringify(accountKeys.details());
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (!isApiError(event.action.error) || event.action.error.status !== 401) return;
      if (JSON.stringify(event.query.queryKey) === detailsKey) return;
      if (queryClient.getQueryState(accountKeys.details())?.status !== 'success') return;
      void queryClient.invalidateQueries({ queryKey: accountKeys.details() });
    });
  }, [queryClient]);
}

/**
 * Spec start-up rule: admin pages stay blank until the account details and features have
 * loaded. A 401 on the details call sends the browser to the login page, remembering where
 * it was going.
 */
export function AdminStartupGate() {
  const location = useLocation();
  const details = useQuery(accountQueries.details());
  // Asked only once the user is known, so a signed-out visit makes one call, not three; a user
  // who must first set up two-factor authentication may not ask them at all.
  const ready = details.isSuccess && !details.data.TwoFactorSetupRequired;
  const features = useQuery({ ...accountQueries.features(), enabled: ready });
  const account = useQuery({ ...accountQueries.settings(), enabled: ready });
  useSessionExpiryWatch();

  if (isApiError(details.error) && details.error.status === 401) {
    return <Navigate to={loginUrlFor(location.pathname + location.search)} replace />;
  }
  if (details.data?.TwoFactorSetupRequired) return <Navigate to="/admin/v2/2fa" replace />;
  const failure = details.error ?? features.error ?? account.error;
  if (failure && !(isApiError(failure) && failure.status === 401)) {
    return <ErrorDetails error={failure} onRetry={() => window.location.reload()} />;
  }
  if (!details.data || !features.data || !account.data) return <FullPageLoader />;
  return <AdminShell />;
}
