import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { useEndImpersonation } from '@/admin/auth/queries';

/** Shown on every screen while an administrator is logged in as someone else, with the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { details } = useAdminSession();
  const end = useEndImpersonation();
  if (!details.Impersonator) return null;
  const name = `${details.FirstName} ${details.LastName}`.trim() || details.Email;
  return (
    <Paper
      bg="yellow.1"
      px="md"
      py="xs"
      mb="lg"
      radius="md"
      role="status"
      withBorder
      style={{ borderColor: 'var(--mantine-color-yellow-5)' }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={500}>
          {t('admin.session.impersonating', { name, admin: details.Impersonator.name })}
        </Text>
        <Button
          size="xs"
          color="yellow.8"
          loading={end.isPending}
          onClick={() =>
            end.mutate(undefined, {
              onSettled: () => window.location.assign('/admin/v2/account-settings/users'),
            })
          }
        >
          {t('admin.session.returnToMine')}
        </Button>
      </Group>
    </Paper>
  );
}
