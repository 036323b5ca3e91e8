import { Card, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { logLevels } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoader } from '@/ui/FullPageLoader';
import { PageHeader } from '@/ui/PageHeader';
import { SaveFooter } from '@/ui/SaveFooter';
import { platformQueries, useSetLogLevel } from './queries';

type Level = (typeof logLevels)[number];

/** Tools → Change log level: how much this server process writes to its log, until it restarts. */
export function ChangeLogLevelPage() {
  const { t } = useTranslation();
  const current = useQuery(platformQueries.logLevel());
  const save = useSetLogLevel();
  const [level, setLevel] = useState<Level | null>(null);
  const chosen = level ?? current.data?.level ?? null;
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.platform.logLevel.title')} intro={t('admin.platform.logLevel.intro')} />
      {!current.data || !chosen ? (
        <SectionLoader />
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Text size="sm">{t('admin.platform.logLevel.current', { level: current.data.level })}</Text>
            <SegmentedControl
              value={chosen}
              onChange={(v) => setLevel(v as Level)}
              data={logLevels.map((l) => ({ value: l, label: l }))}
            />
            <SaveFooter
              saved={save.isSuccess ? t('admin.platform.logLevel.saved', { level: save.data.level }) : null}
              error={save.error}
              pending={save.isPending}
              onSave={() => save.mutate(chosen)}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
