import { Alert, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { PageHeader } from '@/ui/PageHeader';

/**
 * An advanced reporting screen (decisions/0095): `Screen` with the account feature; without it,
 * the screen's title (`admin.nav.<title>`) and a line saying the feature is off.
 */
export function advancedReportingScreen(
  title: 'reportAdvanced' | 'manageAdvancedReportPermissions',
  Screen: ComponentType,
) {
  return function AdvancedReportingGate() {
    const { t } = useTranslation();
    const { features } = useAdminSession();
    if (features.advancedReporting) return <Screen />;
    return (
      <Stack>
        <PageHeader title={t(`admin.nav.${title}`)} />
        <Alert color="gray" title={t('reports.advanced.notEnabledTitle')}>
          {t('reports.advanced.notEnabled')}
        </Alert>
      </Stack>
    );
  };
}
