import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Season packages and transfers: shown when the venue turns them on; nothing to list yet. */
export function FeatureEmptyTab({ feature }: { feature: 'seasonPackages' | 'transfers' }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="h4" mb="xs">
        {t(`shopAccount.${feature}.emptyTitle`)}
      </Title>
      <Text c="dimmed">{t(`shopAccount.${feature}.emptyBody`)}</Text>
    </Paper>
  );
}
