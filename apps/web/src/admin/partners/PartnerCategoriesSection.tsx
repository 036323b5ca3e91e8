import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { PartnerCategory } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRow } from '@/ui/data-table/AddRow';
import { archivedColumn } from '@/ui/data-table/column';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { EditPanel } from '@/ui/EditPanel';
import { FailureAlert } from '@/ui/FailureAlert';
import { FormChecks } from '@/ui/FormChecks';
import { NameField } from '@/ui/FormFields';
import { Section } from '@/ui/Section';
import { partnerQueries, useSavePartnerCategory } from './queries';

/** Account settings → partners: the categories partners are put in, archivable. */
export function PartnerCategoriesSection() {
  const { t } = useTranslation();
  const list = useQuery(partnerQueries.categories());
  const save = useSavePartnerCategory();
  const [editing, setEditing] = useState<PartnerCategory | null>(null);
  return (
    <Section title={t('admin.partners.categories.title')} intro={t('admin.partners.categories.intro')}>
      <FailureAlert error={save.error} />
      <DataTable
        label={t('admin.partners.categories.title')}
        {...queryRows(list)}
        empty={t('admin.partners.categories.empty')}
        columns={[
          { id: 'name', header: t('admin.partners.fields.name') },
          archivedColumn(t('admin.partners.fields.state'), {
            live: t('admin.partners.active'),
            archived: t('admin.partners.archived'),
          }),
        ]}
        rowActions={(c) => [{ label: t('actions.edit'), onClick: () => setEditing(c) }]}
        after={
          <AddRow
            label={t('admin.partners.categories.new')}
            pending={save.isPending && !save.variables?.id}
            onAdd={(name, done) => save.mutate({ body: { name } }, { onSuccess: done })}
          />
        }
      />
      {editing ? <CategoryPanel category={editing} onClose={() => setEditing(null)} /> : null}
    </Section>
  );
}

function CategoryPanel({ category, onClose }: { category: PartnerCategory; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePartnerCategory();
  const form = useForm({ initialValues: { name: category.name, archived: category.archived } });
  return (
    <EditPanel
      title={t('admin.partners.categories.edit')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: category.id, body })}
    >
      <NameField form={form} label={t('admin.partners.fields.name')} maxLength={100} />
      <FormChecks form={form} kind="switch" fields={[['archived', t('admin.partners.fields.archived')]]} />
    </EditPanel>
  );
}
