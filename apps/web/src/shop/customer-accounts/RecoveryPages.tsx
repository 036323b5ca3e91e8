import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { requestCustomerPasswordReset, resetCustomerPassword } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { usePageTitle } from '@/ui/usePageTitle';
import { ShopAuthCard } from './ShopAuthCard';

/** /shop/account/forgotpassword */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopAccount.forgot.title'));
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: () => callApi(requestCustomerPasswordReset, { body: { email } }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    request.mutate();
  };
  return (
    <ShopAuthCard title={t('shopAccount.forgot.title')}>
      {request.isSuccess ? (
        <Alert color="green">{t('shopAccount.forgot.sent', { email })}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('shopAccount.forgot.intro')}
            </Text>
            {isApiError(request.error) ? <Alert color="red">{request.error.message}</Alert> : null}
            <TextInput
              label={t('shopAccount.fields.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={isApiError(request.error) ? request.error.fieldErrors.email : undefined}
              required
            />
            <Button type="submit" loading={request.isPending} fullWidth>
              {t('shopAccount.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/shop/account/login" size="sm">
        {t('shopAccount.verify.toSignIn')}
      </Anchor>
    </ShopAuthCard>
  );
}

/** /shop/account/reset-password?token=…: a new password from the mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopAccount.reset.title'));
  const { locale } = useLocale();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = useMutation({
    mutationFn: () => callApi(resetCustomerPassword, { body: { token, password, confirmPassword } }),
    onSuccess: () => void navigate('/shop/account/login?reset=1', { replace: true }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = schemaErrors(resetCustomerPassword.body, { token, password, confirmPassword }, locale);
    setErrors(found);
    if (Object.keys(found).length === 0) reset.mutate();
  };
  const shown = { ...(isApiError(reset.error) ? reset.error.fieldErrors : {}), ...errors };
  return (
    <ShopAuthCard title={t('shopAccount.reset.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {isApiError(reset.error) && reset.error.has('auth.reset_token_invalid') ? (
            <Alert color="red" role="alert">
              {reset.error.message}{' '}
              <Anchor component={Link} to="/shop/account/forgotpassword">
                {t('shopAccount.reset.requestNew')}
              </Anchor>
            </Alert>
          ) : null}
          {shown.token ? <Alert color="red">{t('errors.auth.reset_token_invalid')}</Alert> : null}
          <PasswordInput
            label={t('shopAccount.fields.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={shown.password}
            required
          />
          <PasswordInput
            label={t('shopAccount.fields.confirmPassword')}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.currentTarget.value)}
            error={shown.confirmPassword}
            required
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('shopAccount.reset.submit')}
          </Button>
        </Stack>
      </form>
    </ShopAuthCard>
  );
}
