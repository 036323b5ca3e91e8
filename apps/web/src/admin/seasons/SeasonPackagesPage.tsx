import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/ui/PageHeader';
import { seasonQueries } from './queries';
import { RenewalsSection } from './RenewalsSection';
import { SeasonPackagesSection } from './SeasonsTab';

/** /admin/v2/season-packages: the season packages, their renewals, and a way to their seasons in account settings. */
export function SeasonPackagesPage() {
  const { t } = useTranslation();
  const packages = useQuery(seasonQueries.packages());
  const [renewalsOf, setRenewalsOf] = useState<number | null>(null);
  const pkg = packages.data?.find((p) => p.id === renewalsOf);
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.nav.seasonPackages')} intro={t('admin.seasons.packages.pageIntro')} />
      <Anchor component={Link} to="/admin/v2/account-settings/seasons">
        {t('admin.seasons.packages.toSeasons')}
      </Anchor>
      <SeasonPackagesSection onRenewals={(p) => setRenewalsOf(p.id)} />
      {pkg && packages.data ? <RenewalsSection key={pkg.id} pkg={pkg} packages={packages.data} /> : null}
    </Stack>
  );
}
