import { NumberInput, SimpleGrid } from '@mantine/core';
import type { EventTemplate } from '@tessera/contract';
import { ORDER_TICKET_LIMIT_MAX } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/ui/MoneyInput';
import { NamedChecks } from '@/ui/NamedChecks';
import { SectionShell } from '../SectionShell';
import { useSectionForm } from '../useSectionForm';

const toNullable = (v: string | number) => (v === '' ? null : Number(v));

export function LimitsTab({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const { form, shell } = useSectionForm(template, 'ticketLimits');
  const limit = (name: 'maxTicketsPerOrder' | 'ticketLimitPerRequest' | 'aggregateTicketLimit') => {
    const props = form.getInputProps(name);
    return (
      <NumberInput
        label={t(`admin.templates.ticketLimits.${name}`)}
        description={name === 'maxTicketsPerOrder' ? undefined : t('admin.templates.ticketLimits.optional')}
        min={1}
        max={ORDER_TICKET_LIMIT_MAX}
        allowDecimal={false}
        clampBehavior="none"
        {...props}
        value={props.value ?? ''}
        onChange={(v) =>
          form.setFieldValue(name, name === 'maxTicketsPerOrder' ? Number(v) : (toNullable(v) as never))
        }
      />
    );
  };
  return (
    <SectionShell {...shell}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {limit('maxTicketsPerOrder')}
        {limit('ticketLimitPerRequest')}
        {limit('aggregateTicketLimit')}
      </SimpleGrid>
    </SectionShell>
  );
}

export function ExchangesTab({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const { form, shell } = useSectionForm(template, 'exchanges');
  return (
    <SectionShell {...shell}>
      <NamedChecks
        form={form}
        kind="switch"
        labels="admin.templates.exchanges"
        names={['selfExchange', 'sameOrGreaterValueOnly']}
      />
      <MoneyInput
        label={t('admin.templates.exchanges.exchangeFee')}
        w={220}
        value={form.values.exchangeFee}
        onChange={(v) => form.setFieldValue('exchangeFee', v ?? 0)}
        error={form.errors.exchangeFee}
      />
    </SectionShell>
  );
}
