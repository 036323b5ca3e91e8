import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { listMySeasonRenewals, renewMySeasonPackage } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '@/api/client';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { useShopAction } from '@/shop/buy/useShopAction';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { formatOrderTime } from '@/ui/format';
import { useLocale } from '@/ui/useLocale';

/** "Renew my seats": next season's packages with the seats held for this customer (decisions/0096). */
export function RenewMySeats() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { settings } = useShopVenue();
  const navigate = useNavigate();
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
        <Paper key={r.id} withBorder radius="md" p="md" data-testid="season-renewal">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text fw={600}>
                {r.packageName} · {r.seasonName}
              </Text>
              <Text size="sm" c="dimmed">
                {t('shopAccount.seasonPackages.renew.held', {
                  seat: t('seatMap.place', { section: r.section, row: r.row, seat: r.seat }),
                  events: r.seats.length,
                })}
              </Text>
              {r.deadline ? (
                <Text size="sm">
                  {t('shopAccount.seasonPackages.renew.until', {
                    deadline: formatOrderTime(r.deadline, locale, settings.timezone),
                  })}
                </Text>
              ) : null}
            </Stack>
            <Button
              loading={action.isPending && action.variables !== undefined}
              onClick={() =>
                action.mutate(
                  () => callApi(renewMySeasonPackage, { params: { renewalId: r.id }, body: {} }),
                  {
                    onSuccess: () => void navigate('/shop/checkout/basket'),
                  },
                )
              }
            >
              {t('shopAccount.seasonPackages.renew.button')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
