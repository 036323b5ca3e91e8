import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/ui/PageHeader';
import { SeasonPackagesSection } from './SeasonsTab';

/** /admin/v2/season-packages: the season packages, with a way to their seasons in account settings. */
export function SeasonPackagesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.nav.seasonPackages')} intro={t('admin.seasons.packages.pageIntro')} />
      <Anchor component={Link} to="/admin/v2/account-settings/seasons">
        {t('admin.seasons.packages.toSeasons')}
      </Anchor>
      <SeasonPackagesSection />
    </Stack>
  );
}
