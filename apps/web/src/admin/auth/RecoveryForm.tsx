import { Alert, Button, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { DoneAlert } from '@/ui/StatusNotice';
import { AuthForm, AuthLinkButton, EmailField } from './AuthCard';
import { useRequestPasswordReset } from './queries';

/** The login screen's recovery-link request: the answer never says whether the address exists. */
export function RecoveryForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('fields.required'));
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return setError(t('fields.email.invalid'));
    setError(null);
    request.mutate(value);
  };

  return (
    <AuthForm title={t('admin.auth.recovery.title')} onSubmit={submit}>
      {request.isSuccess ? (
        <DoneAlert>{t('admin.auth.recovery.sent', { email: email.trim() })}</DoneAlert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('admin.auth.recovery.body')}
        </Text>
      )}
      {isApiError(request.error) ? (
        <Alert color="red" variant="light">
          {request.error.message}
        </Alert>
      ) : null}
      <EmailField value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} />
      <Button type="submit" loading={request.isPending} fullWidth>
        {t('admin.auth.recovery.send')}
      </Button>
      <AuthLinkButton onClick={onBack}>{t('admin.auth.recovery.back')}</AuthLinkButton>
    </AuthForm>
  );
}
