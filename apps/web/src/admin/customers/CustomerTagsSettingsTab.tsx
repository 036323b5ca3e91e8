import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCustomerTag, deleteCustomerTag } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { NameAddForm } from '@/ui/NameAddForm';
import { QueryList } from '@/ui/QueryList';
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
        {isApiError(remove.error) ? <Alert color="red">{remove.error.message}</Alert> : null}
        <QueryList query={tags} empty={t('customers.tagSettings.empty')}>
          {(items) => (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('customers.tagSettings.name')}</Table.Th>
                  <Table.Th>{t('customers.tagSettings.customers')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((tag) => (
                  <Table.Tr key={tag.id}>
                    <Table.Td>{tag.name}</Table.Td>
                    <Table.Td>{tag.customers}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="default"
                        loading={remove.isPending && remove.variables === tag.id}
                        onClick={() => remove.mutate(tag.id)}
                      >
                        {t('actions.delete')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryList>
      </Stack>
    </Paper>
  );
}
