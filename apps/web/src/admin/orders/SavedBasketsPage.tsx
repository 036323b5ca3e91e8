import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteSavedBasket, resumeSavedBasket, type SavedBasket } from '@tessera/contract';
import type { SavedBasketAlert } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSellBasket } from '@/admin/sell/useSellBasket';
import { callApi } from '@/api/client';
import { formatDateTime } from '@/ui/format';
import { QueryList } from '@/ui/QueryList';
import { orderKeys, orderQueries } from './queries';

const alertColor: Record<SavedBasketAlert, string> = {
  expired: 'red',
  expiringSoon: 'orange',
  pastDue: 'red',
  dueSoon: 'yellow',
};

/** /admin/v2/orders/saved-baskets: baskets saved to finish later, with their alerts. */
export function SavedBasketsPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const sell = useSellBasket();
  const saved = useQuery(orderQueries.saved());
  const resume = useMutation({
    mutationFn: (basket: SavedBasket) =>
      callApi(resumeSavedBasket, {
        params: { basketId: basket.id },
        body: { currentBasketId: sell.id },
      }),
    onSuccess: (basket) => {
      sell.adopt(basket);
      navigate('/admin/v2/checkout/basket');
    },
  });
  const remove = useMutation({
    mutationFn: (basket: SavedBasket) => callApi(deleteSavedBasket, { params: { basketId: basket.id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: orderKeys.saved() }),
  });
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const failure = resume.error ?? remove.error;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('orders.savedBaskets.title')}</Title>
      {failure ? (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding={0}>
        <QueryList query={saved} empty={t('orders.savedBaskets.empty')}>
          {(baskets) => (
            <Table.ScrollContainer minWidth={860}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('orders.savedBaskets.name')}</Table.Th>
                    <Table.Th>{t('orders.savedBaskets.savedBy')}</Table.Th>
                    <Table.Th ta="right">{t('orders.savedBaskets.items')}</Table.Th>
                    <Table.Th>{t('orders.savedBaskets.expires')}</Table.Th>
                    <Table.Th>{t('orders.savedBaskets.paymentDue')}</Table.Th>
                    <Table.Th>{t('orders.savedBaskets.alerts')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {baskets.map((b) => (
                    <Table.Tr key={b.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {b.name}
                        </Text>
                        {b.notes ? (
                          <Text size="xs" c="dimmed" lineClamp={2}>
                            {b.notes}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{b.savedBy ?? '—'}</Text>
                        <Text size="xs" c="dimmed">
                          {date(b.savedAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{b.itemCount}</Table.Td>
                      <Table.Td>{date(b.expiresAt)}</Table.Td>
                      <Table.Td>{date(b.paymentDueAt)}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {b.alerts.map((a) => (
                            <Badge key={a} color={alertColor[a]} variant="light">
                              {t(`orders.savedBaskets.alert.${a}`)}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          <Button
                            size="xs"
                            loading={resume.isPending && resume.variables?.id === b.id}
                            onClick={() => resume.mutate(b)}
                          >
                            {b.alerts.includes('expired')
                              ? t('orders.savedBaskets.startOver')
                              : t('orders.savedBaskets.resume')}
                          </Button>
                          <Button
                            size="xs"
                            color="red"
                            variant="subtle"
                            loading={remove.isPending && remove.variables?.id === b.id}
                            onClick={() => remove.mutate(b)}
                          >
                            {t('actions.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryList>
      </Card>
    </Stack>
  );
}
