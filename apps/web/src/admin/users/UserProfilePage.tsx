import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { Facts } from '@/ui/Facts';
import { FailureAlert } from '@/ui/FailureAlert';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { NotFound } from '@/ui/NotFoundPage';
import { Section } from '@/ui/Section';
import { ApiKeysCard } from './ApiKeysCard';
import { personName } from './names';
import { ProfileForm } from './ProfileForm';
import { type UserAction, useImpersonate, userQueries, useUserAction } from './queries';
import { UserStatusBadge } from './UserStatusBadge';

/** Lockout, two-factor, invitation and access actions, each shown only when it applies. */
function AccessCard({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation();
  const { details } = useAdminSession();
  const action = useUserAction(user.id);
  const impersonate = useImpersonate(user.id);
  const self = details.ID === user.id;
  const button = (name: UserAction, color?: string) => (
    <Button
      variant="light"
      color={color}
      onClick={() => action.mutate(name)}
      loading={action.isPending && action.variables === name}
    >
      {t(`admin.userProfile.actions.${name}`)}
    </Button>
  );
  const rows: [string, string][] = [
    [
      t('admin.userProfile.lockout'),
      user.lockedOut
        ? t('admin.userProfile.locked', { count: user.failedSignIns })
        : t('admin.userProfile.notLocked'),
    ],
    [
      t('admin.users.twoFactor'),
      user.twoFactorEnabled ? t('admin.users.twoFactorOn') : t('admin.users.twoFactorOff'),
    ],
    [
      t('admin.userProfile.lastSignIn'),
      user.lastSignInAt ? formatDateTime(user.lastSignInAt, i18n.language) : t('admin.userProfile.never'),
    ],
    [
      t('admin.userProfile.invited'),
      user.invitedAt ? formatDateTime(user.invitedAt, i18n.language) : t('admin.userProfile.never'),
    ],
  ];
  return (
    <Section card title={t('admin.userProfile.access')}>
      <FailureAlert error={action.error ?? impersonate.error} />
      <Facts rows={rows} />
      <Group gap="sm">
        {user.lockedOut ? button('unlock', 'orange') : null}
        {user.twoFactorEnabled ? button('removeTwoFactor', 'red') : null}
        {user.status === 'invited' ? button('resend') : null}
        {user.status === 'deactivated'
          ? button('reactivate', 'teal')
          : self
            ? null
            : button('deactivate', 'red')}
        {!self && user.status !== 'deactivated' && !user.platformOperator && !details.Impersonator ? (
          <Button
            variant="outline"
            loading={impersonate.isPending}
            onClick={() =>
              impersonate.mutate(undefined, { onSuccess: () => window.location.assign('/admin/v2') })
            }
          >
            {t('admin.userProfile.actions.impersonate')}
          </Button>
        ) : null}
      </Group>
    </Section>
  );
}

/** /admin/v2/user-profile/{id}. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const user = useQuery({ ...userQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0) return <NotFound homeHref="/admin/v2" />;
  if (user.isError)
    return <ErrorDetails error={user.error} homeHref="/admin/v2" onRetry={() => void user.refetch()} />;
  if (!user.data) return <SectionLoader />;
  const u = user.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/v2/account-settings/users" size="sm">
        {t('admin.userProfile.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{personName(u)}</Title>
          <Group gap="xs">
            <Text c="dimmed">{u.email}</Text>
            <UserStatusBadge status={u.status} />
            <Badge variant="outline">{t(`roles.${u.role}`)}</Badge>
            {u.platformOperator ? (
              <Badge color="grape">{t('admin.userProfile.platformOperator')}</Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ProfileForm key={`${u.id}-${u.role}-${u.userGroup?.id}`} user={u} />
        <AccessCard user={u} />
      </SimpleGrid>
      <ApiKeysCard user={u} />
    </Stack>
  );
}
