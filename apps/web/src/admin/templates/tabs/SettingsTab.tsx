import { Checkbox, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type EventTemplate, listDeliveryPlans } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { DescriptionField } from '@/ui/FormFields';
import { NamedChecks } from '@/ui/NamedChecks';
import { useFieldProps } from '@/ui/useFieldProps';
import { SectionShell } from '../SectionShell';
import { TicketTextFields } from '../TicketTextFields';
import { useSectionForm } from '../useSectionForm';
import { TemplateImages } from './TemplateImages';

type BasicInfo = EventTemplate['basicInfo'];
const checkboxes = [
  'active',
  'dateTbd',
  'timeTbd',
  'dontLeaveSingleSeats',
  'useHeavyOnSale',
  'waiveExchangeFees',
] as const satisfies readonly (keyof BasicInfo)[];

/** The template's checkbox and text parameters: every event made from it starts with them. */
function BasicInfoForm({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const { form, shell } = useSectionForm(template, 'basicInfo');
  const plans = useQuery({ queryKey: ['admin', 'deliveryPlans'], queryFn: () => callApi(listDeliveryPlans) });
  const text = (name: Exclude<keyof BasicInfo, 'deliveryPlanId'>, max = 100) => (
    <TextInput label={t(`admin.templates.basicInfo.${name}`)} maxLength={max} {...form.getInputProps(name)} />
  );
  return (
    <SectionShell {...shell} intro={t('admin.templates.basicInfo.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('name', 200)}
        {text('alternateName', 200)}
      </SimpleGrid>
      <DescriptionField form={form} label={t('admin.templates.basicInfo.description')} />
      <Text fw={600} size="sm">
        {t('admin.templates.basicInfo.checkboxes')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} verticalSpacing="sm">
        {checkboxes.map((name) => (
          <Checkbox
            key={name}
            label={t(`admin.templates.basicInfo.${name}`)}
            {...form.getInputProps(name, { type: 'checkbox' })}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{text('dateTbdDescription', 200)}</SimpleGrid>
      <Select
        label={t('deliveryPlans.templateField')}
        description={t('deliveryPlans.templateHelp')}
        placeholder={t('deliveryPlans.templateNone')}
        data={(plans.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={form.values.deliveryPlanId === null ? null : String(form.values.deliveryPlanId)}
        onChange={(v) => form.setFieldValue('deliveryPlanId', v === null ? null : Number(v))}
        error={form.errors.deliveryPlanId}
        clearable
        maw={400}
      />
      <TicketTextFields form={form} />
    </SectionShell>
  );
}

function EmailForm({ template }: { template: EventTemplate }) {
  const { form, shell } = useSectionForm(template, 'email');
  const field = useFieldProps(form, 'admin.templates.email');
  return (
    <SectionShell {...shell}>
      <NamedChecks
        form={form}
        kind="switch"
        labels="admin.templates.email"
        names={['preEventEmail', 'postEventEmail']}
      />
      <Textarea {...field('orderNotes')} autosize minRows={2} maxLength={4000} />
    </SectionShell>
  );
}

export function SettingsTab({ template }: { template: EventTemplate }) {
  return (
    <>
      <BasicInfoForm template={template} />
      <TemplateImages template={template} />
      <EmailForm template={template} />
    </>
  );
}
