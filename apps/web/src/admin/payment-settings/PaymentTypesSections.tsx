import { Badge, Button, Checkbox, Group, Select } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCompType,
  createCustomPaymentType,
  createPaymentMethod,
  deleteCompType,
  deleteCustomPaymentType,
  updatePaymentMethod,
  updatePaymentOptions,
} from '@tessera/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { FailureAlert } from '@/ui/FailureAlert';
import { MoneyInput } from '@/ui/MoneyInput';
import { NameAddForm } from '@/ui/NameAddForm';
import { RemovableList } from '@/ui/RemovableList';
import { Section } from '@/ui/Section';
import { paymentSettingKeys, paymentSettingQueries } from './queries';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: paymentSettingKeys.all });
}

/** Payment methods; a method may require a partner on the order. */
export function PaymentMethodsSection() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const methods = useQuery(paymentSettingQueries.methods());
  const [partnerRequired, setPartnerRequired] = useState(false);
  const create = useMutation({
    mutationFn: (name: string) => callApi(createPaymentMethod, { body: { name, partnerRequired } }),
    onSuccess: () => {
      setPartnerRequired(false);
      refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: (m: { id: number; name: string; partnerRequired: boolean }) =>
      callApi(updatePaymentMethod, {
        params: { id: m.id },
        body: { name: m.name, partnerRequired: !m.partnerRequired },
      }),
    onSuccess: refresh,
  });
  return (
    <Section title={t('paymentSettings.methods.title')} intro={t('paymentSettings.methods.intro')}>
      <NameAddForm
        label={t('paymentSettings.methods.name')}
        addLabel={t('paymentSettings.methods.add')}
        adding={create}
      >
        <Checkbox
          mb={8}
          label={t('paymentSettings.methods.partnerRequired')}
          checked={partnerRequired}
          onChange={(e) => setPartnerRequired(e.currentTarget.checked)}
        />
      </NameAddForm>
      <DataTable
        label={t('paymentSettings.methods.title')}
        prefix="methods"
        hideHeader
        {...queryRows(methods)}
        empty={t('paymentSettings.methods.empty')}
        columns={[
          { id: 'name', header: t('paymentSettings.methods.name') },
          {
            id: 'partner',
            header: t('paymentSettings.methods.partnerRequired'),
            cell: (m) => (
              <Checkbox
                label={t('paymentSettings.methods.partnerRequired')}
                checked={m.partnerRequired}
                onChange={() => toggle.mutate(m)}
              />
            ),
          },
        ]}
      />
    </Section>
  );
}

/** Comp types: a comp payment names one. */
export function CompTypesSection() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const list = useQuery(paymentSettingQueries.compTypes());
  const create = useMutation({
    mutationFn: (name: string) => callApi(createCompType, { body: { name } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(deleteCompType, { params: { id } }),
    onSuccess: refresh,
  });
  return (
    <Section title={t('paymentSettings.compTypes.title')} intro={t('paymentSettings.compTypes.intro')}>
      <NameAddForm
        label={t('paymentSettings.compTypes.name')}
        addLabel={t('paymentSettings.compTypes.add')}
        adding={create}
      />
      <RemovableList
        label={t('paymentSettings.compTypes.title')}
        hideHeader
        query={list}
        empty={t('paymentSettings.compTypes.empty')}
        remove={remove}
        columns={[{ id: 'name', header: t('paymentSettings.compTypes.name') }]}
      />
    </Section>
  );
}

/** Custom payment types, each optionally under a payment method. */
export function CustomPaymentTypesSection() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const list = useQuery(paymentSettingQueries.customTypes());
  const methods = useQuery(paymentSettingQueries.methods());
  const [methodId, setMethodId] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (name: string) =>
      callApi(createCustomPaymentType, {
        body: { name, paymentMethodId: methodId ? Number(methodId) : null },
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(deleteCustomPaymentType, { params: { id } }),
    onSuccess: refresh,
  });
  const methodName = (id: number | null) => methods.data?.find((m) => m.id === id)?.name ?? '';
  return (
    <Section title={t('paymentSettings.customTypes.title')} intro={t('paymentSettings.customTypes.intro')}>
      <NameAddForm
        label={t('paymentSettings.customTypes.name')}
        addLabel={t('paymentSettings.customTypes.add')}
        adding={create}
      >
        <Select
          label={t('paymentSettings.customTypes.method')}
          placeholder={t('paymentSettings.customTypes.noMethod')}
          clearable
          data={(methods.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
          value={methodId}
          onChange={setMethodId}
        />
      </NameAddForm>
      <RemovableList
        label={t('paymentSettings.customTypes.title')}
        hideHeader
        query={list}
        empty={t('paymentSettings.customTypes.empty')}
        remove={remove}
        columns={[
          { id: 'name', header: t('paymentSettings.customTypes.name') },
          {
            id: 'method',
            header: t('paymentSettings.customTypes.method'),
            value: (c) => methodName(c.paymentMethodId),
          },
          {
            id: 'partner',
            header: t('paymentSettings.customTypes.needsPartner'),
            cell: (c) =>
              c.partnerRequired ? (
                <Badge variant="light" color="orange">
                  {t('paymentSettings.customTypes.needsPartner')}
                </Badge>
              ) : null,
          },
        ]}
      />
    </Section>
  );
}

/** The minimum amount of one payment line. */
export function MinimumPaymentSection() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const options = useQuery(paymentSettingQueries.options());
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (options.data) setValue(options.data.minimumPayment);
  }, [options.data]);
  const save = useMutation({
    mutationFn: () => callApi(updatePaymentOptions, { body: { minimumPayment: value ?? 0 } }),
    onSuccess: refresh,
  });
  return (
    <Section title={t('paymentSettings.minimum.title')} intro={t('paymentSettings.minimum.intro')}>
      <Group align="flex-end">
        <MoneyInput label={t('paymentSettings.minimum.label')} value={value} onChange={setValue} />
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!options.data}>
          {t('actions.save')}
        </Button>
      </Group>
      <FailureAlert error={save.error} />
    </Section>
  );
}
