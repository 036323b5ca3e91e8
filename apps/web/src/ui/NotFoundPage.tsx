import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';

/** The spec's 404 screen, used by both shells (each passes where "home" is). */
export function NotFound({ homeHref = '/shop' }: { homeHref?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text fz={64} fw={800} c="indigo.6" lh={1} aria-hidden>
          {t('pages.notFound.code')}
        </Text>
        <Title order={1}>{t('pages.notFound.title')}</Title>
        <Text c="dimmed">{t('pages.notFound.body')}</Text>
        <Button component={Link} to={homeHref} variant="light" mt="sm">
          {t('actions.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  return (
    <Center mih="100dvh">
      <NotFound />
    </Center>
  );
}
