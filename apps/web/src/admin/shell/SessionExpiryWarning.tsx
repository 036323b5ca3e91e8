import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_WARNING_SECONDS } from '@tessera/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { useKeepAlive, useLogout } from '@/admin/auth/queries';
import { loginPath } from '@/admin/auth/return-path';

/** When the session ends unless used again: every answered call from this tab moves it on. */
function useIdleDeadline(idleMinutes: number, absoluteEnd: number): number {
  const queryClient = useQueryClient();
  const [lastActivity, setLastActivity] = useState(() => Date.now());
  useEffect(() => {
    const touch = () => setLastActivity(Date.now());
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') touch();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') touch();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
  return Math.min(lastActivity + idleMinutes * 60_000, absoluteEnd);
}

/**
 * The spec's session-expiry warning: shortly before the session ends it offers "stay signed
 * in" or "sign out now"; when time runs out it returns to the sign-in page.
 */
export function SessionExpiryWarning() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { details } = useAdminSession();
  const keepAlive = useKeepAlive();
  const logout = useLogout();
  const deadline = useIdleDeadline(details.Session.idleMinutes, Date.parse(details.Session.expiresAt));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const secondsLeft = Math.max(0, Math.round((deadline - now) / 1000));
  useEffect(() => {
    if (details.Session.idleMinutes > 0 && secondsLeft === 0) {
      logout.mutate(undefined, { onSettled: () => void navigate(loginPath, { replace: true }) });
    }
  }, [secondsLeft, details.Session.idleMinutes, logout, navigate]);

  const open = details.Session.idleMinutes > 0 && secondsLeft > 0 && secondsLeft <= SESSION_WARNING_SECONDS;
  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => void navigate(loginPath, { replace: true }) });
  return (
    <Modal
      opened={open}
      onClose={() => keepAlive.mutate()}
      title={t('admin.session.expiringTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Text mb="lg">
        {t('admin.session.expiringBody', {
          minutes: Math.floor(secondsLeft / 60),
          seconds: String(secondsLeft % 60).padStart(2, '0'),
        })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={signOut} loading={logout.isPending}>
          {t('admin.session.signOutNow')}
        </Button>
        <Button onClick={() => keepAlive.mutate()} loading={keepAlive.isPending}>
          {t('admin.session.staySignedIn')}
        </Button>
      </Group>
    </Modal>
  );
}
