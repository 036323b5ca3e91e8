import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCustomerAccount } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { customerKeys } from '../queries';

/**
 * "Delete my account", offered when the venue lets registered customers delete their account
 * (decisions/0062). The password confirms it; afterwards the shop is a guest's again.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const { settings } = useShopVenue();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: () => callApi(deleteCustomerAccount, { body: { password } }),
    onSuccess: () => {
      queryClient.removeQueries({
        queryKey: customerKeys.all,
        predicate: (q) => q.queryKey[2] !== 'features',
      });
      void queryClient.invalidateQueries({ queryKey: customerKeys.session() });
      navigate('/shop', { replace: true });
    },
  });
  if (!settings.registeredGuestCanDeleteAccount) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password) remove.mutate();
  };
  const error = isApiError(remove.error)
    ? (remove.error.fieldErrors.password ?? remove.error.messages[0])
    : remove.error
      ? t('errors.common.internal')
      : undefined;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={520} data-testid="delete-account">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('shopAccount.deleteAccount.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('shopAccount.deleteAccount.explain')}
          </Text>
          <PasswordInput
            label={t('shopAccount.deleteAccount.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              remove.reset();
              setPassword(e.currentTarget.value);
            }}
            error={error}
            required
          />
          {remove.isSuccess ? <Alert color="green">{t('shopAccount.deleteAccount.done')}</Alert> : null}
          <Group>
            <Button type="submit" color="red" variant="outline" loading={remove.isPending}>
              {t('shopAccount.deleteAccount.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
