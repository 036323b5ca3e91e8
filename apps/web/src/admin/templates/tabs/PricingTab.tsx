import { Tabs } from '@mantine/core';
import type { EventTemplate } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CommissionsPanel } from './CommissionsPanel';
import { FeeSetsPanel } from './FeeSetsPanel';
import { PackagesPanel } from './PackagesPanel';
import { PriceChangesPanel } from './PriceChangesPanel';
import { PriceLevelsPanel } from './PriceLevelsPanel';
import { PriceTablePanel } from './PriceTablePanel';
import { PriceTypesPanel } from './PriceTypesPanel';
import { PromotionsPanel } from './PromotionsPanel';

export const pricingSubTabs = [
  'price-levels',
  'price-types',
  'price-tables',
  'price-changes',
  'fee-sets',
  'promotions',
  'packages',
  'commissions',
] as const;
export type PricingSubTab = (typeof pricingSubTabs)[number];

const label = {
  'price-levels': 'admin.templates.priceLevels.title',
  'price-types': 'admin.templates.priceTypes.title',
  'price-tables': 'admin.templates.priceTables.title',
  'price-changes': 'admin.templates.priceChanges.title',
  'fee-sets': 'admin.templates.fees.title',
  promotions: 'admin.templates.promotions.title',
  packages: 'admin.packages.title',
  commissions: 'admin.commissions.title',
} as const satisfies Record<PricingSubTab, string>;

const panels = {
  'price-levels': PriceLevelsPanel,
  'price-types': PriceTypesPanel,
  'price-tables': PriceTablePanel,
  'price-changes': PriceChangesPanel,
  'fee-sets': FeeSetsPanel,
  promotions: PromotionsPanel,
  packages: PackagesPanel,
  commissions: CommissionsPanel,
} satisfies Record<PricingSubTab, (props: { template: EventTemplate }) => React.ReactNode>;

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
        {pricingSubTabs.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(label[value])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {pricingSubTabs.map((value) => {
        const Panel = panels[value];
        return (
          <Tabs.Panel key={value} value={value}>
            <Panel template={template} />
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
