import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCustomerTag, deleteCustomerTag } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { NameAddForm } from '@/ui/NameAddForm';
import { RemovableList } from '@/ui/RemovableList';
import { Section } from '@/ui/Section';
import { customerKeys, customerQueries } from './queries';

/** Account settings → customer tags: the tags staff may put on customers. */
export function CustomerTagsSettingsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tags = useQuery(customerQueries.tags());
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.tags() });
  const create = useMutation({
    mutationFn: (name: string) => callApi(createCustomerTag, { body: { name } }),
    onSuccess: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (tagId: number) => callApi(deleteCustomerTag, { params: { tagId } }),
    onSuccess: () => void refresh(),
  });
  return (
    <Section title={t('customers.tagSettings.title')} intro={t('customers.tagSettings.intro')}>
      <NameAddForm
        label={t('customers.tagSettings.name')}
        addLabel={t('customers.tagSettings.add')}
        adding={create}
      />
      <RemovableList
        label={t('customers.tagSettings.title')}
        query={tags}
        empty={t('customers.tagSettings.empty')}
        remove={remove}
        columns={[
          { id: 'name', header: t('customers.tagSettings.name'), sortable: true },
          { id: 'customers', header: t('customers.tagSettings.customers'), sortable: true },
        ]}
      />
    </Section>
  );
}
