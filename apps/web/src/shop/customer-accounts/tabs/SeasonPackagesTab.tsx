import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { listMySeasonPackages } from '@tessera/contract';
import { formatMoney } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { formatOrderTime } from '@/ui/format';
import { QueryList } from '@/ui/QueryList';
import { useLocale } from '@/ui/useLocale';
import { RenewMySeats } from './RenewMySeats';

/** /shop/account/season-packages: the customer's season packages, their seat and each event (decisions/0086). */
export function SeasonPackagesTab() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { settings } = useShopVenue();
  const list = useQuery({
    queryKey: ['shop', 'account', 'seasonPackages'],
    queryFn: () => callApi(listMySeasonPackages),
  });
  return (
    <Stack gap="xl">
      <RenewMySeats />
      <QueryList query={list} empty={t('shopAccount.seasonPackages.emptyBody')}>
        {(packages) => (
          <Stack gap="md">
            {packages.map((p) => (
              <Paper key={p.id} withBorder radius="md" p="md" data-testid="season-package">
                <Stack gap="sm">
                  <Group justify="space-between" wrap="wrap">
                    <Title order={2} fz="h4">
                      {p.packageName} · {p.seasonName}
                    </Title>
                    <Badge variant="light" color={p.status === 'active' ? 'teal' : 'gray'}>
                      {t(`shopAccount.seasonPackages.status.${p.status}`)}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('shopAccount.seasonPackages.summary', {
                      seat: t('seatMap.place', { section: p.section, row: p.row, seat: p.seat }),
                      type: p.priceTypeName,
                      total: formatMoney(p.total, settings.currency, locale),
                      order: p.orderId,
                    })}
                  </Text>
                  <Table.ScrollContainer minWidth={280}>
                    <Table>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('shopAccount.seasonPackages.event')}</Table.Th>
                          <Table.Th>{t('shopAccount.seasonPackages.date')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {p.tickets.map((ticket) => (
                          <Table.Tr key={ticket.id}>
                            <Table.Td>{ticket.eventName}</Table.Td>
                            <Table.Td>
                              {formatOrderTime(ticket.eventStartsAt, locale, settings.timezone)}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}
