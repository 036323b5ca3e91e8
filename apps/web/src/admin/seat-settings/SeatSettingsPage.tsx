import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HoldsPanel } from './HoldsPanel';
import { SaleTypesPanel, SeatAlertsPanel } from './SaleTypesAlertsPanels';

const tabs = ['holds', 'saleTypes', 'seatAlerts'] as const;

/** Account settings → seat settings: holds and hold groups, sale types, seat alerts. */
export function SeatSettingsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = (tabs as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as (typeof tabs)[number])
    : 'holds';
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>{t('admin.seatSettings.title')}</Title>
        <Text c="dimmed">{t('admin.seatSettings.intro')}</Text>
      </Stack>
      <Tabs value={tab} onChange={(v) => setSearch(v && v !== 'holds' ? { tab: v } : {})} keepMounted={false}>
        <Tabs.List>
          {tabs.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`admin.seatSettings.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="holds" pt="lg">
          <HoldsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="saleTypes" pt="lg">
          <SaleTypesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="seatAlerts" pt="lg">
          <SeatAlertsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
