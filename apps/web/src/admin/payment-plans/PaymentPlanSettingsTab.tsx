import { MultiSelect, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { PaymentPlan, PaymentPlanInput } from '@tessera/contract';
import { paymentPlanIntervalUnits, type SalesChannel, salesChannels } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { eventQueries } from '@/admin/events/queries';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { EditPanel } from '@/ui/EditPanel';
import { FailureAlert } from '@/ui/FailureAlert';
import { NameField } from '@/ui/FormFields';
import { MoneyInput } from '@/ui/MoneyInput';
import { Section } from '@/ui/Section';
import { useFieldProps } from '@/ui/useFieldProps';
import { paymentPlanQueries, useDeletePaymentPlan, useSavePaymentPlan } from './queries';

interface PlanValues {
  name: string;
  instalments: number;
  cadenceKind: 'interval' | 'dates';
  every: number;
  unit: (typeof paymentPlanIntervalUnits)[number];
  /** Due dates of instalments 2…n, one `YYYY-MM-DD` a line or comma. */
  dates: string;
  depositKind: 'none' | 'amount' | 'percent';
  depositAmount: number | null;
  depositPercent: number;
  channels: string[];
  eventIds: string[];
}

const valuesOf = (plan: PaymentPlan | null): PlanValues => ({
  name: plan?.name ?? '',
  instalments: plan?.instalments ?? 3,
  cadenceKind: plan?.cadence.kind ?? 'interval',
  every: plan?.cadence.kind === 'interval' ? plan.cadence.every : 1,
  unit: plan?.cadence.kind === 'interval' ? plan.cadence.unit : 'month',
  dates: plan?.cadence.kind === 'dates' ? plan.cadence.dates.join(', ') : '',
  depositKind: plan?.deposit.kind ?? 'none',
  depositAmount: plan?.deposit.kind === 'amount' ? plan.deposit.amount : null,
  depositPercent: plan?.deposit.kind === 'percent' ? plan.deposit.percent : 20,
  channels: plan?.channels ?? ['PointOfSale'],
  eventIds: (plan?.eventIds ?? []).map(String),
});

function bodyOf(v: PlanValues): PaymentPlanInput {
  return {
    name: v.name.trim(),
    instalments: v.instalments,
    cadence:
      v.cadenceKind === 'interval'
        ? { kind: 'interval', every: v.every, unit: v.unit }
        : {
            kind: 'dates',
            dates: v.dates
              .split(/[\s,]+/)
              .map((d) => d.trim())
              .filter(Boolean),
          },
    deposit:
      v.depositKind === 'amount'
        ? { kind: 'amount', amount: v.depositAmount ?? 0 }
        : v.depositKind === 'percent'
          ? { kind: 'percent', percent: v.depositPercent }
          : { kind: 'none' },
    channels: v.channels as SalesChannel[],
    eventIds: v.eventIds.map(Number),
  };
}

function PlanModal({ plan, onClose }: { plan: PaymentPlan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePaymentPlan();
  const events = useQuery(eventQueries.list());
  const form = useForm<PlanValues>({
    initialValues: valuesOf(plan),
    validate: { name: (v) => (v.trim() ? null : t('fields.required')) },
  });
  const field = useFieldProps(form, 'paymentPlans.settings');
  const v = form.values;
  return (
    <EditPanel
      title={plan ? t('paymentPlans.settings.edit') : t('paymentPlans.settings.add')}
      form={form}
      onClose={onClose}
      size="lg"
      renamed={{
        'cadence.every': 'every',
        'cadence.dates': 'dates',
        'deposit.amount': 'depositAmount',
        'deposit.percent': 'depositPercent',
        deposit: 'depositKind',
      }}
      onSave={(values) => save.mutateAsync({ id: plan?.id, body: bodyOf(values) })}
    >
      <NameField form={form} label={t('paymentPlans.settings.name')} />
      <NumberInput
        {...field('instalments')}
        description={t('paymentPlans.settings.instalmentsHint')}
        min={2}
        max={24}
        allowDecimal={false}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('paymentPlans.settings.cadence')}
        </Text>
        <SegmentedControl
          data={[
            { value: 'interval', label: t('paymentPlans.settings.interval') },
            { value: 'dates', label: t('paymentPlans.settings.fixedDates') },
          ]}
          {...form.getInputProps('cadenceKind')}
        />
      </Stack>
      {v.cadenceKind === 'interval' ? (
        <Stack gap="xs">
          <NumberInput {...field('every')} min={1} allowDecimal={false} />
          <Select
            {...field('unit')}
            allowDeselect={false}
            data={paymentPlanIntervalUnits.map((u) => ({ value: u, label: t(`paymentPlans.units.${u}`) }))}
          />
        </Stack>
      ) : (
        <TextInput
          {...field('dates')}
          description={t('paymentPlans.settings.datesHint', { count: v.instalments - 1 })}
          placeholder="2027-01-15, 2027-02-15"
        />
      )}
      <Select
        label={t('paymentPlans.settings.deposit')}
        allowDeselect={false}
        data={(['none', 'amount', 'percent'] as const).map((k) => ({
          value: k,
          label: t(`paymentPlans.depositKinds.${k}`),
        }))}
        {...form.getInputProps('depositKind')}
      />
      {v.depositKind === 'amount' ? (
        <MoneyInput
          label={t('paymentPlans.settings.depositAmount')}
          value={v.depositAmount}
          onChange={(minor) => form.setFieldValue('depositAmount', minor)}
          error={form.errors.depositAmount}
        />
      ) : null}
      {v.depositKind === 'percent' ? (
        <NumberInput {...field('depositPercent')} min={1} max={99} suffix="%" allowDecimal={false} />
      ) : null}
      <MultiSelect
        {...field('channels')}
        required
        data={salesChannels.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
      />
      <MultiSelect
        label={t('paymentPlans.settings.events')}
        description={t('paymentPlans.settings.eventsHint')}
        searchable
        data={(events.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
        {...form.getInputProps('eventIds')}
      />
    </EditPanel>
  );
}

/** Account settings → payment plans: what the account offers to pay in instalments (spec §2). */
export function PaymentPlanSettingsTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const plans = useQuery(paymentPlanQueries.settings());
  const remove = useDeletePaymentPlan();
  const [editing, setEditing] = useState<PaymentPlan | 'new' | null>(null);
  const cadence = (p: PaymentPlan) =>
    p.cadence.kind === 'interval'
      ? t('paymentPlans.every', { count: p.cadence.every, unit: t(`paymentPlans.units.${p.cadence.unit}`) })
      : p.cadence.dates.join(', ');
  const deposit = (p: PaymentPlan) =>
    p.deposit.kind === 'amount'
      ? money(p.deposit.amount)
      : p.deposit.kind === 'percent'
        ? `${p.deposit.percent}%`
        : t('paymentPlans.depositKinds.none');
  return (
    <Stack gap="md">
      <Section title={t('paymentPlans.settings.title')} intro={t('paymentPlans.settings.intro')}>
        <FailureAlert error={remove.error} />
      </Section>
      <DataTable
        label={t('paymentPlans.settings.title')}
        prefix="plans"
        add={{ label: t('paymentPlans.settings.add'), onClick: () => setEditing('new') }}
        {...queryRows(plans)}
        empty={t('paymentPlans.settings.empty')}
        columns={[
          { id: 'name', header: t('paymentPlans.settings.name'), sortable: true, value: (p) => p.name },
          {
            id: 'instalments',
            header: t('paymentPlans.settings.instalments'),
            value: (p) => String(p.instalments),
          },
          { id: 'cadence', header: t('paymentPlans.settings.cadence'), value: cadence },
          { id: 'deposit', header: t('paymentPlans.settings.deposit'), value: deposit },
          {
            id: 'channels',
            header: t('paymentPlans.settings.channels'),
            value: (p) => p.channels.map((c) => t(`channels.${c}`)).join(', '),
          },
          {
            id: 'events',
            header: t('paymentPlans.settings.events'),
            value: (p) =>
              p.eventIds.length === 0 ? t('paymentPlans.settings.allEvents') : String(p.eventIds.length),
          },
        ]}
        rowActions={(p) => [
          { label: t('actions.edit'), onClick: () => setEditing(p) },
          {
            label: t('actions.delete'),
            danger: true,
            loading: remove.isPending && remove.variables === p.id,
            onClick: () => remove.mutate(p.id),
          },
        ]}
      />
      {editing !== null ? (
        <PlanModal plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
