import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPaymentAccount, type EndpointInput, updatePaymentAccount } from '@tessera/contract';
import { type PaymentProcessor, paymentProcessors } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { QueryList } from '@/ui/QueryList';
import { paymentSettingKeys, paymentSettingQueries } from './queries';

interface Values {
  name: string;
  processor: PaymentProcessor;
  isLive: boolean;
  onboardingComplete: boolean;
  credentials: string;
}
const blank: Values = {
  name: '',
  processor: 'Stripe',
  isLive: false,
  onboardingComplete: false,
  credentials: '',
};
type Body = EndpointInput<typeof createPaymentAccount>['body'];

/** Payment accounts: processor, live flag, onboarding; credentials are write-only. */
export function PaymentAccountsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useQuery(paymentSettingQueries.accounts());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const form = useForm<Values>({ initialValues: blank });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body: Body = {
        name: values.name.trim(),
        processor: values.processor,
        isLive: values.isLive,
        onboardingComplete: values.onboardingComplete,
        ...(values.credentials ? { credentials: values.credentials } : {}),
      };
      return typeof editing === 'number'
        ? callApi(updatePaymentAccount, { params: { id: editing }, body })
        : callApi(createPaymentAccount, { body });
    },
    onSuccess: () => {
      setEditing(null);
      form.setValues(blank);
      void queryClient.invalidateQueries({ queryKey: paymentSettingKeys.accounts() });
    },
  });
  return (
    <Paper p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Stack gap={4}>
            <Title order={3}>{t('paymentSettings.accounts.title')}</Title>
            <Text c="dimmed" size="sm">
              {t('paymentSettings.accounts.intro')}
            </Text>
          </Stack>
          {editing === null ? (
            <Button
              variant="default"
              onClick={() => {
                form.setValues(blank);
                setEditing('new');
              }}
            >
              {t('paymentSettings.accounts.add')}
            </Button>
          ) : null}
        </Group>
        {editing !== null ? (
          <Paper withBorder radius="md" p="md">
            <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
              <Stack gap="sm">
                <Group grow align="flex-start">
                  <TextInput
                    label={t('paymentSettings.accounts.name')}
                    required
                    maxLength={100}
                    {...form.getInputProps('name')}
                  />
                  <Select
                    label={t('paymentSettings.accounts.processor')}
                    data={[...paymentProcessors]}
                    allowDeselect={false}
                    {...form.getInputProps('processor')}
                  />
                </Group>
                <PasswordInput
                  label={t('paymentSettings.accounts.credentials')}
                  description={
                    typeof editing === 'number'
                      ? t('paymentSettings.accounts.credentialsKeep')
                      : t('paymentSettings.accounts.credentialsHint')
                  }
                  autoComplete="off"
                  maxLength={4000}
                  {...form.getInputProps('credentials')}
                />
                <Group>
                  <Checkbox
                    label={t('paymentSettings.accounts.isLive')}
                    {...form.getInputProps('isLive', { type: 'checkbox' })}
                  />
                  <Checkbox
                    label={t('paymentSettings.accounts.onboardingComplete')}
                    {...form.getInputProps('onboardingComplete', { type: 'checkbox' })}
                  />
                </Group>
                {isApiError(save.error) ? <Alert color="red">{save.error.message}</Alert> : null}
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setEditing(null)}>
                    {t('actions.cancel')}
                  </Button>
                  <Button type="submit" loading={save.isPending}>
                    {t('actions.save')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        ) : null}
        <QueryList query={accounts} empty={t('paymentSettings.accounts.empty')}>
          {(items) => (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('paymentSettings.accounts.name')}</Table.Th>
                  <Table.Th>{t('paymentSettings.accounts.processor')}</Table.Th>
                  <Table.Th>{t('paymentSettings.accounts.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.name}</Table.Td>
                    <Table.Td>{a.processor}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge variant="light" color={a.isLive ? 'teal' : 'gray'}>
                          {a.isLive ? t('paymentSettings.accounts.live') : t('paymentSettings.accounts.test')}
                        </Badge>
                        <Badge variant="light" color={a.onboardingComplete ? 'teal' : 'orange'}>
                          {a.onboardingComplete
                            ? t('paymentSettings.accounts.onboarded')
                            : t('paymentSettings.accounts.onboardingIncomplete')}
                        </Badge>
                        {a.hasCredentials ? (
                          <Badge variant="outline" color="gray">
                            {t('paymentSettings.accounts.credentialsStored')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => {
                          form.setValues({ ...a, credentials: '' });
                          setEditing(a.id);
                        }}
                      >
                        {t('actions.edit')}
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
