import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { resendCustomerVerification, verifyCustomerEmail } from '@tessera/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { usePageTitle } from '@/ui/usePageTitle';
import { ShopAuthCard } from './ShopAuthCard';

/** Seconds until `at` (an ISO time), never below zero, ticking every second. */
function useCountdown(at: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return at ? Math.max(0, Math.ceil((Date.parse(at) - now) / 1000)) : 0;
}

function ConfirmLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useMutation({
    mutationFn: () => callApi(verifyCustomerEmail, { body: { token } }),
    onSuccess: () => void navigate('/shop/account/login?verified=1', { replace: true }),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify.mutate();
  }, [verify]);
  if (verify.error) {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {isApiError(verify.error) ? verify.error.message : t('errors.common.internal')}
        </Alert>
        <Anchor component={Link} to="/shop/account/login">
          {t('shopAccount.verify.toSignIn')}
        </Anchor>
      </Stack>
    );
  }
  return <Loader size="sm" />;
}

/** /shop/account/verify-email: confirms a link's token, or waits for the mail with a throttled resend. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopAccount.verify.title'));
  const [search] = useSearchParams();
  const token = search.get('token');
  const email = search.get('email') ?? '';
  const [resendAt, setResendAt] = useState<string | null>(search.get('resendAt'));
  const seconds = useCountdown(resendAt);
  const resend = useMutation({
    mutationFn: () => callApi(resendCustomerVerification, { body: { email } }),
    onSuccess: (answer) => setResendAt(answer.resendAvailableAt),
  });
  return (
    <ShopAuthCard title={t('shopAccount.verify.title')}>
      {token ? (
        <ConfirmLink token={token} />
      ) : (
        <Stack gap="md">
          <Text>{email ? t('shopAccount.verify.sent', { email }) : t('shopAccount.verify.sentNoEmail')}</Text>
          <Text size="sm" c="dimmed">
            {t('shopAccount.verify.checkSpam')}
          </Text>
          {resend.isSuccess ? <Alert color="green">{t('shopAccount.verify.resent')}</Alert> : null}
          {isApiError(resend.error) ? <Alert color="red">{resend.error.message}</Alert> : null}
          {email ? (
            <Button
              variant="default"
              disabled={seconds > 0}
              loading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {seconds > 0
                ? t('shopAccount.verify.resendIn', { count: seconds })
                : t('shopAccount.verify.resend')}
            </Button>
          ) : null}
          <Anchor component={Link} to="/shop/account/login" size="sm">
            {t('shopAccount.verify.toSignIn')}
          </Anchor>
        </Stack>
      )}
    </ShopAuthCard>
  );
}
