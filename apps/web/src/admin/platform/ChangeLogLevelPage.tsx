import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { logLevels } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoader } from '@/ui/FullPageLoader';
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
      <Stack gap={4}>
        <Title order={1}>{t('admin.platform.logLevel.title')}</Title>
        <Text c="dimmed">{t('admin.platform.logLevel.intro')}</Text>
      </Stack>
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
            {save.isSuccess ? (
              <Alert color="teal" variant="light" role="status">
                {t('admin.platform.logLevel.saved', { level: save.data.level })}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button onClick={() => save.mutate(chosen)} loading={save.isPending}>
                {t('actions.save')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
