import { Tabs } from '@mantine/core';
import type { EventTemplate } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CommissionsPanel } from './CommissionsPanel';
import { FeeSetsPanel } from './FeeSetsPanel';
import { PackagesPanel } from './PackagesPanel';
import { PriceTypesPanel } from './PriceTypesPanel';
import { PromotionsPanel } from './PromotionsPanel';

export const pricingSubTabs = ['price-types', 'fee-sets', 'promotions', 'packages', 'commissions'] as const;
export type PricingSubTab = (typeof pricingSubTabs)[number];

export function PricingTab({ template, subTab }: { template: EventTemplate; subTab: PricingSubTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      value={subTab}
      onChange={(v) => v && navigate(`/admin/v2/event-template/${template.id}/pricing/${v}`)}
      variant="pills"
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="price-types">{t('admin.templates.priceTypes.title')}</Tabs.Tab>
        <Tabs.Tab value="fee-sets">{t('admin.templates.fees.title')}</Tabs.Tab>
        <Tabs.Tab value="promotions">{t('admin.templates.promotions.title')}</Tabs.Tab>
        <Tabs.Tab value="packages">{t('admin.packages.title')}</Tabs.Tab>
        <Tabs.Tab value="commissions">{t('admin.commissions.title')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="price-types">
        <PriceTypesPanel template={template} />
      </Tabs.Panel>
      <Tabs.Panel value="fee-sets">
        <FeeSetsPanel template={template} />
      </Tabs.Panel>
      <Tabs.Panel value="promotions">
        <PromotionsPanel template={template} />
      </Tabs.Panel>
      <Tabs.Panel value="packages">
        <PackagesPanel template={template} />
      </Tabs.Panel>
      <Tabs.Panel value="commissions">
        <CommissionsPanel template={template} />
      </Tabs.Panel>
    </Tabs>
  );
}
