import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/ui/PageHeader';
import { SearchTabs } from '@/ui/ScreenTabs';
import { HoldsPanel } from './HoldsPanel';
import { SaleTypesPanel, SeatAlertsPanel } from './SaleTypesAlertsPanels';

/** Account settings → seat settings: holds and hold groups, sale types, seat alerts. */
export function SeatSettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.seatSettings.title')} intro={t('admin.seatSettings.intro')} />
      <SearchTabs
        pt="lg"
        tabs={[
          { id: 'holds', label: t('admin.seatSettings.tabs.holds'), panel: <HoldsPanel /> },
          { id: 'saleTypes', label: t('admin.seatSettings.tabs.saleTypes'), panel: <SaleTypesPanel /> },
          { id: 'seatAlerts', label: t('admin.seatSettings.tabs.seatAlerts'), panel: <SeatAlertsPanel /> },
        ]}
      />
    </Stack>
  );
}
