import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { useLogout } from '@/admin/auth/queries';
import { loginPath } from '@/admin/auth/return-path';
import { LocaleMenuItems } from '@/ui/LocaleMenuItems';

function initials(first: string, last: string, email: string): string {
  const letters = `${first.charAt(0)}${last.charAt(0)}`.trim();
  return (letters || email.charAt(0)).toUpperCase();
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { details } = useAdminSession();
  const logout = useLogout();
  const fullName = `${details.FirstName} ${details.LastName}`.trim() || details.Email;
  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => void navigate(loginPath, { replace: true }) });

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton px={6} py={4} style={{ borderRadius: 8 }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="indigo" radius="xl" size={32} aria-hidden>
              {initials(details.FirstName, details.LastName, details.Email)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" truncate maw={180}>
              {fullName}
            </Text>
            <VisuallyHidden>{t('admin.shell.userMenu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('admin.shell.signedInAs')}</Menu.Label>
        <Text size="sm" px="sm" fw={500} truncate>
          {fullName}
        </Text>
        <Text size="xs" px="sm" pb="xs" c="dimmed" truncate>
          {details.Email}
        </Text>
        <Menu.Divider />
        <LocaleMenuItems />
        <Menu.Divider />
        <Menu.Item color="red" onClick={signOut} disabled={logout.isPending}>
          {t('actions.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
