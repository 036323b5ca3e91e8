import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { newPasswordInput } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { SectionLoader } from '@/ui/FullPageLoader';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { AuthCard, AuthForm, AuthTitle, PasswordField } from './AuthCard';
import { resetTokenQuery, useResetPassword } from './queries';
import { loginPath } from './return-path';

/** The spec's reset error: the link was used or has expired; ask for a new one. */
function LinkUnusable() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <AuthTitle>{t('admin.auth.reset.title')}</AuthTitle>
      <Alert color="red" variant="light" role="alert">
        {t('errors.auth.reset_token_invalid')}
      </Alert>
      <Anchor component={Link} to={loginPath} size="sm">
        {t('admin.auth.reset.requestNew')}
      </Anchor>
    </Stack>
  );
}

/** /admin/v2/auth/reset-password/{token}: a new password from a recovery link, or the first one from an invitation. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const about = useQuery({ ...resetTokenQuery(token), enabled: token.length >= 20 });
  const reset = useResetPassword(token);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (token.length < 20 || about.isError) {
    return (
      <AuthCard>
        <LinkUnusable />
      </AuthCard>
    );
  }
  if (!about.data) return <SectionLoader />;
  if (isApiError(reset.error) && reset.error.has('auth.reset_token_invalid')) {
    return (
      <AuthCard>
        <LinkUnusable />
      </AuthCard>
    );
  }

  const invitation = about.data.kind === 'invitation';
  const shown = { ...(isApiError(reset.error) ? reset.error.fieldErrors : {}), ...errors };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { password, confirmPassword };
    const found = schemaErrors(newPasswordInput, values, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate(values, { onSuccess: () => void navigate(`${loginPath}?passwordSet=1`, { replace: true }) });
  };

  return (
    <AuthCard>
      <AuthForm
        title={invitation ? t('admin.auth.reset.createTitle') : t('admin.auth.reset.title')}
        onSubmit={submit}
      >
        <Text size="sm" c="dimmed">
          {invitation
            ? t('admin.auth.reset.createIntro', {
                name: about.data.firstName,
                account: about.data.accountName,
              })
            : t('admin.auth.reset.intro', { email: about.data.email })}
        </Text>
        <List size="xs" c="dimmed" spacing={2}>
          <List.Item>{t('admin.auth.reset.rules.length')}</List.Item>
          <List.Item>{t('admin.auth.reset.rules.kinds')}</List.Item>
        </List>
        {reset.error && !isApiError(reset.error) ? (
          <Alert color="red">{t('errors.common.internal')}</Alert>
        ) : null}
        <PasswordField
          label={t('admin.auth.reset.newPassword')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={shown.password}
          data-autofocus
        />
        <PasswordField
          label={t('admin.auth.reset.confirmPassword')}
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.currentTarget.value)}
          error={shown.confirmPassword}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {invitation ? t('admin.auth.reset.create') : t('admin.auth.reset.save')}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
