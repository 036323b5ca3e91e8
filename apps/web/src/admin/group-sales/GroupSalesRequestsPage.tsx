import {
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmGroupSaleRequest,
  createGroupSaleRequest,
  declineGroupSaleRequest,
  downloadGroupNamesList,
  type GroupSaleRequest,
  getGroupPriceTiers,
  payGroupSaleBalance,
  quoteGroupSaleRequest,
  setGroupNamesList,
  setGroupPriceTiers,
} from '@tessera/contract';
import type { GroupSaleStatus, SavedBasketAlert } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { useMoney } from '@/admin/account/useMoney';
import { sellQueries } from '@/admin/sell/queries';
import { downloadFile } from '@/admin/tickets/download';
import { callApi, endpointUrl } from '@/api/client';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { EditPanel } from '@/ui/EditPanel';
import { FailureAlert } from '@/ui/FailureAlert';
import { formatDateTime } from '@/ui/format';
import { groupSaleKeys, groupSaleQueries, localInDays, localToIso } from './queries';

const statusColor: Record<GroupSaleStatus, string> = {
  new: 'yellow',
  quoted: 'blue',
  confirmed: 'indigo',
  paid: 'teal',
  declined: 'gray',
};
const alertColor: Record<SavedBasketAlert, string> = {
  expired: 'red',
  expiringSoon: 'orange',
  pastDue: 'red',
  dueSoon: 'orange',
};

type Panel =
  | { kind: 'new' | 'pricing' }
  | { kind: 'quote' | 'confirm' | 'names'; request: GroupSaleRequest }
  | null;

/** /admin/v2/group-sales-requests: groups asked for, quoted, confirmed with a deposit, paid. */
export function GroupSalesRequestsPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const money = useMoney();
  const requests = useQuery(groupSaleQueries.requests());
  const [panel, setPanel] = useState<Panel>(null);
  const { details } = useAdminSession();
  const mayPrice = (details.Permissions as readonly string[]).includes('accountSettings');
  const refresh = () => void client.invalidateQueries({ queryKey: groupSaleKeys.all });
  const payBalance = useMutation({
    mutationFn: (r: GroupSaleRequest) => callApi(payGroupSaleBalance, { params: { requestId: r.id } }),
    onSuccess: refresh,
  });
  const decline = useMutation({
    mutationFn: (r: GroupSaleRequest) => callApi(declineGroupSaleRequest, { params: { requestId: r.id } }),
    onSuccess: refresh,
  });
  const seatsOf = (r: GroupSaleRequest) =>
    r.seats.map((s) => `${s.section} ${s.row}-${s.seat}`).join(', ') || '—';
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('groupSales.requests.title')}</Title>
        <Group gap="xs">
          {mayPrice ? (
            <Button variant="default" onClick={() => setPanel({ kind: 'pricing' })}>
              {t('groupSales.pricing.title')}
            </Button>
          ) : null}
          <Button onClick={() => setPanel({ kind: 'new' })}>{t('groupSales.requests.new')}</Button>
        </Group>
      </Group>
      <FailureAlert error={payBalance.error ?? decline.error} />
      <DataTable
        label={t('groupSales.requests.title')}
        {...queryRows(requests)}
        empty={t('groupSales.requests.empty')}
        minWidth={1100}
        columns={[
          { id: 'clientName', header: t('groupSales.requests.client'), sortable: true },
          {
            id: 'eventName',
            header: t('groupSales.requests.event'),
            sortable: true,
            cell: (r) => (
              <>
                <Text size="sm">{r.eventName}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(r.startsAt, i18n.language)}
                </Text>
              </>
            ),
          },
          { id: 'groupSize', header: t('groupSales.requests.size'), align: 'right', sortable: true },
          { id: 'seats', header: t('groupSales.requests.seats'), value: seatsOf },
          {
            id: 'total',
            header: t('groupSales.requests.total'),
            align: 'right',
            value: (r) => money(r.total),
          },
          {
            id: 'balance',
            header: t('groupSales.requests.balance'),
            align: 'right',
            value: (r) => (r.balance === null ? '—' : money(r.balance)),
          },
          {
            id: 'status',
            header: t('groupSales.requests.status'),
            sortable: true,
            value: (r) => t(`groupSales.status.${r.status}`),
            cell: (r) => (
              <Group gap={4}>
                <Badge color={statusColor[r.status]} variant="light">
                  {t(`groupSales.status.${r.status}`)}
                </Badge>
                {r.alerts.map((a) => (
                  <Badge key={a} color={alertColor[a]} variant="filled">
                    {t(`groupSales.alerts.${a}`)}
                  </Badge>
                ))}
              </Group>
            ),
          },
          {
            id: 'due',
            header: t('groupSales.requests.due'),
            value: (r) =>
              r.status === 'confirmed' && r.balanceDueAt
                ? formatDateTime(r.balanceDueAt, i18n.language)
                : r.status === 'quoted' && r.holdUntil
                  ? formatDateTime(r.holdUntil, i18n.language)
                  : '—',
          },
        ]}
        rowActions={(r) => [
          ...(r.status === 'new' || r.status === 'quoted'
            ? [
                {
                  label: t('groupSales.requests.quote'),
                  onClick: () => setPanel({ kind: 'quote', request: r }),
                },
              ]
            : []),
          ...(r.status === 'quoted'
            ? [
                {
                  label: t('groupSales.requests.confirm'),
                  onClick: () => setPanel({ kind: 'confirm', request: r }),
                },
              ]
            : []),
          ...(r.status === 'confirmed'
            ? [
                {
                  label: t('groupSales.requests.payBalance'),
                  loading: payBalance.isPending && payBalance.variables?.id === r.id,
                  onClick: () => payBalance.mutate(r),
                },
              ]
            : []),
          ...(r.orderId !== null
            ? [
                {
                  label: t('groupSales.requests.names'),
                  onClick: () => setPanel({ kind: 'names', request: r }),
                },
              ]
            : []),
          ...(r.status === 'new' || r.status === 'quoted'
            ? [
                {
                  label: t('groupSales.requests.decline'),
                  danger: true,
                  loading: decline.isPending && decline.variables?.id === r.id,
                  onClick: () => decline.mutate(r),
                },
              ]
            : []),
        ]}
      />
      {panel?.kind === 'new' ? <NewRequestPanel onClose={() => setPanel(null)} /> : null}
      {panel?.kind === 'pricing' ? <PricingPanel onClose={() => setPanel(null)} /> : null}
      {panel?.kind === 'quote' ? <QuotePanel request={panel.request} onClose={() => setPanel(null)} /> : null}
      {panel?.kind === 'confirm' ? (
        <ConfirmPanel request={panel.request} onClose={() => setPanel(null)} />
      ) : null}
      {panel?.kind === 'names' ? <NamesPanel request={panel.request} onClose={() => setPanel(null)} /> : null}
    </Stack>
  );
}

function useRefreshing<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void client.invalidateQueries({ queryKey: groupSaleKeys.all }),
  });
}

function NewRequestPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const clients = useQuery(groupSaleQueries.clients());
  const events = useQuery(sellQueries.events({ search: '', page: 1, pageSize: 100 }));
  const form = useForm({
    initialValues: { clientId: '', eventId: '', groupSize: 10 as number | string, seatingNote: '' },
  });
  const save = useRefreshing((v: typeof form.values) =>
    callApi(createGroupSaleRequest, {
      body: {
        clientId: Number(v.clientId),
        eventId: Number(v.eventId),
        groupSize: Number(v.groupSize),
        seatingNote: v.seatingNote,
      },
    }),
  );
  return (
    <EditPanel
      title={t('groupSales.requests.new')}
      form={form}
      onClose={onClose}
      onSave={(v) => save.mutateAsync(v)}
    >
      <Select
        label={t('groupSales.requests.client')}
        data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        searchable
        required
        {...form.getInputProps('clientId')}
      />
      <Select
        label={t('groupSales.requests.event')}
        data={(events.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
        searchable
        required
        {...form.getInputProps('eventId')}
      />
      <NumberInput
        label={t('groupSales.requests.size')}
        min={1}
        max={500}
        required
        {...form.getInputProps('groupSize')}
      />
      <Textarea
        label={t('groupSales.requests.seatingNote')}
        maxLength={500}
        {...form.getInputProps('seatingNote')}
      />
    </EditPanel>
  );
}

function QuotePanel({ request, onClose }: { request: GroupSaleRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const seats = useQuery(groupSaleQueries.seats(request.id));
  const form = useForm({
    initialValues: { seatIds: request.seats.map((s) => String(s.id)), holdUntil: localInDays(7) },
  });
  const save = useRefreshing((v: typeof form.values) =>
    callApi(quoteGroupSaleRequest, {
      params: { requestId: request.id },
      body: { seatIds: v.seatIds.map(Number), priceTypeId: null, holdUntil: localToIso(v.holdUntil) },
    }),
  );
  const offered = [...request.seats, ...(seats.data ?? [])];
  return (
    <EditPanel
      title={t('groupSales.quote.title', { client: request.clientName, count: request.groupSize })}
      form={form}
      onClose={onClose}
      onSave={(v) => save.mutateAsync(v)}
      submitLabel={t('groupSales.quote.submit', { count: form.values.seatIds.length })}
      size="xl"
    >
      {request.seatingNote ? <Text size="sm">{request.seatingNote}</Text> : null}
      <Checkbox.Group label={t('groupSales.quote.seats')} {...form.getInputProps('seatIds')}>
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" mt="xs" mah={320} style={{ overflowY: 'auto' }}>
          {offered.map((s) => (
            <Checkbox key={s.id} value={String(s.id)} label={`${s.section} ${s.row}-${s.seat}`} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <TextInput
        type="datetime-local"
        label={t('groupSales.quote.holdUntil')}
        required
        {...form.getInputProps('holdUntil')}
      />
    </EditPanel>
  );
}

function ConfirmPanel({ request, onClose }: { request: GroupSaleRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const contact = { firstName: '', lastName: '', email: '' };
  const form = useForm({
    initialValues: {
      deposit: (Math.round(request.total / 4) / 100) as number | string,
      balanceDueAt: localInDays(14),
      ...contact,
      phone: '',
      cardNumber: '',
      expiry: '',
      cvc: '',
    },
  });
  const [key] = useState(() => `group-${request.id}-${crypto.randomUUID()}`);
  const save = useRefreshing((v: typeof form.values) => {
    const [month, year] = v.expiry.split('/').map((p) => Number(p.trim()));
    return callApi(confirmGroupSaleRequest, {
      params: { requestId: request.id },
      body: {
        idempotencyKey: key,
        deposit: Math.round(Number(v.deposit) * 100),
        balanceDueAt: localToIso(v.balanceDueAt),
        expectedTotal: request.total,
        buyer: { firstName: v.firstName, lastName: v.lastName, email: v.email, phone: v.phone },
        card: {
          number: v.cardNumber.replaceAll(' ', ''),
          expMonth: month ?? 0,
          expYear: (year ?? 0) < 100 ? 2000 + (year ?? 0) : (year ?? 0),
          cvc: v.cvc,
          name: `${v.firstName} ${v.lastName}`,
        },
      },
    });
  });
  return (
    <EditPanel
      title={t('groupSales.confirm.title', { client: request.clientName })}
      form={form}
      onClose={onClose}
      onSave={(v) => save.mutateAsync(v)}
      submitLabel={t('groupSales.confirm.submit')}
      size="lg"
    >
      <Text size="sm">{t('groupSales.confirm.total', { total: money(request.total) })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('groupSales.confirm.deposit')}
          min={0.01}
          decimalScale={2}
          required
          {...form.getInputProps('deposit')}
        />
        <TextInput
          type="datetime-local"
          label={t('groupSales.confirm.balanceDueAt')}
          required
          {...form.getInputProps('balanceDueAt')}
        />
        <TextInput label={t('groupSales.confirm.firstName')} required {...form.getInputProps('firstName')} />
        <TextInput label={t('groupSales.confirm.lastName')} required {...form.getInputProps('lastName')} />
        <TextInput label={t('fields.email.label')} type="email" required {...form.getInputProps('email')} />
        <TextInput label={t('groupSales.clients.phone')} type="tel" {...form.getInputProps('phone')} />
        <TextInput
          label={t('groupSales.confirm.cardNumber')}
          required
          autoComplete="cc-number"
          {...form.getInputProps('cardNumber')}
        />
        <Group grow>
          <TextInput
            label={t('groupSales.confirm.expiry')}
            placeholder="MM/YY"
            required
            {...form.getInputProps('expiry')}
          />
          <TextInput label={t('groupSales.confirm.cvc')} required {...form.getInputProps('cvc')} />
        </Group>
      </SimpleGrid>
    </EditPanel>
  );
}

const placeOf = (r: { section: string | null; row: string | null; seat: string | null }) =>
  `${r.section ?? ''} ${r.row ?? ''}-${r.seat ?? ''}`;

function NamesPanel({ request, onClose }: { request: GroupSaleRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const names = useQuery(groupSaleQueries.names(request.id));
  const rows = names.data?.rows ?? [];
  const form = useForm<{ names: Record<string, string> }>({ initialValues: { names: {} } });
  const [failed, setFailed] = useState(false);
  const save = useRefreshing((v: typeof form.values) =>
    callApi(setGroupNamesList, {
      params: { requestId: request.id },
      body: {
        names: rows.map((r) => ({ ticketId: r.ticketId, name: v.names[String(r.ticketId)] ?? r.name })),
      },
    }),
  );
  const download = () => {
    setFailed(false);
    const url = endpointUrl(downloadGroupNamesList, { params: { requestId: request.id } });
    downloadFile(url, `group-${request.id}-names.csv`).catch(() => setFailed(true));
  };
  return (
    <EditPanel
      title={t('groupSales.names.title', { client: request.clientName })}
      form={form}
      onClose={onClose}
      onSave={(v) => save.mutateAsync(v)}
      size="lg"
    >
      <FailureAlert error={names.error} />
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('groupSales.names.seat')}</Table.Th>
            <Table.Th>{t('groupSales.names.name')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, n) => (
            <Table.Tr key={r.ticketId}>
              <Table.Td>{placeOf(r)}</Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('groupSales.names.nameOf', { n: n + 1 })}
                  maxLength={100}
                  value={form.values.names[String(r.ticketId)] ?? r.name}
                  onChange={(e) => form.setFieldValue(`names.${r.ticketId}`, e.currentTarget.value)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="light" onClick={download}>
          {t('groupSales.names.download')}
        </Button>
      </Group>
      {failed ? (
        <Text c="red" size="sm">
          {t('groupSales.names.downloadFailed')}
        </Text>
      ) : null}
    </EditPanel>
  );
}

interface TierLine {
  kind: 'seats' | 'percent';
  value: number | string;
  discount: number | string;
}

/** Group pricing (account settings): the discount a group gets once its size reaches a threshold. */
function PricingPanel({ onClose }: { onClose: () => void }) {
  const tiers = useQuery({
    queryKey: [...groupSaleKeys.all, 'tiers'],
    queryFn: () => callApi(getGroupPriceTiers),
  });
  if (!tiers.data) return <FailureAlert error={tiers.error} />;
  return <PricingForm initial={tiers.data} onClose={onClose} />;
}

function PricingForm({
  initial,
  onClose,
}: {
  initial: Awaited<ReturnType<typeof callApi<typeof getGroupPriceTiers>>>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<{ tiers: TierLine[] }>({
    initialValues: {
      tiers: initial.map((x) => ({
        kind: x.threshold.kind,
        value: x.threshold.value,
        discount: x.discountBp / 100,
      })),
    },
  });
  const save = useRefreshing((v: typeof form.values) =>
    callApi(setGroupPriceTiers, {
      body: {
        tiers: v.tiers.map((x) => ({
          threshold: { kind: x.kind, value: Number(x.value) },
          discountBp: Math.round(Number(x.discount) * 100),
        })),
      },
    }),
  );
  return (
    <EditPanel
      title={t('groupSales.pricing.title')}
      form={form}
      onClose={onClose}
      onSave={(v) => save.mutateAsync(v)}
      size="lg"
    >
      <Text size="sm">{t('groupSales.pricing.intro')}</Text>
      {form.values.tiers.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id; their place is their identity here
        <Group key={i} align="end" wrap="nowrap" gap="xs">
          <Select
            label={t('groupSales.pricing.kind')}
            data={[
              { value: 'seats', label: t('groupSales.pricing.seats') },
              { value: 'percent', label: t('groupSales.pricing.percent') },
            ]}
            allowDeselect={false}
            {...form.getInputProps(`tiers.${i}.kind`)}
          />
          <NumberInput
            label={t('groupSales.pricing.threshold')}
            min={1}
            {...form.getInputProps(`tiers.${i}.value`)}
          />
          <NumberInput
            label={t('groupSales.pricing.discount')}
            min={0}
            max={100}
            decimalScale={2}
            {...form.getInputProps(`tiers.${i}.discount`)}
          />
          <Button variant="subtle" color="red" onClick={() => form.removeListItem('tiers', i)}>
            {t('groupSales.pricing.remove')}
          </Button>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => form.insertListItem('tiers', { kind: 'seats', value: 10, discount: 10 })}
        >
          {t('groupSales.pricing.add')}
        </Button>
      </Group>
    </EditPanel>
  );
}
