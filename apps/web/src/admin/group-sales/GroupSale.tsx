import { Anchor, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type GroupSaleRequest, quoteGroupSaleRequest } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { FailureAlert } from '@/ui/FailureAlert';
import { formatDateTime } from '@/ui/format';
import { groupSaleQueries, localInDays, localToIso } from './queries';
import { ConfirmPanel, GroupPriceTypeSelect } from './RequestPanels';
import { useRefreshing } from './useRefreshing';

const placeOf = (s: { section: string; row: string; seat: string }) => `${s.section} ${s.row}-${s.seat}`;

/** The chosen request: its seats held at the group price, then its deposit and due date. */
export function GroupSale({ request }: { request: GroupSaleRequest }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const seats = useQuery({
    ...groupSaleQueries.seats(request.id),
    enabled: request.status === 'new' || request.status === 'quoted',
  });
  const [picked, setPicked] = useState<string[]>([]);
  const [priceTypeId, setPriceTypeId] = useState('');
  const [holdUntil, setHoldUntil] = useState(localInDays(7));
  const [confirming, setConfirming] = useState(false);
  const quote = useRefreshing((best: boolean) =>
    callApi(quoteGroupSaleRequest, {
      params: { requestId: request.id },
      body: {
        seatIds: best ? [] : picked.map(Number),
        bestAvailable: best,
        priceTypeId: priceTypeId ? Number(priceTypeId) : null,
        holdUntil: localToIso(holdUntil),
      },
    }),
  );
  const quotable = request.status === 'new' || request.status === 'quoted';
  return (
    <>
      {quotable ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Text fw={600}>{t('groupSales.sell.seatsTitle', { count: request.groupSize })}</Text>
            {request.seatingNote ? <Text size="sm">{request.seatingNote}</Text> : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <GroupPriceTypeSelect eventId={request.eventId} value={priceTypeId} onChange={setPriceTypeId} />
              <TextInput
                type="datetime-local"
                label={t('groupSales.quote.holdUntil')}
                required
                value={holdUntil}
                onChange={(e) => setHoldUntil(e.currentTarget.value)}
              />
            </SimpleGrid>
            <Checkbox.Group label={t('groupSales.sell.pickSeats')} value={picked} onChange={setPicked}>
              <SimpleGrid
                cols={{ base: 2, sm: 5 }}
                spacing="xs"
                mt="xs"
                mah={260}
                style={{ overflowY: 'auto' }}
              >
                {(seats.data ?? []).map((s) => (
                  <Checkbox key={s.id} value={String(s.id)} label={placeOf(s)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <FailureAlert error={quote.error} />
            <Group gap="sm">
              <Button
                loading={quote.isPending && quote.variables === true}
                onClick={() => quote.mutate(true)}
              >
                {t('groupSales.sell.holdBest', { count: request.groupSize })}
              </Button>
              <Button
                variant="default"
                disabled={picked.length === 0}
                loading={quote.isPending && quote.variables === false}
                onClick={() => quote.mutate(false)}
              >
                {t('groupSales.sell.hold', { count: picked.length })}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      {request.status !== 'new' ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="xs" role="status">
            {request.status === 'quoted' && request.holdUntil ? (
              <Text size="sm">
                {t('groupSales.sell.quoted', {
                  until: formatDateTime(request.holdUntil, i18n.language),
                  seats: request.seats.map(placeOf).join(', '),
                })}
              </Text>
            ) : null}
            <Text size="sm">
              {request.discountBp > 0
                ? t('groupSales.sell.discount', { percent: request.discountBp / 100 })
                : t('groupSales.sell.noDiscount')}
            </Text>
            <Text fw={700}>{t('groupSales.sell.total', { total: money(request.total) })}</Text>
            {request.status === 'confirmed' && request.balanceDueAt ? (
              <Text size="sm">
                {t('groupSales.sell.confirmed', {
                  deposit: money(request.deposit ?? 0),
                  balance: money(request.balance ?? 0),
                  due: formatDateTime(request.balanceDueAt, i18n.language),
                })}
              </Text>
            ) : null}
            {request.status === 'paid' ? <Text size="sm">{t('groupSales.sell.paid')}</Text> : null}
            {request.orderId !== null ? (
              <Anchor component={Link} to={`/admin/v2/orders/${request.orderId}`} size="sm">
                {t('groupSales.sell.openOrder', { order: request.orderId })}
              </Anchor>
            ) : null}
            {request.status === 'quoted' ? (
              <Group>
                <Button onClick={() => setConfirming(true)}>{t('groupSales.sell.confirm')}</Button>
              </Group>
            ) : null}
          </Stack>
        </Card>
      ) : null}
      {confirming ? <ConfirmPanel request={request} onClose={() => setConfirming(false)} /> : null}
    </>
  );
}
