import { Badge, Button, Group, PasswordInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPaymentAccount, type EndpointInput, updatePaymentAccount } from '@tessera/contract';
import { type PaymentProcessor, paymentProcessors } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { SectionTable } from '@/ui/data-table/SectionTable';
import { queryRows } from '@/ui/data-table/sources';
import { EditPanel } from '@/ui/EditPanel';
import { FormChecks } from '@/ui/FormChecks';
import { NameField } from '@/ui/FormFields';
import { useFieldProps } from '@/ui/useFieldProps';
import { paymentSettingKeys, paymentSettingQueries } from './queries';

interface Values {
  name: string;
  processor: PaymentProcessor;
  isLive: boolean;
  onboardingComplete: boolean;
  credentials: string;
  /** A Stripe account's keys (all three, or none to keep the stored ones). */
  stripe: { secretKey: string; publishableKey: string; webhookSigningSecret: string };
}
const noKeys = { secretKey: '', publishableKey: '', webhookSigningSecret: '' };
const blank: Values = {
  name: '',
  processor: 'Stripe',
  isLive: false,
  onboardingComplete: false,
  credentials: '',
  stripe: noKeys,
};
type Body = EndpointInput<typeof createPaymentAccount>['body'];

/** Payment accounts: processor, live flag, onboarding; credentials are write-only. */
export function PaymentAccountsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useQuery(paymentSettingQueries.accounts());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const form = useForm<Values>({ initialValues: blank });
  const field = useFieldProps(form, 'paymentSettings.accounts');
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body: Body = {
        name: values.name.trim(),
        processor: values.processor,
        isLive: values.isLive,
        onboardingComplete: values.onboardingComplete,
        ...(values.processor !== 'Stripe' && values.credentials ? { credentials: values.credentials } : {}),
        ...(values.processor === 'Stripe' && Object.values(values.stripe).some((k) => k.trim())
          ? {
              stripe: {
                secretKey: values.stripe.secretKey.trim(),
                publishableKey: values.stripe.publishableKey.trim(),
                webhookSigningSecret: values.stripe.webhookSigningSecret.trim(),
              },
            }
          : {}),
      };
      return typeof editing === 'number'
        ? callApi(updatePaymentAccount, { params: { id: editing }, body })
        : callApi(createPaymentAccount, { body });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentSettingKeys.accounts() }),
  });
  const open = (id: number | 'new', values: Values) => {
    form.setValues(values);
    setEditing(id);
  };
  return (
    <SectionTable
      title={t('paymentSettings.accounts.title')}
      intro={t('paymentSettings.accounts.intro')}
      actions={
        <Button variant="default" onClick={() => open('new', blank)}>
          {t('paymentSettings.accounts.add')}
        </Button>
      }
      {...queryRows(accounts)}
      empty={t('paymentSettings.accounts.empty')}
      columns={[
        { id: 'name', header: t('paymentSettings.accounts.name'), sortable: true },
        { id: 'processor', header: t('paymentSettings.accounts.processor'), sortable: true },
        {
          id: 'status',
          header: t('paymentSettings.accounts.status'),
          cell: (a) => (
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
                <Badge variant="outline" color="gray" tt="none">
                  {a.credentialsHint ?? t('paymentSettings.accounts.credentialsStored')}
                </Badge>
              ) : null}
            </Group>
          ),
        },
      ]}
      rowActions={(a) => [
        {
          label: t('actions.edit'),
          onClick: () => open(a.id, { ...a, credentials: '', stripe: noKeys }),
        },
      ]}
    >
      {editing !== null ? (
        <EditPanel
          title={t('paymentSettings.accounts.title')}
          form={form}
          onClose={() => setEditing(null)}
          onSave={(values) => save.mutateAsync(values)}
        >
          <Group grow align="flex-start">
            <NameField form={form} label={t('paymentSettings.accounts.name')} maxLength={100} />
            <Select {...field('processor')} data={[...paymentProcessors]} allowDeselect={false} />
          </Group>
          {form.values.processor === 'Stripe' ? (
            <>
              <PasswordInput
                label={t('paymentSettings.accounts.stripeSecretKey')}
                description={
                  typeof editing === 'number'
                    ? t('paymentSettings.accounts.stripeKeysKeep')
                    : t('paymentSettings.accounts.credentialsHint')
                }
                placeholder="sk_live_…"
                autoComplete="off"
                {...form.getInputProps('stripe.secretKey')}
              />
              <TextInput
                label={t('paymentSettings.accounts.stripePublishableKey')}
                placeholder="pk_live_…"
                autoComplete="off"
                {...form.getInputProps('stripe.publishableKey')}
              />
              <PasswordInput
                label={t('paymentSettings.accounts.stripeWebhookSecret')}
                description={t('paymentSettings.accounts.stripeWebhookHint')}
                placeholder="whsec_…"
                autoComplete="off"
                {...form.getInputProps('stripe.webhookSigningSecret')}
              />
            </>
          ) : (
            <PasswordInput
              {...field('credentials')}
              description={
                typeof editing === 'number'
                  ? t('paymentSettings.accounts.credentialsKeep')
                  : t('paymentSettings.accounts.credentialsHint')
              }
              autoComplete="off"
              maxLength={4000}
            />
          )}
          <Group>
            <FormChecks
              form={form}
              fields={[
                ['isLive', t('paymentSettings.accounts.isLive')],
                ['onboardingComplete', t('paymentSettings.accounts.onboardingComplete')],
              ]}
            />
          </Group>
        </EditPanel>
      ) : null}
    </SectionTable>
  );
}
