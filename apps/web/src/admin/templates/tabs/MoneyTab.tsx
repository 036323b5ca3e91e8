import { NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import type { EventTemplate } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/ui/MoneyInput';
import { SectionShell } from '../SectionShell';
import { useSectionForm } from '../useSectionForm';

export function MoneyTab({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const { form, shell } = useSectionForm(template, 'money');
  const percent = (name: 'highAvailabilityPercent' | 'lowAvailabilityPercent') => (
    <NumberInput
      label={t(`admin.templates.money.${name}`)}
      suffix="%"
      min={0}
      max={100}
      decimalScale={1}
      value={form.values[name] ?? ''}
      onChange={(v) => form.setFieldValue(name, v === '' ? null : Number(v))}
      error={form.errors[name]}
    />
  );
  const deposit = form.values.deposit;
  const gift = form.values.giftCertificates;
  return (
    <SectionShell {...shell} intro={t('admin.templates.money.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {percent('highAvailabilityPercent')}
        {percent('lowAvailabilityPercent')}
      </SimpleGrid>
      <Switch
        label={t('admin.templates.money.depositEnabled')}
        checked={deposit !== null}
        onChange={(e) =>
          form.setFieldValue(
            'deposit',
            e.currentTarget.checked ? { amount: 0, dueDaysBeforeEvent: 30 } : null,
          )
        }
      />
      {deposit ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput
            label={t('admin.templates.money.depositAmount')}
            value={deposit.amount}
            onChange={(v) => form.setFieldValue('deposit', { ...deposit, amount: v ?? 0 })}
            error={form.errors['deposit.amount']}
          />
          <NumberInput
            label={t('admin.templates.money.depositDueDays')}
            min={0}
            allowDecimal={false}
            value={deposit.dueDaysBeforeEvent}
            onChange={(v) =>
              form.setFieldValue('deposit', { ...deposit, dueDaysBeforeEvent: Number(v) || 0 })
            }
            error={form.errors['deposit.dueDaysBeforeEvent']}
          />
        </SimpleGrid>
      ) : null}
      <Switch
        label={t('admin.templates.money.giftCertificatesSellable')}
        checked={gift.sellable}
        onChange={(e) =>
          form.setFieldValue('giftCertificates', { ...gift, sellable: e.currentTarget.checked })
        }
      />
      <Select
        label={t('admin.templates.money.giftCertificateExpiration')}
        w={260}
        allowDeselect={false}
        value={gift.expiration}
        onChange={(v) =>
          form.setFieldValue('giftCertificates', {
            ...gift,
            expiration: (v ?? 'none') as typeof gift.expiration,
          })
        }
        data={(['none', 'static', 'dynamic'] as const).map((value) => ({
          value,
          label: t(`admin.templates.money.expiration.${value}`),
        }))}
      />
    </SectionShell>
  );
}
