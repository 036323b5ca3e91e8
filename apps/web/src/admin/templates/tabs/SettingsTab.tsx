import { SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { EventTemplate } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { SectionShell } from '../SectionShell';
import { useSectionForm } from '../useSectionForm';

function BasicInfoForm({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const { form, submit, ...state } = useSectionForm(template, 'basicInfo');
  const text = (name: keyof EventTemplate['basicInfo'], max = 100) => (
    <TextInput label={t(`admin.templates.basicInfo.${name}`)} maxLength={max} {...form.getInputProps(name)} />
  );
  return (
    <SectionShell title={t('admin.templates.basicInfo.title')} onSubmit={submit} {...state}>
      <Textarea
        label={t('admin.templates.basicInfo.description')}
        autosize
        minRows={3}
        maxLength={4000}
        {...form.getInputProps('description')}
      />
      {text('alternateName', 200)}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('hardTicketLine1')}
        {text('hardTicketLine2')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('ticketText1')}
        {text('ticketText2')}
        {text('ticketText3')}
      </SimpleGrid>
    </SectionShell>
  );
}

function EmailForm({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const { form, submit, ...state } = useSectionForm(template, 'email');
  return (
    <SectionShell title={t('admin.templates.email.title')} onSubmit={submit} {...state}>
      <Switch
        label={t('admin.templates.email.preEventEmail')}
        {...form.getInputProps('preEventEmail', { type: 'checkbox' })}
      />
      <Switch
        label={t('admin.templates.email.postEventEmail')}
        {...form.getInputProps('postEventEmail', { type: 'checkbox' })}
      />
      <Textarea
        label={t('admin.templates.email.orderNotes')}
        autosize
        minRows={2}
        maxLength={4000}
        {...form.getInputProps('orderNotes')}
      />
    </SectionShell>
  );
}

export function SettingsTab({ template }: { template: EventTemplate }) {
  return (
    <>
      <BasicInfoForm template={template} />
      <EmailForm template={template} />
    </>
  );
}
