import { Button, Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/ui/PageHeader';
import { DoneAlert } from '@/ui/StatusNotice';
import { useClearCaches } from './queries';

/** Tools → Cache clear: empties the server's in-process caches. */
export function CacheClearPage() {
  const { t } = useTranslation();
  const clear = useClearCaches();
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.platform.cache.title')} intro={t('admin.platform.cache.intro')} />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md" align="flex-start">
          {clear.isSuccess ? (
            <DoneAlert>
              {t('admin.platform.cache.cleared', { names: clear.data.cleared.join(', ') })}
            </DoneAlert>
          ) : null}
          <Button color="red" variant="light" onClick={() => clear.mutate()} loading={clear.isPending}>
            {t('admin.platform.cache.clear')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
