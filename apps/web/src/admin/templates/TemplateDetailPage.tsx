import { Alert, Anchor, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { NotFoundPage } from '@/ui/NotFoundPage';
import { templateQueries, useArchiveTemplate } from './queries';
import { ExchangesTab, LimitsTab } from './tabs/LimitsTab';
import { MapsTab } from './tabs/MapsTab';
import { MoneyTab } from './tabs/MoneyTab';
import { type PricingSubTab, PricingTab, pricingSubTabs } from './tabs/PricingTab';
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
  const tab: Tab = (tabs as readonly string[]).includes(params.tab ?? '') ? (params.tab as Tab) : 'settings';
  const subTab: PricingSubTab = (pricingSubTabs as readonly string[]).includes(params.subTab ?? '')
    ? (params.subTab as PricingSubTab)
    : 'price-levels';
  const template = useQuery({ ...templateQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  const archive = useArchiveTemplate(id);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (template.isError)
    return <ErrorDetails error={template.error} onRetry={() => void template.refetch()} />;
  if (!template.data) return <SectionLoader />;
  const data = template.data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/v2/event-templates" size="sm">
        {t('admin.templates.detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{data.name}</Title>
          {data.archived ? <Badge color="gray">{t('admin.templates.list.archivedBadge')}</Badge> : null}
        </Group>
        {data.archived ? null : (
          <Button variant="default" color="red" loading={archive.isPending} onClick={() => archive.mutate()}>
            {t('admin.templates.detail.archive')}
          </Button>
        )}
      </Group>
      {data.archived ? (
        <Alert color="gray" variant="light">
          {t('admin.templates.detail.archivedNotice')}
        </Alert>
      ) : (
        <Text c="dimmed">{t('admin.templates.detail.intro')}</Text>
      )}
      <Tabs
        value={tab}
        onChange={(v) => v && navigate(`/admin/v2/event-template/${id}/${v}`)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value} px="sm">
              {t(tabKey[value])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="settings">
          <Stack>
            <SettingsTab template={data} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="sale-timing">
          <Stack>
            <SaleTimingTab template={data} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="ticket-limits">
          <LimitsTab template={data} />
        </Tabs.Panel>
        <Tabs.Panel value="money">
          <MoneyTab template={data} />
        </Tabs.Panel>
        <Tabs.Panel value="exchanges">
          <ExchangesTab template={data} />
        </Tabs.Panel>
        <Tabs.Panel value="pricing">
          <PricingTab template={data} subTab={subTab} />
        </Tabs.Panel>
        <Tabs.Panel value="products">
          <ProductsTab template={data} />
        </Tabs.Panel>
        <Tabs.Panel value="maps">
          <MapsTab template={data} />
        </Tabs.Panel>
        <Tabs.Panel value="seat-settings">
          <SeatSettingsTab template={data} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
