import { Alert, Button, Group, List, Paper, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { changeCustomerPassword } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { DeleteAccountSection } from './DeleteAccountSection';

const empty = { currentPassword: '', password: '', confirmPassword: '' };

/** Change the password: the current one, then the new one twice (§5 rules). */
export function PasswordTab() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: () => callApi(changeCustomerPassword, { body: values }),
    onSuccess: () => setValues(empty),
  });
  const shown = { ...(isApiError(change.error) ? change.error.fieldErrors : {}), ...errors };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = schemaErrors(changeCustomerPassword.body, values, locale);
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate();
  };
  const input = (name: keyof typeof empty, label: string, autoComplete: string) => (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => {
        change.reset();
        setValues({ ...values, [name]: e.currentTarget.value });
      }}
      error={shown[name]}
      required
    />
  );
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={520}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {input('currentPassword', t('shopAccount.fields.currentPassword'), 'current-password')}
            {input('password', t('shopAccount.fields.newPassword'), 'new-password')}
            {input('confirmPassword', t('shopAccount.fields.confirmPassword'), 'new-password')}
            <List size="xs" c="dimmed" spacing={2}>
              <List.Item>{t('shopAccount.passwordRules.length')}</List.Item>
              <List.Item>{t('shopAccount.passwordRules.kinds')}</List.Item>
            </List>
            {change.isSuccess ? <Alert color="green">{t('shopAccount.password.changed')}</Alert> : null}
            {change.error && !isApiError(change.error) ? (
              <Alert color="red">{t('errors.common.internal')}</Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={change.isPending}>
                {t('shopAccount.password.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <DeleteAccountSection />
    </Stack>
  );
}
