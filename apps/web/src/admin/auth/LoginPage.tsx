import { Alert, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { DoneAlert } from '@/ui/StatusNotice';
import { AuthCard, AuthForm, AuthLinkButton, EmailField, PasswordField } from './AuthCard';
import { CodeInput } from './CodeInput';
import { type LoginFieldErrors, validateLogin } from './login-form';
import { useLogin } from './queries';
import { RecoveryForm } from './RecoveryForm';
import { safeReturnPath } from './return-path';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [recovering, setRecovering] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});

  const serverError = isApiError(login.error) ? login.error : null;
  const codeRequested = serverError?.has('auth.two_factor_required') ?? false;
  const errors: LoginFieldErrors = { ...serverError?.fieldErrors, ...fieldErrors };
  const alertTitle = serverError?.has('auth.invalid_credentials')
    ? t('admin.auth.login.failedTitle')
    : serverError?.has('auth.account_locked')
      ? t('admin.auth.login.lockedTitle')
      : serverError?.has('auth.two_factor_invalid')
        ? t('admin.auth.login.codeTitle')
        : t('pages.error.title');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { email: email.trim(), password, ...(askCode && code ? { code } : {}) };
    const found = validateLogin({ email: values.email, password }, t);
    if (askCode && !/^\d{6}$/.test(code)) found.code = t('admin.auth.login.codeInvalid');
    setFieldErrors(found);
    if (Object.keys(found).length > 0) return;
    login.mutate(values, {
      onSuccess: ({ twoFactorSetupRequired }) =>
        void navigate(twoFactorSetupRequired ? '/admin/v2/2fa' : safeReturnPath(search.get('returnTo')), {
          replace: true,
        }),
      onError: (error) => {
        if (isApiError(error) && error.has('auth.two_factor_required')) setAskCode(true);
        if (isApiError(error) && error.has('auth.two_factor_invalid')) setCode('');
      },
    });
  };

  if (recovering) {
    return (
      <AuthCard>
        <RecoveryForm initialEmail={email} onBack={() => setRecovering(false)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <AuthForm title={t('admin.auth.login.title')} onSubmit={submit}>
        {search.get('passwordSet') ? <DoneAlert>{t('admin.auth.login.passwordSet')}</DoneAlert> : null}
        {serverError && !codeRequested ? (
          <Alert color="red" variant="light" title={alertTitle}>
            {serverError.message}
          </Alert>
        ) : null}
        <EmailField
          placeholder={t('fields.email.placeholder')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          data-autofocus
        />
        <PasswordField
          label={t('fields.password.label')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
        />
        {askCode ? (
          <Stack gap={6}>
            <Text size="sm" fw={500} id="login-code-label">
              {t('admin.auth.login.code')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('admin.auth.login.codeHint')}
            </Text>
            <CodeInput value={code} onChange={setCode} invalid={Boolean(errors.code)} />
            {errors.code ? (
              <Text size="xs" c="red">
                {errors.code}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Button type="submit" loading={login.isPending} fullWidth mt="xs">
          {t('actions.signIn')}
        </Button>
        <AuthLinkButton onClick={() => setRecovering(true)}>{t('admin.auth.login.forgot')}</AuthLinkButton>
      </AuthForm>
    </AuthCard>
  );
}
