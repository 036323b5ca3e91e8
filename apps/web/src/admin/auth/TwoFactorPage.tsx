import { Alert, Button, Code, Group, Image, List, Stack, Stepper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { AuthCard, AuthLinkButton, AuthTitle } from './AuthCard';
import { CodeInput } from './CodeInput';
import { useConfirmTwoFactor, useLogout, useStartTwoFactor } from './queries';
import { loginPath } from './return-path';

const apps = ['Google Authenticator', 'Microsoft Authenticator', '1Password', 'Authy'];

/** A step's buttons: Back to the step before on the left, the way on (`children`) on the right. */
function StepButtons({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" w="100%">
      <Button variant="default" onClick={onBack}>
        {t('actions.back')}
      </Button>
      {children}
    </Group>
  );
}

/** /admin/v2/2fa: get an app, scan the code or type the key, verify a code; then congratulations. */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [code, setCode] = useState('');
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const logout = useLogout();
  const unauthenticated = isApiError(start.error) && start.error.status === 401;

  useEffect(() => {
    if (step === 1 && !start.data && !start.isPending && !start.isError) start.mutate();
  }, [step, start]);

  if (unauthenticated) {
    return (
      <AuthCard>
        <Stack>
          <Text>{t('errors.auth.unauthenticated')}</Text>
          <Button component={Link} to={loginPath}>
            {t('actions.signIn')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const verify = () => confirm.mutate(code, { onSuccess: () => setStep(3), onError: () => setCode('') });

  return (
    <AuthCard width={560}>
      <Stack gap="lg">
        <AuthTitle>{t('admin.auth.twoFactor.title')}</AuthTitle>
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('admin.auth.twoFactor.steps.app')}>
            <Stack gap="sm" pt="md">
              <Text>{t('admin.auth.twoFactor.appBody')}</Text>
              <List size="sm">
                {apps.map((app) => (
                  <List.Item key={app}>{app}</List.Item>
                ))}
              </List>
              <Group justify="flex-end">
                <Button onClick={() => setStep(1)}>{t('admin.auth.twoFactor.haveApp')}</Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('admin.auth.twoFactor.steps.scan')}>
            <Stack gap="sm" pt="md" align="center">
              <Text>{t('admin.auth.twoFactor.scanBody')}</Text>
              {start.data ? (
                <>
                  <Image
                    src={`data:image/svg+xml;utf8,${encodeURIComponent(start.data.qrCodeSvg)}`}
                    alt={t('admin.auth.twoFactor.qrAlt')}
                    w={200}
                    h={200}
                  />
                  <Text size="sm" c="dimmed">
                    {t('admin.auth.twoFactor.keyLabel')}
                  </Text>
                  <Code fz="md" data-testid="totp-secret">
                    {start.data.secret}
                  </Code>
                </>
              ) : (
                <Text c="dimmed">{t('app.loading')}</Text>
              )}
              <StepButtons onBack={() => setStep(0)}>
                <Button onClick={() => setStep(2)} disabled={!start.data}>
                  {t('actions.next')}
                </Button>
              </StepButtons>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('admin.auth.twoFactor.steps.verify')}>
            <Stack gap="sm" pt="md" align="center">
              <Text>{t('admin.auth.twoFactor.verifyBody')}</Text>
              {confirm.error ? (
                <Alert color="red" variant="light" w="100%">
                  {confirm.error.message}
                </Alert>
              ) : null}
              <CodeInput value={code} onChange={setCode} />
              <StepButtons onBack={() => setStep(1)}>
                <Button onClick={verify} loading={confirm.isPending} disabled={code.length !== 6}>
                  {t('admin.auth.twoFactor.verify')}
                </Button>
              </StepButtons>
            </Stack>
          </Stepper.Step>
          <Stepper.Completed>
            <Stack gap="sm" pt="md" align="center" ta="center">
              <Title order={2} fz="h4">
                {t('admin.auth.twoFactor.doneTitle')}
              </Title>
              <Text>{t('admin.auth.twoFactor.doneBody')}</Text>
              <Button onClick={() => void navigate('/admin/v2', { replace: true })}>
                {t('admin.auth.twoFactor.continue')}
              </Button>
            </Stack>
          </Stepper.Completed>
        </Stepper>
        {step < 3 ? (
          <AuthLinkButton
            c="dimmed"
            onClick={() =>
              logout.mutate(undefined, { onSettled: () => void navigate(loginPath, { replace: true }) })
            }
          >
            {t('actions.signOut')}
          </AuthLinkButton>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
