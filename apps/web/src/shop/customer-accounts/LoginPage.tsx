import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerLogin } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { usePageTitle } from '@/ui/usePageTitle';
import { customerKeys } from './queries';
import { ShopAuthCard } from './ShopAuthCard';

/** /shop/account/login */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopAccount.login.title'));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => callApi(customerLogin, { body: { email, password } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: customerKeys.session() });
      // Back to where the buyer came from (the payment page: their basket followed the sign-in).
      const back = search.get('returnTo');
      void navigate(back && /^\/shop\/[\w/-]*$/.test(back) ? back : '/shop/account/details');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate();
  };
  const unverified = isApiError(login.error) && login.error.has('auth.email_not_verified');
  return (
    <ShopAuthCard title={t('shopAccount.login.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {search.get('expired') ? <Alert color="yellow">{t('shopAccount.login.expired')}</Alert> : null}
          {search.get('reset') ? <Alert color="green">{t('shopAccount.login.passwordReset')}</Alert> : null}
          {search.get('verified') ? <Alert color="green">{t('shopAccount.verify.done')}</Alert> : null}
          {login.error ? (
            <Alert color="red" role="alert">
              {isApiError(login.error) ? login.error.message : t('errors.common.internal')}
              {unverified ? (
                <Anchor
                  component={Link}
                  to={`/shop/account/verify-email?email=${encodeURIComponent(email)}`}
                  ml={4}
                >
                  {t('shopAccount.login.verifyLink')}
                </Anchor>
              ) : null}
            </Alert>
          ) : null}
          <TextInput
            label={t('shopAccount.fields.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            required
          />
          <PasswordInput
            label={t('shopAccount.fields.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
          />
          <Group justify="space-between">
            <Anchor component={Link} to="/shop/account/forgotpassword" size="sm">
              {t('shopAccount.login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('shopAccount.login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('shopAccount.login.noAccount')}{' '}
            <Anchor component={Link} to="/shop/account/register">
              {t('shopAccount.login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </ShopAuthCard>
  );
}
