import {
  Alert,
  Anchor,
  Button,
  List,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { registerCustomer } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { usePageTitle } from '@/ui/usePageTitle';
import { ShopAuthCard } from './ShopAuthCard';

/** /shop/account/register */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopAccount.register.title'));
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const register = useMutation({
    mutationFn: () => callApi(registerCustomer, { body: values }),
    onSuccess: (answer) =>
      void navigate(
        `/shop/account/verify-email?email=${encodeURIComponent(answer.email)}&resendAt=${encodeURIComponent(answer.resendAvailableAt)}`,
      ),
  });
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) =>
      setValues({ ...values, [name]: e.currentTarget.value }),
    error: errors[name] ?? (isApiError(register.error) ? register.error.fieldErrors[name] : undefined),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = schemaErrors(registerCustomer.body, values, locale);
    setErrors(found);
    if (Object.keys(found).length === 0) register.mutate();
  };
  const taken = isApiError(register.error) && register.error.has('auth.customer_email_registered');
  return (
    <ShopAuthCard title={t('shopAccount.register.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {taken ? (
            <Alert color="yellow" role="alert">
              {register.error?.message}{' '}
              <Anchor component={Link} to="/shop/account/login">
                {t('shopAccount.register.signIn')}
              </Anchor>
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('shopAccount.fields.firstName')}
              autoComplete="given-name"
              required
              {...field('firstName')}
            />
            <TextInput
              label={t('shopAccount.fields.lastName')}
              autoComplete="family-name"
              required
              {...field('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('shopAccount.fields.email')}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
            error={taken ? undefined : field('email').error}
          />
          <PasswordInput
            label={t('shopAccount.fields.password')}
            autoComplete="new-password"
            required
            {...field('password')}
          />
          <PasswordInput
            label={t('shopAccount.fields.confirmPassword')}
            autoComplete="new-password"
            required
            {...field('confirmPassword')}
          />
          <List size="xs" c="dimmed" spacing={2}>
            <List.Item>{t('shopAccount.passwordRules.length')}</List.Item>
            <List.Item>{t('shopAccount.passwordRules.kinds')}</List.Item>
          </List>
          <Button type="submit" loading={register.isPending} fullWidth>
            {t('shopAccount.register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('shopAccount.register.haveAccount')}{' '}
            <Anchor component={Link} to="/shop/account/login">
              {t('shopAccount.register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </ShopAuthCard>
  );
}
