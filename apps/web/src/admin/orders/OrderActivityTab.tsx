import { Badge, Button, Card, Checkbox, Group, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addOrderNote, type OrderActivityEntry } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { callApi } from '@/api/client';
import { CardStack } from '@/ui/CardStack';
import { formatDateTime } from '@/ui/format';
import { QueryList } from '@/ui/QueryList';
import { orderKeys, orderQueries } from './queries';

const kindKeys = {
  'order.placed': 'order-placed',
  'order.cancelled': 'order-cancelled',
  'tickets.voided': 'tickets-voided',
  'bundle.sold': 'bundle-sold',
  'bundle.voided': 'bundle-voided',
  'payment.refunded': 'payment-refunded',
  'payment.refund_requested': 'payment-refund-requested',
  'payment.refund_failed': 'payment-refund-failed',
  'payment.refund_retried': 'payment-refund-retried',
  'payment.capture_confirmed': 'payment-capture-confirmed',
  'payment.disputed': 'payment-disputed',
  'note.added': 'note-added',
  'delivery_date.changed': 'delivery-date-changed',
  'delivery_method.changed': 'delivery-method-changed',
  'order.anonymized': 'order-anonymized',
  'payment.type_changed': 'payment-type-changed',
  'ticket.moved': 'ticket-moved',
  'order.user_changed': 'order-user-changed',
  'payment_plan.started': 'payment-plan-started',
  'payment.instalment_paid': 'instalment-paid',
  'payment.instalment_failed': 'instalment-failed',
  'payment_plan.cancelled': 'payment-plan-cancelled',
  'payment_plan.card_changed': 'payment-plan-card-changed',
  'tickets.exchanged': 'tickets-exchanged',
  'tickets.transfer_initiated': 'transfer-initiated',
  'tickets.transfer_claimed': 'transfer-claimed',
  'tickets.transfer_canceled': 'transfer-canceled',
  'email.order_confirmation': 'confirmation-sent',
  'email.tickets': 'tickets-sent',
  'email.tickets_inline': 'tickets-inline-sent',
  'invoice.issued': 'invoice-issued',
  'invoice.reminded': 'invoice-reminded',
  'invoice.paid': 'invoice-paid',
  'invoice.released': 'invoice-released',
} as const;
const kindKey = (kind: string) => kindKeys[kind as keyof typeof kindKeys] ?? 'other';

function useDescribe() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (entry: OrderActivityEntry): string => {
    const d = entry.details as Record<string, unknown>;
    switch (entry.kind) {
      case 'order.placed':
        return t('orders.activity.details.placed', { amount: money(Number(d.total ?? 0)) });
      case 'bundle.sold':
        return d.bundleKind === 'eventPlan'
          ? t('orders.activity.details.bundleSold.eventPlan', { name: String(d.name ?? '') })
          : t('orders.activity.details.bundleSold.templatePackage', { name: String(d.name ?? '') });
      case 'bundle.voided':
        return t('orders.activity.details.bundleVoided', {
          name: String(d.name ?? ''),
          count: Number(d.parts ?? 0),
          amount: money(Number(d.amount ?? 0)),
        });
      case 'tickets.voided':
      case 'order.cancelled':
        return t(
          d.returnTo === 'hold'
            ? 'orders.activity.details.voidedToHold'
            : 'orders.activity.details.voidedToOpen',
          {
            tickets: ((d.tickets as string[] | undefined) ?? []).join(', '),
          },
        );
      case 'payment.refunded':
      case 'payment.refund_requested':
      case 'payment.refund_failed':
      case 'payment.capture_confirmed':
      case 'payment.disputed':
        return t(
          d.onAccount ? 'orders.activity.details.refundedOnAccount' : 'orders.activity.details.refunded',
          {
            amount: money(Number(d.amount ?? 0)),
            type: t(`orders.paymentTypes.${String(d.type)}`, String(d.type)),
          },
        );
      case 'payment.refund_retried':
        return money(Number(d.amount ?? 0));
      case 'note.added':
        return String(d.text ?? '');
      case 'delivery_date.changed':
        return d.to
          ? t('orders.activity.details.deliveryOn', { date: formatDateTime(String(d.to), i18n.language) })
          : t('orders.activity.details.deliveryCleared');
      case 'delivery_method.changed':
        return t('orders.activity.details.fromTo', {
          from: d.from ? t(`deliveryPlans.types.${String(d.from)}`, String(d.from)) : '—',
          to: t(`deliveryPlans.types.${String(d.to)}`, String(d.to)),
        });
      case 'payment.type_changed':
        return t('orders.activity.details.fromTo', {
          from: t(`orders.paymentTypes.${String(d.from)}`, String(d.from)),
          to: t(`orders.paymentTypes.${String(d.to)}`, String(d.to)),
        });
      case 'ticket.moved':
        return t('orders.activity.details.fromTo', { from: String(d.from), to: String(d.to) });
      case 'order.user_changed':
        return String(d.name ?? '');
      case 'payment_plan.started':
        return t('orders.activity.details.planStarted', {
          plan: String(d.planName ?? ''),
          count: Number(d.instalments ?? 0),
        });
      case 'payment.instalment_paid':
      case 'payment.instalment_failed':
        return t('orders.activity.details.instalment', {
          number: Number(d.instalment ?? 0),
          amount: money(Number(d.amount ?? 0)),
          reason: d.code ? t(`errors.${String(d.code)}`, String(d.code)) : '',
        });
      case 'invoice.issued':
      case 'invoice.paid':
      case 'invoice.released':
        return t('orders.activity.details.invoice', {
          number: String(d.number ?? ''),
          amount: money(Number(d.amount ?? 0)),
        });
      case 'invoice.reminded':
        return t('orders.activity.details.emailedTo', { to: String(d.email ?? '') });
      case 'payment_plan.card_changed':
        return `${String(d.method ?? '')} •••• ${String(d.last4 ?? '')}`;
      case 'tickets.exchanged': {
        const exchanged = t('orders.activity.details.exchanged', {
          from: ((d.from as string[] | undefined) ?? []).join(', '),
          to: ((d.to as string[] | undefined) ?? []).join(', '),
          difference: money(Number(d.difference ?? 0)),
        });
        // The difference refunded on account (decisions/0087) says so.
        return d.refundTo === 'onAccount' && Number(d.difference ?? 0) < 0
          ? `${exchanged} · ${t('orders.activity.details.onAccount', { amount: money(-Number(d.difference)) })}`
          : exchanged;
      }
      case 'tickets.transfer_initiated':
      case 'tickets.transfer_claimed':
      case 'tickets.transfer_canceled':
        return t('orders.activity.details.transfer', {
          tickets: ((d.tickets as string[] | undefined) ?? []).join(', '),
          name: String(d.recipientName ?? ''),
        });
      case 'email.order_confirmation':
      case 'email.tickets':
      case 'email.tickets_inline':
        return d.ticketsAt
          ? t('orders.activity.details.emailedAhead', {
              to: String(d.to ?? ''),
              date: formatDateTime(String(d.ticketsAt), i18n.language),
            })
          : t('orders.activity.details.emailedTo', { to: String(d.to ?? '') });
      default:
        return '';
    }
  };
}

/** Everything that happened to the order, newest first, and the form to add a note. */
export function OrderActivityTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const orderTime = useOrderTime();
  const activity = useQuery(orderQueries.activity(orderId));
  const describe = useDescribe();
  return (
    <Stack gap="lg">
      <NoteForm orderId={orderId} />
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="md">
          {t('orders.activity.title')}
        </Title>
        <QueryList query={activity} empty={t('orders.activity.empty')}>
          {(entries) => (
            <Timeline bulletSize={14} lineWidth={2}>
              {entries.map((entry) => (
                <Timeline.Item
                  key={entry.id}
                  title={
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        {t(`orders.activity.kinds.${kindKey(entry.kind)}`)}
                      </Text>
                      {entry.kind === 'note.added' && (entry.details as { private?: boolean }).private ? (
                        <Badge size="xs" color="grape" variant="light">
                          {t('orders.notes.private')}
                        </Badge>
                      ) : null}
                    </Group>
                  }
                >
                  {describe(entry) ? <Text size="sm">{describe(entry)}</Text> : null}
                  <Text size="xs" c="dimmed">
                    {t('orders.activity.byAt', {
                      by: entry.by ?? t(`orders.activity.actors.${entry.actor}`),
                      at: orderTime(entry.at),
                    })}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </QueryList>
      </Card>
    </Stack>
  );
}

function NoteForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [isPrivate, setPrivate] = useState(true);
  const add = useMutation({
    mutationFn: () => callApi(addOrderNote, { params: { orderId }, body: { text, private: isPrivate } }),
    onSuccess: (entries) => {
      client.setQueryData(orderKeys.activity(orderId), entries);
      setText('');
    },
  });
  return (
    <CardStack>
      <Textarea
        label={t('orders.notes.add')}
        placeholder={t('orders.notes.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
      />
      <Group justify="space-between">
        <Checkbox
          label={t('orders.notes.privateHint')}
          checked={isPrivate}
          onChange={(e) => setPrivate(e.currentTarget.checked)}
        />
        <Button disabled={!text.trim()} loading={add.isPending} onClick={() => add.mutate()}>
          {t('orders.notes.save')}
        </Button>
      </Group>
      {add.isError ? (
        <Text c="red" size="sm">
          {add.error.message}
        </Text>
      ) : null}
    </CardStack>
  );
}
