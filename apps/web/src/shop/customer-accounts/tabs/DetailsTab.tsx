import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type CustomerProfile, updateCustomerDetails } from '@tessera/contract';
import { consumerTitles } from '@tessera/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { customerKeys, customerQueries } from '../queries';

const blankAddress = { line1: '', line2: '', city: '', region: '', postalCode: '', country: 'US' };

function initial(c: CustomerProfile) {
  return {
    title: c.title,
    firstName: c.firstName,
    lastName: c.lastName,
    phone: c.phone,
    address: c.address ?? blankAddress,
  };
}

/** Name, phone and address; the zip code needs at least 5 digits. */
export function DetailsTab() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const customer = useSuspenseQuery(customerQueries.session()).data.customer!;
  const [values, setValues] = useState(() => initial(customer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const hasAddress = Object.entries(values.address).some(([k, v]) => k !== 'country' && v.trim() !== '');
  const body = { ...values, address: hasAddress ? values.address : null };
  const save = useMutation({
    mutationFn: () => callApi(updateCustomerDetails, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(
        customerKeys.session(),
        (old: { customer: CustomerProfile | null } | undefined) =>
          old ? { ...old, customer: profile } : old,
      );
    },
  });
  const shown = { ...(isApiError(save.error) ? save.error.fieldErrors : {}), ...errors };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = schemaErrors(updateCustomerDetails.body, body, locale);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const address = (name: keyof typeof blankAddress, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={values.address[name]}
      onChange={(e) => {
        save.reset();
        setValues({ ...values, address: { ...values.address, [name]: e.currentTarget.value } });
      }}
      error={shown[`address.${name}`]}
      {...extra}
    />
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            {t('shopAccount.details.email', { email: customer.email })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('shopAccount.fields.title')}
              data={[...consumerTitles]}
              value={values.title}
              onChange={(v) => setValues({ ...values, title: v as CustomerProfile['title'] })}
              clearable
            />
            <TextInput
              label={t('shopAccount.fields.firstName')}
              value={values.firstName}
              onChange={(e) => setValues({ ...values, firstName: e.currentTarget.value })}
              error={shown.firstName}
              required
            />
            <TextInput
              label={t('shopAccount.fields.lastName')}
              value={values.lastName}
              onChange={(e) => setValues({ ...values, lastName: e.currentTarget.value })}
              error={shown.lastName}
              required
            />
          </SimpleGrid>
          <TextInput
            label={t('shopAccount.fields.phone')}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => setValues({ ...values, phone: e.currentTarget.value })}
            error={shown.phone}
            maw={{ sm: 320 }}
          />
          <Text fw={600}>{t('shopAccount.details.address')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {address('line1', t('shopAccount.fields.line1'), { autoComplete: 'address-line1' })}
            {address('line2', t('shopAccount.fields.line2'), { autoComplete: 'address-line2' })}
            {address('city', t('shopAccount.fields.city'), { autoComplete: 'address-level2' })}
            {address('region', t('shopAccount.fields.region'), { autoComplete: 'address-level1' })}
            {address('postalCode', t('shopAccount.fields.postalCode'), {
              autoComplete: 'postal-code',
              inputMode: 'numeric',
            })}
            {address('country', t('shopAccount.fields.country'), { autoComplete: 'country', maxLength: 2 })}
          </SimpleGrid>
          {save.isSuccess ? <Alert color="green">{t('shopAccount.details.saved')}</Alert> : null}
          {save.error && !Object.keys(shown).length ? (
            <Alert color="red">
              {isApiError(save.error) ? save.error.message : t('errors.common.internal')}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('shopAccount.details.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
