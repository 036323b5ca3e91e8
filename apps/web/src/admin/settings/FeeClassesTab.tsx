import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { archiveFeeClass, createFeeClass, listFeeClasses, reactivateFeeClass } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { QueryList } from '@/ui/QueryList';

const feeClassKeys = {
  all: ['admin', 'feeClasses'] as const,
  list: (archived: boolean) => [...feeClassKeys.all, { archived }] as const,
};

/** Account settings → payments: fee classes, archivable and reactivatable, names unique. */
export function FeeClassesTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [archived, setArchived] = useState(false);
  const [name, setName] = useState('');
  const list = useQuery({
    queryKey: feeClassKeys.list(archived),
    queryFn: () => callApi(listFeeClasses, { query: { archived: archived ? 'true' : 'false' } }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: feeClassKeys.all });
  const create = useMutation({
    mutationFn: (value: string) => callApi(createFeeClass, { body: { name: value } }),
    onSuccess: () => {
      setName('');
      void refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: (input: { id: number; archive: boolean }) =>
      callApi(input.archive ? archiveFeeClass : reactivateFeeClass, { params: { id: input.id } }),
    onSuccess: () => void refresh(),
  });
  const failure = create.error ?? toggle.error;
  return (
    <Paper p="lg" radius="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3}>{t('admin.accountSettings.feeClasses.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('admin.accountSettings.feeClasses.intro')}
          </Text>
        </Stack>
        <Group
          component="form"
          align="flex-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) create.mutate(name.trim());
          }}
        >
          <TextInput
            label={t('admin.accountSettings.feeClasses.name')}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.currentTarget.value)}
            error={isApiError(create.error) ? create.error.message : undefined}
          />
          <Button type="submit" loading={create.isPending}>
            {t('actions.add')}
          </Button>
        </Group>
        {isApiError(toggle.error) ? <Alert color="red">{toggle.error.message}</Alert> : null}
        <SegmentedControl
          w="fit-content"
          value={archived ? 'archived' : 'active'}
          onChange={(v) => setArchived(v === 'archived')}
          data={[
            { value: 'active', label: t('admin.accountSettings.feeClasses.active') },
            { value: 'archived', label: t('admin.accountSettings.feeClasses.archived') },
          ]}
        />
        <QueryList query={list} empty={t('admin.accountSettings.feeClasses.empty')}>
          {(items) => (
            <Table>
              <Table.Tbody>
                {items.map((feeClass) => (
                  <Table.Tr key={feeClass.id}>
                    <Table.Td>{feeClass.name}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="default"
                        loading={toggle.isPending && toggle.variables?.id === feeClass.id}
                        onClick={() => toggle.mutate({ id: feeClass.id, archive: !feeClass.archived })}
                      >
                        {t(
                          feeClass.archived
                            ? 'admin.accountSettings.feeClasses.reactivate'
                            : 'admin.accountSettings.feeClasses.archive',
                        )}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryList>
        {failure && !isApiError(failure) ? <Alert color="red">{t('errors.common.internal')}</Alert> : null}
      </Stack>
    </Paper>
  );
}
