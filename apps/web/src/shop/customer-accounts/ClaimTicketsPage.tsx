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
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { claimTransfer, claimTransferWithNewAccount, getTransferClaim } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { NotFound } from '@/ui/NotFoundPage';
import { schemaErrors } from '@/ui/schema-errors';
import { useLocale } from '@/ui/useLocale';
import { usePageTitle } from '@/ui/usePageTitle';
import { customerKeys, customerQueries } from './queries';
import { ShopAuthCard } from './ShopAuthCard';

/**
 * /shop/account/claim-tickets?token=…: the recipient of a transfer claims its tickets, signed in
 * or creating their account on the way (the link reached their mailbox). Hidden while ticket
 * transfer is off in the account settings.
 */
export function ClaimTicketsPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopAccount.claim.title'));
  const features = useSuspenseQuery(customerQueries.features()).data;
  const token = useSearchParams()[0].get('token') ?? '';
  if (!features.ticketTransfer) return <NotFound homeHref="/shop" />;
  return (
    <ShopAuthCard title={t('shopAccount.claim.title')}>
      <Claim token={token} />
    </ShopAuthCard>
  );
}

function Claim({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { customer } = useSuspenseQuery(customerQueries.session()).data;
  const view = useQuery({
    queryKey: ['shop', 'transfer-claim', token],
    queryFn: () => callApi(getTransferClaim, { body: { token } }),
    retry: false,
  });
  const done = () => {
    void client.invalidateQueries({ queryKey: customerKeys.all });
    void navigate('/shop/account/tickets');
  };
  const claim = useMutation({
    mutationFn: () => callApi(claimTransfer, { body: { token } }),
    onSuccess: done,
  });
  if (view.error) {
    return (
      <Alert color="red" role="alert">
        {isApiError(view.error) ? view.error.message : t('errors.common.internal')}
      </Alert>
    );
  }
  if (!view.data) return <Text c="dimmed">{t('shopAccount.claim.loading')}</Text>;
  const v = view.data;
  return (
    <Stack gap="md">
      <Text>{t('shopAccount.claim.intro', { name: v.recipientName, count: v.tickets.length })}</Text>
      <List size="sm" spacing={2}>
        {v.tickets.map((ticket, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the claim's list never changes order, and hidden seats have no key of their own
          <List.Item key={i}>
            {ticket.eventName} · {ticket.seatKey ?? t('shopAccount.tickets.seatHidden')}
          </List.Item>
        ))}
      </List>
      {customer ? (
        <Stack gap="sm">
          {isApiError(claim.error) ? <Alert color="red">{claim.error.message}</Alert> : null}
          <Button onClick={() => claim.mutate()} loading={claim.isPending} fullWidth>
            {t('shopAccount.claim.claim')}
          </Button>
        </Stack>
      ) : v.accountExists ? (
        <Alert color="blue">
          {t('shopAccount.claim.signInFirst', { email: v.recipientEmail })}{' '}
          <Anchor component={Link} to="/shop/account/login">
            {t('shopAccount.register.signIn')}
          </Anchor>
        </Alert>
      ) : (
        <NewAccount token={token} recipientName={v.recipientName} email={v.recipientEmail} onDone={done} />
      )}
    </Stack>
  );
}

function NewAccount({
  token,
  recipientName,
  email,
  onDone,
}: {
  token: string;
  recipientName: string;
  email: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [first, ...rest] = recipientName.split(' ');
  const [values, setValues] = useState({
    token,
    firstName: first ?? '',
    lastName: rest.join(' '),
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const register = useMutation({
    mutationFn: () => callApi(claimTransferWithNewAccount, { body: values }),
    onSuccess: onDone,
  });
  const field = (name: Exclude<keyof typeof values, 'token'>) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) =>
      setValues({ ...values, [name]: e.currentTarget.value }),
    error: errors[name] ?? (isApiError(register.error) ? register.error.fieldErrors[name] : undefined),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = schemaErrors(claimTransferWithNewAccount.body, values, locale);
    setErrors(found);
    if (Object.keys(found).length === 0) register.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('shopAccount.claim.createAccount', { email })}
        </Text>
        {isApiError(register.error) && !Object.keys(register.error.fieldErrors).length ? (
          <Alert color="red">{register.error.message}</Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('shopAccount.fields.firstName')} required {...field('firstName')} />
          <TextInput label={t('shopAccount.fields.lastName')} required {...field('lastName')} />
        </SimpleGrid>
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
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('shopAccount.claim.createAndClaim')}
        </Button>
      </Stack>
    </form>
  );
}
