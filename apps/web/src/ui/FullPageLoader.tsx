import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a shell shows while its start-up calls are still out: nothing but a quiet spinner. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh">
      <Loader role="progressbar" aria-label={t('app.loading')} />
    </Center>
  );
}

export function SectionLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader size="sm" role="progressbar" aria-label={t('app.loading')} />
    </Center>
  );
}
