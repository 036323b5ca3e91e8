import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of the sign-in, recovery, reset and two-factor screens. */
export function AuthCard({ children, width = 420 }: { children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  return (
    <Stack w="100%" maw={width} gap="lg">
      <Stack gap={4} ta="center">
        <Text fw={800} fz={28} c="indigo.7" lh={1.1}>
          {t('app.name')}
        </Text>
        <Text c="dimmed" size="sm">
          {t('admin.auth.login.subtitle')}
        </Text>
      </Stack>
      <Paper p={{ base: 'lg', sm: 'xl' }} shadow="sm" radius="lg">
        {children}
      </Paper>
    </Stack>
  );
}
