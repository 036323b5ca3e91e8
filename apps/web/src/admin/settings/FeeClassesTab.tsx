import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { archiveFeeClass, createFeeClass, listFeeClasses, reactivateFeeClass } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { DataTable } from '@/ui/data-table/DataTable';
import { ArchivedFilter } from '@/ui/data-table/filters';
import { queryRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { FailureAlert } from '@/ui/FailureAlert';
import { NameAddForm } from '@/ui/NameAddForm';
import { Section } from '@/ui/Section';

const feeClassKeys = {
  all: ['admin', 'feeClasses'] as const,
  list: (archived: boolean) => [...feeClassKeys.all, { archived }] as const,
};

/** Account settings → payments: fee classes, archivable and reactivatable, names unique. */
export function FeeClassesTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const view = useTableView();
  const archived = view.filter('archived') === 'true';
  const list = useQuery({
    queryKey: feeClassKeys.list(archived),
    queryFn: () => callApi(listFeeClasses, { query: { archived: archived ? 'true' : 'false' } }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: feeClassKeys.all });
  const create = useMutation({
    mutationFn: (value: string) => callApi(createFeeClass, { body: { name: value } }),
    onSuccess: () => void refresh(),
  });
  const toggle = useMutation({
    mutationFn: (input: { id: number; archive: boolean }) =>
      callApi(input.archive ? archiveFeeClass : reactivateFeeClass, { params: { id: input.id } }),
    onSuccess: () => void refresh(),
  });
  return (
    <Section
      title={t('admin.accountSettings.feeClasses.title')}
      intro={t('admin.accountSettings.feeClasses.intro')}
    >
      <NameAddForm
        label={t('admin.accountSettings.feeClasses.name')}
        addLabel={t('actions.add')}
        adding={create}
      />
      <FailureAlert error={toggle.error} />
      <DataTable
        label={t('admin.accountSettings.feeClasses.title')}
        view={view}
        toolbar={<ArchivedFilter view={view} />}
        hideHeader
        {...queryRows(list)}
        empty={t('admin.accountSettings.feeClasses.empty')}
        columns={[{ id: 'name', header: t('admin.accountSettings.feeClasses.name') }]}
        rowActions={(feeClass) => [
          {
            label: t(
              feeClass.archived
                ? 'admin.accountSettings.feeClasses.reactivate'
                : 'admin.accountSettings.feeClasses.archive',
            ),
            loading: toggle.isPending && toggle.variables?.id === feeClass.id,
            onClick: () => toggle.mutate({ id: feeClass.id, archive: !feeClass.archived }),
          },
        ]}
      />
    </Section>
  );
}
