import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { Partner } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { archivedColumn } from '@/ui/data-table/column';
import { EditableSection } from '@/ui/data-table/EditableSection';
import { EditPanel } from '@/ui/EditPanel';
import { FormChecks } from '@/ui/FormChecks';
import { NameField } from '@/ui/FormFields';
import { useFieldProps } from '@/ui/useFieldProps';
import { PartnerCategoriesSection } from './PartnerCategoriesSection';
import { partnerQueries, useSavePartner } from './queries';

type Editing = Partner | { name: string };

/** Account settings → partners: resellers and group-sales agencies, and their categories. */
export function PartnersTab() {
  const { t } = useTranslation();
  const list = useQuery(partnerQueries.list());
  return (
    <Stack gap="lg">
      <EditableSection
        title={t('admin.partners.title')}
        intro={t('admin.partners.intro')}
        list={list}
        empty={t('admin.partners.empty')}
        columns={[
          { id: 'name', header: t('admin.partners.fields.name'), sortable: true },
          {
            id: 'category',
            header: t('admin.partners.fields.category'),
            value: (p) => p.category?.name ?? '—',
            visibleFrom: 'sm',
          },
          {
            id: 'contact',
            header: t('admin.partners.fields.contact'),
            value: (p) => [p.contactName, p.email, p.phone].filter(Boolean).join(' · ') || '—',
            visibleFrom: 'md',
          },
          { id: 'users', header: t('admin.partners.fields.users'), align: 'right', visibleFrom: 'sm' },
          archivedColumn(t('admin.partners.fields.state'), {
            live: t('admin.partners.active'),
            archived: t('admin.partners.archived'),
          }),
        ]}
        newLabel={t('admin.partners.new')}
        panel={(partner, close) => <PartnerPanel partner={partner} onClose={close} />}
      />
      <PartnerCategoriesSection />
    </Stack>
  );
}

function PartnerPanel({ partner, onClose }: { partner: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePartner();
  const categories = useQuery(partnerQueries.categories());
  const existing = 'id' in partner ? partner : null;
  const form = useForm({
    initialValues: {
      name: partner.name,
      categoryId: existing?.category ? String(existing.category.id) : '',
      contactName: existing?.contactName ?? '',
      email: existing?.email ?? '',
      phone: existing?.phone ?? '',
      archived: existing?.archived ?? false,
    },
  });
  const field = useFieldProps(form, 'admin.partners.fields');
  // Archived categories are offered only to the partner already in one.
  const options = (categories.data ?? [])
    .filter((c) => !c.archived || c.id === existing?.category?.id)
    .map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <EditPanel
      title={existing ? t('admin.partners.edit') : t('admin.partners.new')}
      form={form}
      onClose={onClose}
      onSave={(v) =>
        save.mutateAsync({
          id: existing?.id,
          body: { ...v, categoryId: v.categoryId ? Number(v.categoryId) : null },
        })
      }
    >
      <NameField form={form} label={t('admin.partners.fields.name')} maxLength={100} />
      <Select
        label={t('admin.partners.fields.category')}
        placeholder={t('admin.partners.noCategory')}
        data={options}
        clearable
        {...form.getInputProps('categoryId')}
        value={form.values.categoryId || null}
        onChange={(v) => form.setFieldValue('categoryId', v ?? '')}
      />
      <TextInput {...field('contactName')} maxLength={100} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.email.label')}
          type="email"
          maxLength={254}
          {...form.getInputProps('email')}
        />
        <TextInput {...field('phone')} type="tel" maxLength={40} />
      </SimpleGrid>
      <FormChecks form={form} kind="switch" fields={[['archived', t('admin.partners.fields.archived')]]} />
    </EditPanel>
  );
}
