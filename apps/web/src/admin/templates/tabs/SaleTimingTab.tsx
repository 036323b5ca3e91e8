import { Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { EventTemplate } from '@tessera/contract';
import { dateParameters, offsetUnits, timeModes } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '@/ui/DateTimeInput';
import { EmptyNote } from '@/ui/EmptyNote';
import { AddRowButton, RemoveButton } from '@/ui/RemoveButton';
import { useFieldProps } from '@/ui/useFieldProps';
import { SectionShell } from '../SectionShell';
import { useSectionForm } from '../useSectionForm';

function EventPeriodsAndCutoff({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const { form, shell } = useSectionForm(template, 'saleTiming');
  const field = useFieldProps(form, 'admin.templates.saleTiming');
  const periods = form.values.eventPeriods;
  return (
    <SectionShell {...shell} intro={t('admin.templates.saleTiming.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput {...field('basketExpirationMinutes')} min={1} max={120} allowDecimal={false} />
        <Select
          label={t('admin.templates.saleTiming.cutoffType')}
          allowDeselect={false}
          data={(['MinutesBeforeStart', 'AtTimeOnEventDay'] as const).map((value) => ({
            value,
            label: t(`admin.templates.saleTiming.cutoffTypes.${value}`),
          }))}
          {...form.getInputProps('salesCutoff.type')}
        />
        {form.values.salesCutoff.type === 'MinutesBeforeStart' ? (
          <NumberInput
            label={t('admin.templates.saleTiming.cutoffMinutes')}
            min={0}
            allowDecimal={false}
            {...form.getInputProps('salesCutoff.minutes')}
          />
        ) : (
          <TextInput
            type="time"
            label={t('admin.templates.saleTiming.cutoffTime')}
            {...form.getInputProps('salesCutoff.time')}
          />
        )}
      </SimpleGrid>
      <Stack gap="xs">
        <Text fw={600}>{t('admin.templates.saleTiming.eventPeriods')}</Text>
        <EmptyNote rows={periods}>{t('admin.templates.saleTiming.noPeriods')}</EmptyNote>
        {periods.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by their index
          <Group key={`period-${i}`} align="flex-start">
            <TextInput
              type="date"
              label={t('admin.templates.saleTiming.periodStart', { n: i + 1 })}
              {...form.getInputProps(`eventPeriods.${i}.start`)}
            />
            <TextInput
              type="date"
              label={t('admin.templates.saleTiming.periodEnd', { n: i + 1 })}
              {...form.getInputProps(`eventPeriods.${i}.end`)}
            />
            <RemoveButton
              mt={28}
              label={t('admin.templates.saleTiming.removePeriod', { n: i + 1 })}
              onClick={() => form.removeListItem('eventPeriods', i)}
            />
          </Group>
        ))}
        <AddRowButton onClick={() => form.insertListItem('eventPeriods', { start: '', end: '' })}>
          {t('admin.templates.saleTiming.addPeriod')}
        </AddRowButton>
      </Stack>
    </SectionShell>
  );
}

function DateRules({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const { form, shell } = useSectionForm(template, 'dateRules');
  const rules = form.values.rules;
  const parameterOptions = dateParameters.map((p) => ({
    value: p,
    label: t(`admin.templates.dateParameters.${p}`),
  }));
  return (
    <SectionShell {...shell} intro={t('admin.templates.dateRules.intro')}>
      <EmptyNote rows={rules}>{t('admin.templates.dateRules.none')}</EmptyNote>
      {rules.map((rule, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by their index
        <Group key={`rule-${i}`} align="flex-start" wrap="wrap" gap="sm">
          <Select
            w={230}
            label={t('admin.templates.dateRules.parameter')}
            data={parameterOptions}
            allowDeselect={false}
            searchable
            {...form.getInputProps(`rules.${i}.parameter`)}
          />
          <Select
            w={250}
            label={t('admin.templates.dateRules.mode')}
            allowDeselect={false}
            data={timeModes.map((m) => ({ value: m, label: t(`admin.templates.timeModes.${m}`) }))}
            {...form.getInputProps(`rules.${i}.mode`)}
          />
          {rule.mode === 'SetToSpecifiedDate' ? (
            <DateTimeInput
              label={t('admin.templates.dateRules.specified')}
              {...form.getInputProps(`rules.${i}.specified`)}
            />
          ) : (
            <>
              <Select
                w={230}
                label={t('admin.templates.dateRules.relativeTo')}
                data={parameterOptions}
                placeholder={t('admin.templates.dateParameters.LocalDate')}
                clearable
                searchable
                {...form.getInputProps(`rules.${i}.relativeTo`)}
              />
              <NumberInput
                w={110}
                label={t('admin.templates.dateRules.offset')}
                allowDecimal={false}
                value={rule.offset?.amount ?? 0}
                onChange={(v) =>
                  form.setFieldValue(`rules.${i}.offset`, {
                    amount: Number(v) || 0,
                    unit: rule.offset?.unit ?? 'Days',
                  })
                }
              />
              <Select
                w={120}
                label={t('admin.templates.dateRules.unit')}
                allowDeselect={false}
                data={offsetUnits.map((u) => ({ value: u, label: t(`admin.templates.offsetUnits.${u}`) }))}
                value={rule.offset?.unit ?? 'Days'}
                onChange={(v) =>
                  form.setFieldValue(`rules.${i}.offset`, {
                    amount: rule.offset?.amount ?? 0,
                    unit: v ?? 'Days',
                  })
                }
              />
            </>
          )}
          <RemoveButton
            mt={28}
            label={t('admin.templates.dateRules.remove')}
            onClick={() => form.removeListItem('rules', i)}
          />
          {form.errors[`rules.${i}`] ? (
            <Text c="red" size="sm" w="100%">
              {form.errors[`rules.${i}`]}
            </Text>
          ) : null}
        </Group>
      ))}
      <AddRowButton
        onClick={() =>
          form.insertListItem('rules', {
            parameter: 'LocalOnSaleDate',
            mode: 'SetToParameterWithOffset',
            offset: { amount: -30, unit: 'Days' },
          })
        }
      >
        {t('admin.templates.dateRules.add')}
      </AddRowButton>
    </SectionShell>
  );
}

export function SaleTimingTab({ template }: { template: EventTemplate }) {
  return (
    <>
      <EventPeriodsAndCutoff template={template} />
      <DateRules template={template} />
    </>
  );
}
