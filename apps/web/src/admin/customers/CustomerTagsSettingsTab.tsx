import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCustomerTag, deleteCustomerTag } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { NameAddForm } from '@/ui/NameAddForm';
import { RemovableList } from '@/ui/RemovableList';
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
    <Paper p="lg" radius="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3}>{t('customers.tagSettings.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('customers.tagSettings.intro')}
          </Text>
        </Stack>
        <NameAddForm
          label={t('customers.tagSettings.name')}
          addLabel={t('customers.tagSettings.add')}
          onAdd={(name) => create.mutateAsync(name)}
          pending={create.isPending}
          error={create.error}
        />
        <RemovableList
          query={tags}
          empty={t('customers.tagSettings.empty')}
          remove={remove}
          headers={[t('customers.tagSettings.name'), t('customers.tagSettings.customers')]}
          cells={(tag) => (
            <>
              <Table.Td>{tag.name}</Table.Td>
              <Table.Td>{tag.customers}</Table.Td>
            </>
          )}
        />
      </Stack>
    </Paper>
  );
}
