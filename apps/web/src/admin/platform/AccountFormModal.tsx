import { Alert, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { newPlatformAccountInput, type PlatformAccount, platformAccountInput } from '@tessera/contract';
import { shippedLocales } from '@tessera/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { DialogActions } from '@/ui/DialogActions';
import { schemaErrors } from '@/ui/schema-errors';
import { timeZones } from '@/ui/time-zones';
import { useLocale } from '@/ui/useLocale';
import { useCreateAccount, useUpdateAccount } from './queries';

const fresh = {
  name: '',
  currency: 'USD',
  defaultLanguage: 'en-US',
  timezone: 'America/New_York',
  hostName: '',
  adminEmail: '',
  adminFirstName: '',
  adminLastName: '',
};

/** Creates an account (with its host name and first administrator) or edits one. */
export function AccountFormModal({
  account,
  onClose,
}: {
  account: PlatformAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const mutation = account ? update : create;
  const [values, setValues] = useState(account ? { ...fresh, ...account } : fresh);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...(isApiError(mutation.error) ? mutation.error.fieldErrors : {}), ...errors };
  const field = (name: keyof typeof fresh, required = true) => (
    <TextInput
      key={name}
      label={t(`admin.platform.accounts.fields.${name}`)}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
      error={shown[name]}
      required={required}
    />
  );
  const choice = (name: 'defaultLanguage' | 'timezone', data: readonly string[]) => (
    <Select
      key={name}
      label={t(`admin.platform.accounts.fields.${name}`)}
      data={data as string[]}
      value={values[name]}
      onChange={(v) => setValues({ ...values, [name]: v ?? '' })}
      error={shown[name]}
      searchable
      allowDeselect={false}
      required
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const base = {
      name: values.name,
      currency: values.currency,
      defaultLanguage: values.defaultLanguage,
      timezone: values.timezone,
    };
    if (account) {
      const found = schemaErrors(platformAccountInput, base, locale);
      setErrors(found);
      if (Object.keys(found).length === 0)
        update.mutate({ id: account.id, body: base }, { onSuccess: onClose });
      return;
    }
    const body = {
      ...base,
      hostName: values.hostName,
      adminEmail: values.adminEmail,
      adminFirstName: values.adminFirstName,
      adminLastName: values.adminLastName,
    };
    const found = schemaErrors(newPlatformAccountInput, body, locale);
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate(body, { onSuccess: onClose });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={account ? t('admin.platform.accounts.editTitle') : t('admin.platform.accounts.newTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {mutation.error && Object.keys(shown).length === 0 ? (
            <Alert color="red">{mutation.error.message}</Alert>
          ) : null}
          {field('name')}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {field('currency')}
            {choice('defaultLanguage', shippedLocales)}
            {choice('timezone', timeZones)}
          </SimpleGrid>
          {account ? null : (
            <>
              {field('hostName')}
              {field('adminEmail')}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {field('adminFirstName')}
                {field('adminLastName')}
              </SimpleGrid>
            </>
          )}
          <DialogActions
            onCancel={onClose}
            confirmLabel={account ? t('actions.save') : t('admin.platform.accounts.create')}
            loading={mutation.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
