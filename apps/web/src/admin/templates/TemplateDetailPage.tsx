import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink, DetailTitle } from '@/ui/DetailTitle';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { NotFoundPage } from '@/ui/NotFoundPage';
import { pickTab, ScreenTabs } from '@/ui/ScreenTabs';
import { templateQueries, useArchiveTemplate } from './queries';
import { ExchangesTab, LimitsTab } from './tabs/LimitsTab';
import { MapsTab } from './tabs/MapsTab';
import { MoneyTab } from './tabs/MoneyTab';
import { PricingTab, pricingSubTabs } from './tabs/PricingTab';
import { ProductsTab } from './tabs/ProductsTab';
import { SaleTimingTab } from './tabs/SaleTimingTab';
import { SeatSettingsTab } from './tabs/SeatSettingsTab';
import { SettingsTab } from './tabs/SettingsTab';

const tabs = [
  'settings',
  'sale-timing',
  'ticket-limits',
  'money',
  'exchanges',
  'pricing',
  'products',
  'maps',
  'seat-settings',
] as const;
type Tab = (typeof tabs)[number];
const tabKey = {
  settings: 'admin.templates.tabs.settings',
  'sale-timing': 'admin.templates.tabs.saleTiming',
  'ticket-limits': 'admin.templates.tabs.ticketLimits',
  money: 'admin.templates.tabs.money',
  exchanges: 'admin.templates.tabs.exchanges',
  pricing: 'admin.templates.tabs.pricing',
  products: 'admin.templates.tabs.products',
  maps: 'admin.templates.tabs.maps',
  'seat-settings': 'admin.templates.tabs.seatSettings',
} as const;

/** /admin/v2/event-template/{id}/{tab?}/{subTab?}: every tab and sub-tab is a link of its own. */
export function TemplateDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const tab = pickTab(tabs, params.tab);
  const subTab = pickTab(pricingSubTabs, params.subTab);
  const template = useQuery({ ...templateQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  const archive = useArchiveTemplate(id);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (template.isError)
    return <ErrorDetails error={template.error} onRetry={() => void template.refetch()} />;
  if (!template.data) return <SectionLoader />;
  const data = template.data;
  const panels: Record<Tab, ReactNode> = {
    settings: <SettingsTab template={data} />,
    'sale-timing': <SaleTimingTab template={data} />,
    'ticket-limits': <LimitsTab template={data} />,
    money: <MoneyTab template={data} />,
    exchanges: <ExchangesTab template={data} />,
    pricing: <PricingTab template={data} subTab={subTab} />,
    products: <ProductsTab template={data} />,
    maps: <MapsTab template={data} />,
    'seat-settings': <SeatSettingsTab template={data} />,
  };

  return (
    <Stack gap="lg">
      <BackLink to="/admin/v2/event-templates">{t('admin.templates.detail.back')}</BackLink>
      <DetailTitle
        name={data.name}
        archived={data.archived}
        archive={{ label: t('admin.templates.detail.archive'), mutation: archive }}
      />
      {data.archived ? (
        <Alert color="gray" variant="light">
          {t('admin.templates.detail.archivedNotice')}
        </Alert>
      ) : (
        <Text c="dimmed">{t('admin.templates.detail.intro')}</Text>
      )}
      <ScreenTabs
        value={tab}
        onChange={(v) => navigate(`/admin/v2/event-template/${id}/${v}`)}
        tabPx="sm"
        tabs={tabs.map((value) => ({ id: value, label: t(tabKey[value]), panel: panels[value] }))}
      />
    </Stack>
  );
}
