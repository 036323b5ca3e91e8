import { Badge, Button, Checkbox, Group, Select } from '@mantine/core';
import { type UseMutationResult, type UseQueryResult, useQuery } from '@tanstack/react-query';
import {
  createCompType,
  createCustomPaymentType,
  createPaymentMethod,
  deleteCompType,
  deleteCustomPaymentType,
  updatePaymentMethod,
  updatePaymentOptions,
} from '@tessera/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { useRefreshingMutation } from '@/api/mutations';
import type { Column } from '@/ui/data-table/column';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { FailureAlert } from '@/ui/FailureAlert';
import { MoneyInput } from '@/ui/MoneyInput';
import { NameAddForm } from '@/ui/NameAddForm';
import { RemovableList } from '@/ui/RemovableList';
import { Section } from '@/ui/Section';
import { paymentSettingKeys, paymentSettingQueries } from './queries';

/** A change to the payment settings, after which they are all read again. */
const useSettingsMutation = <I, O>(fn: (input: I) => Promise<O>) =>
  useRefreshingMutation([paymentSettingKeys.all], fn);

/**
 * A section of named payment types (`paymentSettings.<name>`): the add-by-name form, with any
 * `fields` beside the name, over the list, whose rows can be deleted.
 */
function NamedTypesSection<T extends { id: number; name: string }>({
  name,
  list,
  create,
  remove,
  fields,
  columns = [],
}: {
  name: 'compTypes' | 'customTypes';
  list: UseQueryResult<readonly T[]>;
  create: UseMutationResult<unknown, Error, string>;
  remove: UseMutationResult<unknown, Error, number>;
  fields?: ReactNode;
  columns?: readonly Column<T>[];
}) {
  const { t } = useTranslation();
  return (
    <Section title={t(`paymentSettings.${name}.title`)} intro={t(`paymentSettings.${name}.intro`)}>
      <NameAddForm
        label={t(`paymentSettings.${name}.name`)}
        addLabel={t(`paymentSettings.${name}.add`)}
        adding={create}
      >
        {fields}
      </NameAddForm>
      <RemovableList
        label={t(`paymentSettings.${name}.title`)}
        hideHeader
        query={list}
        empty={t(`paymentSettings.${name}.empty`)}
        remove={remove}
        columns={[{ id: 'name', header: t(`paymentSettings.${name}.name`) }, ...columns]}
      />
    </Section>
  );
}

/** Payment methods; a method may require a partner on the order. */
export function PaymentMethodsSection() {
  const { t } = useTranslation();
  const methods = useQuery(paymentSettingQueries.methods());
  const [partnerRequired, setPartnerRequired] = useState(false);
  const create = useSettingsMutation(async (name: string) => {
    const added = await callApi(createPaymentMethod, { body: { name, partnerRequired } });
    setPartnerRequired(false);
    return added;
  });
  const toggle = useSettingsMutation((m: { id: number; name: string; partnerRequired: boolean }) =>
    callApi(updatePaymentMethod, {
      params: { id: m.id },
      body: { name: m.name, partnerRequired: !m.partnerRequired },
    }),
  );
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
  const list = useQuery(paymentSettingQueries.compTypes());
  const create = useSettingsMutation((name: string) => callApi(createCompType, { body: { name } }));
  const remove = useSettingsMutation((id: number) => callApi(deleteCompType, { params: { id } }));
  return <NamedTypesSection name="compTypes" list={list} create={create} remove={remove} />;
}

/** Custom payment types, each optionally under a payment method. */
export function CustomPaymentTypesSection() {
  const { t } = useTranslation();
  const list = useQuery(paymentSettingQueries.customTypes());
  const methods = useQuery(paymentSettingQueries.methods());
  const [methodId, setMethodId] = useState<string | null>(null);
  const create = useSettingsMutation((name: string) =>
    callApi(createCustomPaymentType, {
      body: { name, paymentMethodId: methodId ? Number(methodId) : null },
    }),
  );
  const remove = useSettingsMutation((id: number) => callApi(deleteCustomPaymentType, { params: { id } }));
  const methodName = (id: number | null) => methods.data?.find((m) => m.id === id)?.name ?? '';
  return (
    <NamedTypesSection
      name="customTypes"
      list={list}
      create={create}
      remove={remove}
      fields={
        <Select
          label={t('paymentSettings.customTypes.method')}
          placeholder={t('paymentSettings.customTypes.noMethod')}
          clearable
          data={(methods.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
          value={methodId}
          onChange={setMethodId}
        />
      }
      columns={[
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
  );
}

/** The minimum amount of one payment line. */
export function MinimumPaymentSection() {
  const { t } = useTranslation();
  const options = useQuery(paymentSettingQueries.options());
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (options.data) setValue(options.data.minimumPayment);
  }, [options.data]);
  const save = useSettingsMutation(() =>
    callApi(updatePaymentOptions, { body: { minimumPayment: value ?? 0 } }),
  );
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
