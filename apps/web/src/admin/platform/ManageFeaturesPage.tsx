import { Card, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FeatureFlags } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoader } from '@/ui/FullPageLoader';
import { PageHeader } from '@/ui/PageHeader';
import { SaveFooter } from '@/ui/SaveFooter';
import { platformQueries, useSaveFeatures } from './queries';

const flags: (keyof FeatureFlags)[] = [
  'seasonTickets',
  'advancedReporting',
  'nimbus',
  'ticketTransfer',
  'eventPlans',
  'groupSalesModule',
];

function FeatureSwitches({ accountId, current }: { accountId: number; current: FeatureFlags }) {
  const { t } = useTranslation();
  const save = useSaveFeatures(accountId);
  const [values, setValues] = useState(current);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {flags.map((flag) => (
            <Switch
              key={flag}
              label={t(`admin.platform.features.flags.${flag}`)}
              checked={values[flag]}
              onChange={(e) => setValues({ ...values, [flag]: e.currentTarget.checked })}
            />
          ))}
        </SimpleGrid>
        <SaveFooter
          saved={save.isSuccess ? t('admin.platform.features.saved') : null}
          error={save.error}
          pending={save.isPending}
          onSave={() => save.mutate(values)}
        />
      </Stack>
    </Card>
  );
}

/** Tools → Manage features: switch features per account; they drive the admin and shop feature calls. */
export function ManageFeaturesPage() {
  const { t } = useTranslation();
  const accounts = useQuery(platformQueries.accounts(1, 100));
  const [accountId, setAccountId] = useState<number | null>(null);
  const chosen = accountId ?? accounts.data?.items[0]?.id ?? null;
  const features = useQuery({ ...platformQueries.features(chosen ?? 0), enabled: chosen !== null });
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.platform.features.title')} intro={t('admin.platform.features.intro')} />
      <Select
        label={t('admin.platform.features.account')}
        data={(accounts.data?.items ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        value={chosen === null ? null : String(chosen)}
        onChange={(v) => setAccountId(v ? Number(v) : null)}
        searchable
        allowDeselect={false}
        w={320}
      />
      {chosen !== null && features.data ? (
        <FeatureSwitches key={chosen} accountId={chosen} current={features.data} />
      ) : (
        <SectionLoader />
      )}
    </Stack>
  );
}
