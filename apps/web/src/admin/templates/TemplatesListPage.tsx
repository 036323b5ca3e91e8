import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { archivableFilter, SearchAndArchivedFilters } from '@/ui/data-table/archivable-list';
import { NameLink } from '@/ui/data-table/cells';
import { ListPage } from '@/ui/data-table/ListPage';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { EditPanel } from '@/ui/EditPanel';
import { NameField } from '@/ui/FormFields';
import { templateQueries, useCreateTemplate } from './queries';

function NewTemplateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (v) => (v.trim() ? null : t('fields.required')) },
  });
  return (
    <EditPanel
      opened={opened}
      title={t('admin.templates.list.new')}
      form={form}
      submitLabel={t('actions.create')}
      onClose={onClose}
      onSave={async ({ name }) => {
        const template = await create.mutateAsync(name.trim());
        navigate(`/admin/v2/event-template/${template.id}`);
      }}
    >
      <NameField form={form} label={t('admin.templates.fields.name')} maxLength={100} />
    </EditPanel>
  );
}

/** /admin/v2/event-templates: search, active or archived, paging in the URL. */
export function TemplatesListPage() {
  const { t } = useTranslation();
  const view = useTableView();
  const list = useQuery(templateQueries.list(archivableFilter(view)));
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title={t('admin.templates.list.title')}
      intro={t('admin.templates.list.intro')}
      pageActions={<Button onClick={() => setCreating(true)}>{t('admin.templates.list.new')}</Button>}
      view={view}
      toolbar={<SearchAndArchivedFilters view={view} label={t('admin.templates.list.search')} />}
      {...pagedRows(list)}
      empty={t('admin.templates.list.empty')}
      minWidth={520}
      columns={[
        {
          id: 'name',
          header: t('admin.templates.fields.name'),
          cell: (item) => (
            <NameLink to={`/admin/v2/event-template/${item.id}`} archived={item.archived}>
              {item.name}
            </NameLink>
          ),
        },
        { id: 'updated', header: t('admin.templates.list.updated'), date: (item) => item.updatedAt },
      ]}
    >
      <NewTemplateModal opened={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}
