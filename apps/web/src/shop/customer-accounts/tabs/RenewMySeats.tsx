import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { listMySeasonRenewals } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { useShopAction } from '@/shop/buy/useShopAction';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { RenewalOffer } from './RenewalOffer';

/** "Renew my seats": next season's packages with the seats held for this customer (decisions/0096). */
export function RenewMySeats() {
  const { t } = useTranslation();
  const action = useShopAction();
  const list = useQuery({
    queryKey: ['shop', 'account', 'seasonRenewals'],
    queryFn: () => callApi(listMySeasonRenewals),
    staleTime: 0,
  });
  const pending = (list.data ?? []).filter((r) => r.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="renew-my-seats">
      <Title order={2} fz="h3">
        {t('shopAccount.seasonPackages.renew.title')}
      </Title>
      {action.error ? <ErrorDetails error={action.error} /> : null}
      {pending.map((r) => (
        <RenewalOffer key={r.id} renewal={r} action={action} />
      ))}
    </Stack>
  );
}
