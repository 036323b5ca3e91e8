import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EventPlan } from '@tessera/contract';
import { PLAN_NAME_MAX, type PlanSelectionMode, salesChannels } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '@/ui/DateTimeInput';
import { NoteField } from '@/ui/FormFields';
import { PercentOrMoneyInput } from '@/ui/PercentOrMoneyInput';
import { Section } from '@/ui/Section';
import { SavedText } from '@/ui/StatusNotice';
import { applyServerErrors } from '@/ui/server-errors-form';
import { useFieldProps } from '@/ui/useFieldProps';
import { EventPicker, type PickedEvent } from './EventPicker';
import { fromLocalInput, toLocalInput } from './local-time';
import type { PlanBody } from './queries';

type DiscountKind = 'None' | 'Percentage' | 'FlatAmount';

function initialValues(plan: EventPlan | undefined) {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    selectionMode: (plan?.selectionMode ?? 'Flexible') as PlanSelectionMode,
    minEvents: (plan?.minEvents ?? 2) as number | string,
    maxEvents: (plan?.maxEvents ?? '') as number | string,
    discountKind: (plan?.discountKind ?? 'Percentage') as DiscountKind,
    percent: plan?.discountKind === 'Percentage' ? plan.discount / 100 : 10,
    amount: plan?.discountKind === 'FlatAmount' ? plan.discount : 0,
    salesChannels: (plan?.salesChannels ?? ['Web', 'PointOfSale', 'CallCenter']) as string[],
    startsAt: toLocalInput(plan?.startsAt ?? null),
    endsAt: toLocalInput(plan?.endsAt ?? null),
    events: (plan?.events ?? []).map((e): PickedEvent => ({ ...e })),
  };
}
type Values = ReturnType<typeof initialValues>;

const count = (v: number | string) => (v === '' ? null : Number(v));

function bodyOf(v: Values): PlanBody {
  const flexible = v.selectionMode === 'Flexible';
  return {
    name: v.name,
    description: v.description,
    selectionMode: v.selectionMode,
    minEvents: flexible ? count(v.minEvents) : null,
    maxEvents: flexible ? count(v.maxEvents) : null,
    discountKind: v.discountKind,
    discount:
      v.discountKind === 'Percentage'
        ? Math.round(v.percent * 100)
        : v.discountKind === 'FlatAmount'
          ? v.amount
          : 0,
    salesChannels: v.salesChannels as PlanBody['salesChannels'],
    startsAt: fromLocalInput(v.startsAt),
    endsAt: fromLocalInput(v.endsAt),
    events: v.events.map((e) => ({ eventId: e.eventId })),
  };
}

/** The fields of an event plan; saving sends them whole and puts refusals on their fields. */
export function EventPlanForm({
  plan,
  onSave,
  saving,
}: {
  plan?: EventPlan;
  onSave: (body: PlanBody) => Promise<unknown>;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({ initialValues: initialValues(plan) });
  const field = useFieldProps(form, 'admin.eventPlans.fields');
  const v = form.values;
  const readOnly = plan?.archived ?? false;
  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    setSaved(false);
    form.clearErrors();
    try {
      await onSave(bodyOf(values));
      setSaved(true);
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('admin.eventPlans.saveFailed')));
    }
  });
  const setEvents = (events: PickedEvent[]) => {
    form.setFieldValue('events', events);
    for (const key of Object.keys(form.errors)) if (key.startsWith('events')) form.clearFieldError(key);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {problem ? <Text c="red">{problem}</Text> : null}
        <Section title={t('admin.eventPlans.form.about')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...field('name')}
              description={t('admin.eventPlans.form.nameHint', { max: PLAN_NAME_MAX })}
              required
              maxLength={PLAN_NAME_MAX}
              disabled={readOnly}
            />
            <NoteField {...field('description')} disabled={readOnly} />
          </SimpleGrid>
        </Section>

        <Section title={t('admin.eventPlans.form.events')} intro={t('admin.eventPlans.form.eventsIntro')}>
          <SegmentedControl
            w="fit-content"
            disabled={readOnly}
            value={v.selectionMode}
            onChange={(mode) => form.setFieldValue('selectionMode', mode as PlanSelectionMode)}
            data={[
              { value: 'Fixed', label: t('admin.eventPlans.modes.Fixed') },
              { value: 'Flexible', label: t('admin.eventPlans.modes.Flexible') },
            ]}
          />
          <Text size="sm">{t(`admin.eventPlans.modes.${v.selectionMode}Hint`)}</Text>
          {v.selectionMode === 'Flexible' ? (
            <Group align="flex-start">
              <NumberInput {...field('minEvents')} min={1} allowDecimal={false} w={200} disabled={readOnly} />
              <NumberInput {...field('maxEvents')} min={1} allowDecimal={false} w={200} disabled={readOnly} />
            </Group>
          ) : null}
          <EventPicker
            value={v.events}
            onChange={setEvents}
            rowError={(i) => form.errors[`events.${i}.eventId`]}
            error={form.errors.events}
            disabled={readOnly}
          />
        </Section>

        <Section title={t('admin.eventPlans.form.pricing')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('admin.eventPlans.fields.priceRule')}
              allowDeselect={false}
              disabled={readOnly}
              data={(['None', 'Percentage', 'FlatAmount'] as const).map((kind) => ({
                value: kind,
                label: t(`admin.eventPlans.discount.kinds.${kind}`),
              }))}
              value={v.discountKind}
              onChange={(kind) => kind && form.setFieldValue('discountKind', kind as DiscountKind)}
            />
            {v.discountKind === 'None' ? null : (
              <PercentOrMoneyInput
                kind={v.discountKind}
                percentLabel={t('admin.eventPlans.fields.percentOff')}
                moneyLabel={t('admin.eventPlans.fields.amountOff')}
                value={v}
                onChange={form.setValues}
                error={form.errors.discount}
                maxPercent={100}
              />
            )}
          </SimpleGrid>
        </Section>

        <Section title={t('admin.eventPlans.form.sales')}>
          <Checkbox.Group
            label={t('admin.eventPlans.fields.salesChannels')}
            {...form.getInputProps('salesChannels')}
          >
            <Group mt={6}>
              {salesChannels.map((channel) => (
                <Checkbox
                  key={channel}
                  value={channel}
                  label={t(`channels.${channel}`)}
                  disabled={readOnly}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateTimeInput
              {...field('startsAt')}
              description={t('admin.eventPlans.form.windowHint')}
              disabled={readOnly}
            />
            <DateTimeInput
              {...field('endsAt')}
              description={t('admin.eventPlans.form.windowHint')}
              disabled={readOnly}
            />
          </SimpleGrid>
        </Section>

        {readOnly ? null : (
          <Group justify="flex-end">
            {saved && plan ? <SavedText>{t('admin.eventPlans.saved')}</SavedText> : null}
            <Button type="submit" loading={saving}>
              {plan ? t('actions.save') : t('admin.eventPlans.form.create')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
