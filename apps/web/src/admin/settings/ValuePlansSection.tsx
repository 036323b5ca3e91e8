import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createValuePlan,
  deleteValuePlan,
  type EndpointInput,
  listValuePlans,
  updateValuePlan,
  type ValuePlan,
  valuePlanInput,
} from '@tessera/contract';
import { type ValuePlanPrints, valuePlanPrints } from '@tessera/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { Badges } from '@/ui/data-table/cells';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { PlanEditor, PlansSection } from './PlanEditor';

export const valuePlanKeys = { all: ['admin', 'value-plans'] as const };

type Body = EndpointInput<typeof createValuePlan>['body'];
type Choices = { id: number; name: string; templateName: string }[];

function PlanForm({
  plan,
  choices,
  onDone,
}: {
  plan: ValuePlan | null;
  choices: Choices;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [name, setName] = useState(plan?.name ?? '');
  const [prints, setPrints] = useState<ValuePlanPrints>(plan?.prints ?? 'text');
  const [text, setText] = useState(plan?.text ?? '');
  const [priceTypeIds, setPriceTypeIds] = useState<string[]>((plan?.priceTypeIds ?? []).map(String));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: Body) =>
      plan
        ? callApi(updateValuePlan, { params: { planId: plan.id }, body })
        : callApi(createValuePlan, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: valuePlanKeys.all });
      onDone();
    },
  });
  const shown = { ...(isApiError(save.error) ? save.error.fieldErrors : {}), ...errors };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: Body = {
      name: name.trim(),
      prints,
      text: prints === 'text' ? text.trim() : '',
      priceTypeIds: priceTypeIds.map(Number),
    };
    const found = schemaErrors(valuePlanInput, body, locale);
    if (!found.text && prints === 'text' && !body.text)
      found.text = t('errors.admin.value_plan_text_required');
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  };
  return (
    <PlanEditor
      texts="valuePlans"
      isNew={!plan}
      name={name}
      onName={setName}
      nameHelp={t('valuePlans.nameHelp')}
      save={save}
      fieldErrors={shown}
      onSubmit={submit}
      onDone={onDone}
    >
      <Select
        label={t('valuePlans.prints')}
        data={valuePlanPrints.map((p) => ({ value: p, label: t(`valuePlans.printsOptions.${p}`) }))}
        value={prints}
        onChange={(v) => v && setPrints(v as ValuePlanPrints)}
        allowDeselect={false}
        maw={400}
      />
      {prints === 'text' ? (
        <TextInput
          label={t('valuePlans.text')}
          description={t('valuePlans.textHelp')}
          required
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={shown.text}
          maw={400}
        />
      ) : null}
      <MultiSelect
        label={t('valuePlans.priceTypes')}
        description={t('valuePlans.priceTypesHelp')}
        data={choices.map((c) => ({ value: String(c.id), label: `${c.templateName} · ${c.name}` }))}
        value={priceTypeIds}
        onChange={setPriceTypeIds}
        searchable
        error={shown.priceTypeIds}
      />
    </PlanEditor>
  );
}

/** The account's value plans: what a ticket prints where its price goes, per price type. */
export function ValuePlansSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const plans = useQuery(apiQuery(valuePlanKeys.all, listValuePlans));
  const remove = useMutation({
    mutationFn: (planId: number) => callApi(deleteValuePlan, { params: { planId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const choices = plans.data?.priceTypes ?? [];
  const priceTypeName = (id: number) => {
    const c = choices.find((x) => x.id === id);
    return c ? `${c.templateName} · ${c.name}` : String(id);
  };
  return (
    <PlansSection<ValuePlan>
      texts="valuePlans"
      rows={{
        rows: plans.data?.plans,
        error: plans.error ?? undefined,
        onRetry: () => void plans.refetch(),
      }}
      remove={remove}
      form={(plan, onDone) => <PlanForm plan={plan} choices={choices} onDone={onDone} />}
      columns={[
        {
          id: 'prints',
          header: t('valuePlans.prints'),
          value: (p) => (p.prints === 'text' ? p.text : t(`valuePlans.printsOptions.${p.prints}`)),
        },
        {
          id: 'priceTypes',
          header: t('valuePlans.priceTypes'),
          value: (p) => p.priceTypeIds.map(priceTypeName).join(', '),
          cell: (p) => <Badges labels={p.priceTypeIds.map(priceTypeName)} />,
        },
      ]}
    />
  );
}
