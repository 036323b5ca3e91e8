import { Checkbox, Group, NumberInput, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  confirmGroupSaleRequest,
  createGroupSaleRequest,
  type GroupSaleRequest,
  quoteGroupSaleRequest,
} from '@tessera/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { PartnerPicker } from '@/admin/sell/PartnerPicker';
import { sellQueries } from '@/admin/sell/queries';
import { useEventOptions } from '@/admin/sell/useEventOptions';
import { callApi } from '@/api/client';
import { EditPanel } from '@/ui/EditPanel';
import { useFieldProps } from '@/ui/useFieldProps';
import { groupSaleQueries, isoToLocal, localInDays, localToIso } from './queries';
import { useRefreshing } from './useRefreshing';

export function NewRequestPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const clients = useQuery(groupSaleQueries.clients());
  const eventOptions = useEventOptions();
  const form = useForm({
    initialValues: { clientId: '', eventId: '', groupSize: 10 as number | string, seatingNote: '' },
  });
  const field = useFieldProps(form, 'groupSales.requests');
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
        data={eventOptions}
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
      <Textarea {...field('seatingNote')} maxLength={500} />
    </EditPanel>
  );
}

/** The price types the event opens to the GroupSales channel; the first is the default. */
export function GroupPriceTypeSelect({
  eventId,
  value,
  onChange,
}: {
  eventId: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const sale = useQuery(sellQueries.seats(eventId, 'GroupSales'));
  const types = sale.data?.priceTypes ?? [];
  if (types.length < 2) return null;
  return (
    <Select
      label={t('groupSales.quote.priceType')}
      data={types.map((p) => ({ value: String(p.id), label: p.name }))}
      value={value || String(types[0]!.id)}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      maw={320}
    />
  );
}

export function QuotePanel({ request, onClose }: { request: GroupSaleRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const seats = useQuery(groupSaleQueries.seats(request.id));
  const form = useForm({
    initialValues: {
      seatIds: request.seats.map((s) => String(s.id)),
      holdUntil: localInDays(7),
      priceTypeId: '',
    },
  });
  const field = useFieldProps(form, 'groupSales.quote');
  const save = useRefreshing((v: typeof form.values) =>
    callApi(quoteGroupSaleRequest, {
      params: { requestId: request.id },
      body: {
        seatIds: v.seatIds.map(Number),
        priceTypeId: v.priceTypeId ? Number(v.priceTypeId) : null,
        holdUntil: localToIso(v.holdUntil),
      },
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
      <GroupPriceTypeSelect
        eventId={request.eventId}
        value={form.values.priceTypeId}
        onChange={(v) => form.setFieldValue('priceTypeId', v)}
      />
      <Checkbox.Group label={t('groupSales.quote.seats')} {...form.getInputProps('seatIds')}>
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" mt="xs" mah={320} style={{ overflowY: 'auto' }}>
          {offered.map((s) => (
            <Checkbox key={s.id} value={String(s.id)} label={`${s.section} ${s.row}-${s.seat}`} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <TextInput {...field('holdUntil')} type="datetime-local" required />
    </EditPanel>
  );
}

export function ConfirmPanel({ request, onClose }: { request: GroupSaleRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const contact = { firstName: '', lastName: '', email: '' };
  const clients = useQuery(groupSaleQueries.clients());
  const clientPartner = clients.data?.find((c) => c.id === request.clientId)?.partnerId;
  const form = useForm({
    initialValues: {
      // The client's partner, when it books through one (decisions/0085); staff may change it.
      partnerId: clientPartner ? String(clientPartner) : '',
      // The server's offer (the template's deposit, or its default); staff may change both.
      deposit: (request.depositTerms ? request.depositTerms.deposit / 100 : '') as number | string,
      balanceDueAt: request.depositTerms ? isoToLocal(request.depositTerms.balanceDueAt) : '',
      ...contact,
      phone: '',
      cardNumber: '',
      expiry: '',
      cvc: '',
      autoChargeBalance: false,
    },
  });
  const field = useFieldProps(form, 'groupSales.confirm');
  // The client list may arrive after the form opened: take its partner unless staff chose.
  useEffect(() => {
    if (clientPartner && !form.isTouched('partnerId')) form.setFieldValue('partnerId', String(clientPartner));
  }, [clientPartner, form.isTouched, form.setFieldValue]);
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
        partnerId: v.partnerId ? Number(v.partnerId) : null,
        autoChargeBalance: v.autoChargeBalance,
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
      <PartnerPicker
        value={form.values.partnerId}
        onChange={(v) => {
          form.setTouched({ partnerId: true });
          form.setFieldValue('partnerId', v);
        }}
        error={form.errors.partnerId as string | undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput {...field('deposit')} min={0.01} decimalScale={2} required />
        <TextInput {...field('balanceDueAt')} type="datetime-local" required />
        <TextInput {...field('firstName')} required />
        <TextInput {...field('lastName')} required />
        <TextInput label={t('fields.email.label')} type="email" required {...form.getInputProps('email')} />
        <TextInput label={t('groupSales.clients.phone')} type="tel" {...form.getInputProps('phone')} />
        <TextInput {...field('cardNumber')} required autoComplete="cc-number" />
        <Group grow>
          <TextInput {...field('expiry')} placeholder="MM/YY" required />
          <TextInput {...field('cvc')} required />
        </Group>
      </SimpleGrid>
      <Checkbox
        label={t('groupSales.confirm.autoCharge')}
        description={t('groupSales.confirm.autoChargeHint')}
        {...form.getInputProps('autoChargeBalance', { type: 'checkbox' })}
      />
    </EditPanel>
  );
}
