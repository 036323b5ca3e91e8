import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { customerQueries, useSignOut } from './queries';

/** The header's sign in, or account and sign out for a signed-in customer. */
export function AccountLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useQuery(customerQueries.session());
  const signOut = useSignOut();
  if (!session.data) return null;
  const { customer } = session.data;
  if (!customer) {
    return (
      <Button component={Link} to="/shop/account/login" variant="light" size="xs">
        {t('shopAccount.header.signIn')}
      </Button>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Button component={Link} to="/shop/account/details" variant="light" size="xs">
        {t('shopAccount.header.account')}
      </Button>
      <Button
        variant="subtle"
        size="xs"
        visibleFrom="sm"
        loading={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate('/shop') })}
      >
        {t('shopAccount.header.signOut')}
      </Button>
    </Group>
  );
}
