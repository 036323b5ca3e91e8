import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createGroupSaleRequest, type GroupSaleRequest, quoteGroupSaleRequest } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { sellQueries } from '@/admin/sell/queries';
import { callApi } from '@/api/client';
import { FailureAlert } from '@/ui/FailureAlert';
import { formatDateTime } from '@/ui/format';
import { groupSaleQueries, localInDays, localToIso } from './queries';
import { ConfirmPanel, GroupPriceTypeSelect } from './RequestPanels';
import { useRefreshing } from './useRefreshing';

/**
 * /admin/v2/sell-tickets/group-sales (Sell Tickets → group sales v2): choose the client and its
 * request (or start one), hold seats for the group — picked, or the best available for its size —
 * at the group price of its size, then take the deposit and set the payment due date. The same
 * services as the Group sales requests screen (decisions/0057, 0091).
 */
export function SellGroupSalesPage() {
  const { t } = useTranslation();
  const clients = useQuery(groupSaleQueries.clients());
  const requests = useQuery(groupSaleQueries.requests());
  const [clientId, setClientId] = useState<string | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  const open = (requests.data ?? []).filter(
    (r) => String(r.clientId) === clientId && r.status !== 'declined',
  );
  const request = open.find((r) => String(r.id) === requestId) ?? null;
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{t('groupSales.sell.title')}</Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('groupSales.sell.client')}
              searchable
              data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={clientId}
              onChange={(v) => {
                setClientId(v);
                setRequestId(null);
              }}
            />
            {clientId ? (
              <Select
                label={t('groupSales.sell.request')}
                data={open.map((r) => ({
                  value: String(r.id),
                  label: `${r.eventName} · ${r.groupSize} · ${t(`groupSales.status.${r.status}`)}`,
                }))}
                value={requestId}
                onChange={setRequestId}
                placeholder={open.length === 0 ? t('groupSales.sell.noRequests') : undefined}
              />
            ) : null}
          </SimpleGrid>
          {clientId && !request ? (
            <StartRequest clientId={Number(clientId)} onStarted={(id) => setRequestId(String(id))} />
          ) : null}
        </Stack>
      </Card>
      {request ? <GroupSale key={request.id} request={request} /> : null}
    </Stack>
  );
}

function StartRequest({ clientId, onStarted }: { clientId: number; onStarted: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const events = useQuery(sellQueries.events({ search: '', page: 1, pageSize: 100 }));
  const [eventId, setEventId] = useState<string | null>(null);
  const [size, setSize] = useState<number | string>(10);
  const [note, setNote] = useState('');
  const start = useRefreshing(() =>
    callApi(createGroupSaleRequest, {
      body: { clientId, eventId: Number(eventId), groupSize: Number(size), seatingNote: note },
    }),
  );
  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(e) => {
        e.preventDefault();
        start.mutate(undefined, { onSuccess: (r) => onStarted((r as GroupSaleRequest).id) });
      }}
    >
      <Text fw={600}>{t('groupSales.sell.newRequest')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('groupSales.requests.event')}
          searchable
          required
          data={(events.data?.items ?? []).map((e) => ({
            value: String(e.id),
            label: `${e.name} · ${formatDateTime(e.startsAt, i18n.language, e.timezone)}`,
          }))}
          value={eventId}
          onChange={setEventId}
        />
        <NumberInput
          label={t('groupSales.requests.size')}
          min={1}
          max={500}
          required
          value={size}
          onChange={setSize}
        />
      </SimpleGrid>
      <Textarea
        label={t('groupSales.requests.seatingNote')}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <FailureAlert error={start.error} />
      <Group>
        <Button type="submit" loading={start.isPending} disabled={!eventId}>
          {t('groupSales.sell.start')}
        </Button>
      </Group>
    </Stack>
  );
}

const placeOf = (s: { section: string; row: string; seat: string }) => `${s.section} ${s.row}-${s.seat}`;

/** The chosen request: its seats held at the group price, then its deposit and due date. */
function GroupSale({ request }: { request: GroupSaleRequest }) {
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
