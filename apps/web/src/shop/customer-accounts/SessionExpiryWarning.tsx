import { Button, Group, Modal, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { customerKeys, customerQueries, useSignOut, useStaySignedIn } from './queries';

/**
 * Spec "consumer screens": before the idle limit a warning offers "stay signed in" (restarts
 * the idle clock) or "sign out now"; at the idle or absolute limit the customer is signed out.
 */
export function SessionExpiryWarning() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery(customerQueries.session()).data?.session ?? null;
  const signOut = useSignOut();
  const stay = useStaySignedIn();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!session) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [session]);

  const idleEnd = session ? Date.parse(session.idleExpiresAt) : 0;
  const absoluteEnd = session ? Date.parse(session.expiresAt) : 0;
  const expired = session !== null && now >= Math.min(idleEnd, absoluteEnd);
  useEffect(() => {
    if (!expired) return;
    queryClient.removeQueries({ queryKey: customerKeys.all, predicate: (q) => q.queryKey[2] !== 'features' });
    void queryClient.invalidateQueries({ queryKey: customerKeys.session() });
    void navigate('/shop/account/login?expired=1');
  }, [expired, navigate, queryClient]);

  if (!session || expired) return null;
  const secondsLeft = Math.ceil((idleEnd - now) / 1000);
  // The absolute limit cannot be extended: no warning offering to stay for it.
  const opened = idleEnd <= absoluteEnd && secondsLeft <= session.warningSeconds;
  return (
    <Modal
      opened={opened}
      onClose={() => stay.mutate()}
      title={t('shopAccount.expiry.title')}
      centered
      withCloseButton={false}
    >
      <Text mb="lg">{t('shopAccount.expiry.body', { count: Math.max(secondsLeft, 0) })}</Text>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate('/shop/account/login') })}
        >
          {t('shopAccount.expiry.signOutNow')}
        </Button>
        <Button loading={stay.isPending} onClick={() => stay.mutate()} data-autofocus>
          {t('shopAccount.expiry.staySignedIn')}
        </Button>
      </Group>
    </Modal>
  );
}
