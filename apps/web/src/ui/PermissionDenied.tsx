import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The spec's denial: shown for a screen the user may not open, or a call the server refused with 403. */
export function PermissionDenied({ homeHref = '/admin/v2' }: { homeHref?: string }) {
  const { t } = useTranslation();
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" color="red" variant="light" aria-hidden>
          <Text fw={800} fz={22}>
            {t('pages.permissionDenied.code')}
          </Text>
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('pages.permissionDenied.title')}
        </Title>
        <Text role="alert">{t('errors.auth.permission_denied')}</Text>
        <Button component={Link} to={homeHref} variant="light" mt="sm">
          {t('actions.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
