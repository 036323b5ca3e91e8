import { Button, Checkbox, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDeliveryPlan,
  type DeliveryPlan,
  type DeliveryPlanInput,
  deleteDeliveryPlan,
  listDeliveryPlans,
  updateDeliveryPlan,
} from '@tessera/contract';
import { deliveryMethodTypes } from '@tessera/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { Badges } from '@/ui/data-table/cells';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { NameTranslationsInput } from '@/ui/NameTranslationsInput';
import { RemoveButton } from '@/ui/RemoveButton';
import { PlanEditor, PlansSection } from './PlanEditor';

export const deliveryPlanKeys = { all: ['admin', 'deliveryPlans'] as const };

type MethodDraft = DeliveryPlanInput['methods'][number];
const newMethod = (type: MethodDraft['type']): MethodDraft => ({
  type,
  displayName: '',
  nameTranslations: {},
  cutoffMinutes: null,
  delayedDelivery: false,
  allowInternationalShipping: false,
});

function PlanForm({ plan, onDone }: { plan: DeliveryPlan | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(plan?.name ?? '');
  const [methods, setMethods] = useState<MethodDraft[]>(
    plan?.methods.map(({ id: _id, ...m }) => m) ?? [newMethod('email')],
  );
  const save = useMutation({
    mutationFn: () =>
      plan
        ? callApi(updateDeliveryPlan, { params: { id: plan.id }, body: { name, methods } })
        : callApi(createDeliveryPlan, { body: { name, methods } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deliveryPlanKeys.all });
      onDone();
    },
  });
  const errors = isApiError(save.error) ? save.error.fieldErrors : {};
  const unused = deliveryMethodTypes.filter((type) => !methods.some((m) => m.type === type));
  const change = (i: number, patch: Partial<MethodDraft>) =>
    setMethods(methods.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <PlanEditor
      texts="deliveryPlans"
      isNew={!plan}
      name={name}
      onName={setName}
      save={save}
      fieldErrors={errors}
      onSubmit={submit}
      onDone={onDone}
    >
      <DataTable
        label={t('deliveryPlans.title')}
        prefix="methods"
        bare
        rows={methods.map((m, i) => ({ ...m, i }))}
        rowKey={(m) => m.type}
        empty=""
        minWidth={760}
        columns={[
          {
            id: 'type',
            header: t('deliveryPlans.type'),
            cell: (m) => (
              <Select
                aria-label={t('deliveryPlans.type')}
                data={[m.type, ...unused].map((type) => ({
                  value: type,
                  label: t(`deliveryPlans.types.${type}`),
                }))}
                value={m.type}
                onChange={(v) => v && change(m.i, { type: v as MethodDraft['type'] })}
                allowDeselect={false}
                error={errors[`methods.${m.i}.type`]}
                w={170}
              />
            ),
          },
          {
            id: 'displayName',
            header: t('deliveryPlans.displayName'),
            cell: (m) => (
              <>
                <TextInput
                  aria-label={t('deliveryPlans.displayName')}
                  placeholder={t(`deliveryPlans.types.${m.type}`)}
                  value={m.displayName}
                  miw={200}
                  onChange={(e) => change(m.i, { displayName: e.currentTarget.value })}
                />
                <NameTranslationsInput
                  name={m.displayName || t(`deliveryPlans.types.${m.type}`)}
                  value={m.nameTranslations}
                  onChange={(next) => change(m.i, { nameTranslations: next })}
                />
              </>
            ),
          },
          {
            id: 'cutoff',
            header: t('deliveryPlans.cutoff'),
            cell: (m) => (
              <NumberInput
                aria-label={t('deliveryPlans.cutoff')}
                placeholder={t('deliveryPlans.noCutoff')}
                min={0}
                allowDecimal={false}
                value={m.cutoffMinutes ?? ''}
                onChange={(v) => change(m.i, { cutoffMinutes: typeof v === 'number' ? v : null })}
                w={130}
              />
            ),
          },
          {
            id: 'delayed',
            header: t('deliveryPlans.delayed'),
            cell: (m) => (
              <Checkbox
                aria-label={t('deliveryPlans.delayed')}
                checked={m.delayedDelivery}
                onChange={(e) => change(m.i, { delayedDelivery: e.currentTarget.checked })}
              />
            ),
          },
          {
            id: 'international',
            header: t('deliveryPlans.international'),
            cell: (m) => (
              <Checkbox
                aria-label={t('deliveryPlans.international')}
                disabled={m.type !== 'mail'}
                checked={m.allowInternationalShipping}
                onChange={(e) => change(m.i, { allowInternationalShipping: e.currentTarget.checked })}
              />
            ),
          },
          {
            id: 'remove',
            header: '',
            cell: (m) => (
              <RemoveButton
                label={t('deliveryPlans.removeMethod')}
                onClick={() => setMethods(methods.filter((_, j) => j !== m.i))}
              />
            ),
          },
        ]}
      />
      <Text size="xs" c="dimmed">
        {t('deliveryPlans.cutoffHelp')}
      </Text>
      {unused.length > 0 ? (
        <Group>
          <Button variant="default" size="xs" onClick={() => setMethods([...methods, newMethod(unused[0]!)])}>
            {t('deliveryPlans.addMethod')}
          </Button>
        </Group>
      ) : null}
    </PlanEditor>
  );
}

/** Account settings → delivery plans: plans and their methods (spec §3), chosen by event templates. */
export function DeliveryPlansTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const plans = useQuery({ queryKey: deliveryPlanKeys.all, queryFn: () => callApi(listDeliveryPlans) });
  const methodNames = (plan: DeliveryPlan) =>
    plan.methods.map((m) => m.displayName || t(`deliveryPlans.types.${m.type}`));
  const remove = useMutation({
    mutationFn: (id: number) => callApi(deleteDeliveryPlan, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deliveryPlanKeys.all }),
  });
  return (
    <PlansSection<DeliveryPlan>
      texts="deliveryPlans"
      rows={queryRows(plans)}
      remove={remove}
      form={(plan, onDone) => <PlanForm plan={plan} onDone={onDone} />}
      columns={[
        {
          id: 'methods',
          header: t('deliveryPlans.methods'),
          value: (plan) => methodNames(plan).join(', '),
          cell: (plan) => <Badges labels={methodNames(plan)} />,
        },
        {
          id: 'templateCount',
          header: t('deliveryPlans.templates'),
          value: (plan) => t('deliveryPlans.usedBy', { count: plan.templateCount }),
        },
      ]}
    />
  );
}
