import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { type LoginFieldErrors, validateLogin } from './login-form';
import { useLogin } from './queries';
import { safeReturnPath } from './return-path';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});

  const serverError = isApiError(login.error) ? login.error : null;
  const invalidCredentials = serverError?.has('auth.invalid_credentials') ?? false;
  const errors: LoginFieldErrors = { ...serverError?.fieldErrors, ...fieldErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { email: email.trim(), password };
    const found = validateLogin(values, t);
    setFieldErrors(found);
    if (Object.keys(found).length > 0) return;
    login.mutate(values, {
      onSuccess: () => void navigate(safeReturnPath(search.get('returnTo')), { replace: true }),
    });
  };

  return (
    <Stack w="100%" maw={420} gap="lg">
      <Stack gap={4} ta="center">
        <Text fw={800} fz={28} c="indigo.7" lh={1.1}>
          {t('app.name')}
        </Text>
        <Text c="dimmed" size="sm">
          {t('admin.auth.login.subtitle')}
        </Text>
      </Stack>
      <Paper p={{ base: 'lg', sm: 'xl' }} shadow="sm" radius="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={1} fz="h3">
              {t('admin.auth.login.title')}
            </Title>
            {serverError ? (
              <Alert
                color="red"
                variant="light"
                title={invalidCredentials ? t('admin.auth.login.failedTitle') : t('pages.error.title')}
              >
                {serverError.message}
              </Alert>
            ) : null}
            <TextInput
              label={t('fields.email.label')}
              type="email"
              autoComplete="username"
              placeholder={t('fields.email.placeholder')}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.email}
              required
              data-autofocus
            />
            <PasswordInput
              label={t('fields.password.label')}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('fields.password.toggleVisibility') }}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              required
            />
            <Button type="submit" loading={login.isPending} fullWidth mt="xs">
              {t('actions.signIn')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
