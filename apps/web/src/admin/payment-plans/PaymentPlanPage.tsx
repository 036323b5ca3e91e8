import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderPaymentPlan } from '@tessera/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { isApiError } from '@/api/api-error';
import { DialogActions } from '@/ui/DialogActions';
import { DataTable } from '@/ui/data-table/DataTable';
import { FailureAlert } from '@/ui/FailureAlert';
import { PageHeader } from '@/ui/PageHeader';
import { StatCard } from '@/ui/StatCard';
import { planStatusColor } from './PaymentPlansPage';
import { paymentPlanQueries, useCancelOrderPlan, useChangePlanCard, usePayNow } from './queries';

const instalmentColor = {
  paid: 'teal',
  due: 'blue',
  charging: 'yellow',
  failed: 'red',
  cancelled: 'gray',
} as const;

function ChangeCardModal({ plan, onClose }: { plan: OrderPaymentPlan; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangePlanCard();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const errors = isApiError(change.error) ? change.error.fieldErrors : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [month, year] = card.expiry.split('/').map((p) => Number(p.trim()));
    change.mutate(
      {
        id: plan.id,
        card: {
          number: card.number,
          expMonth: Number.isInteger(month) ? month! : 0,
          expYear: Number.isInteger(year) ? year! : 0,
          cvc: card.cvc,
          name: '',
        },
      },
      { onSuccess: onClose },
    );
  };
  const set = (name: keyof typeof card) => (e: { currentTarget: { value: string } }) =>
    setCard({ ...card, [name]: e.currentTarget.value });
  return (
    <Modal opened onClose={onClose} title={t('paymentPlans.detail.changeCard')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {Object.keys(errors).length === 0 ? <FailureAlert error={change.error} /> : null}
          <TextInput
            label={t('paymentPlans.detail.cardNumber')}
            autoComplete="off"
            value={card.number}
            onChange={set('number')}
            error={errors['card.number']}
            data-autofocus
          />
          <Group grow>
            <TextInput
              label={t('paymentPlans.detail.cardExpiry')}
              placeholder="MM/YY"
              value={card.expiry}
              onChange={set('expiry')}
              error={errors['card.expMonth'] ?? errors['card.expYear']}
            />
            <TextInput
              label={t('paymentPlans.detail.cardCvc')}
              value={card.cvc}
              onChange={set('cvc')}
              error={errors['card.cvc']}
            />
          </Group>
          <DialogActions onCancel={onClose} confirmLabel={t('actions.save')} loading={change.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

function PlanDetail({ plan }: { plan: OrderPaymentPlan }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useOrderTime();
  const cancel = useCancelOrderPlan();
  const payNow = usePayNow();
  const [changing, setChanging] = useState(false);
  const active = plan.status === 'active';
  const cardLabel = `${plan.card.brand} •••• ${plan.card.last4}`;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('paymentPlans.detail.title', { id: plan.orderId })}
        intro={`${plan.planName} · ${plan.buyerName} · ${plan.email}`}
      />
      {active ? (
        <Group gap="xs" wrap="wrap">
          <Button onClick={() => payNow.mutate(plan.id)} loading={payNow.isPending}>
            {t('paymentPlans.detail.payNow')}
          </Button>
          <Button variant="default" onClick={() => setChanging(true)}>
            {t('paymentPlans.detail.changeCard')}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => cancel.mutate(plan.id)}
            loading={cancel.isPending}
          >
            {t('paymentPlans.detail.cancel')}
          </Button>
        </Group>
      ) : null}
      <FailureAlert error={payNow.error ?? cancel.error} />
      {plan.failedCount > 0 && active ? (
        <Alert color="red" variant="light">
          {t('paymentPlans.detail.failedHint')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatCard label={t('paymentPlans.fields.total')}>{money(plan.total)}</StatCard>
        <StatCard label={t('paymentPlans.fields.paid')}>{money(plan.paid)}</StatCard>
        <StatCard label={t('paymentPlans.fields.due')}>{money(plan.due)}</StatCard>
        <StatCard label={t('paymentPlans.fields.failed')}>{String(plan.failedCount)}</StatCard>
      </SimpleGrid>
      <Card withBorder radius="md">
        <Group justify="space-between">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('paymentPlans.detail.card')}
            </Text>
            <Text fw={600} data-testid="plan-card">
              {cardLabel}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge color={planStatusColor[plan.status]} variant="light" data-testid="plan-status">
              {t(`paymentPlans.status.${plan.status}`)}
            </Badge>
            <Link to={`/admin/v2/orders/${plan.orderId}/activity`}>
              {t('paymentPlans.detail.orderActivity')}
            </Link>
          </Group>
        </Group>
      </Card>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('paymentPlans.detail.schedule')}
        </Title>
        <DataTable
          label={t('paymentPlans.detail.schedule')}
          prefix="instalments"
          bare
          rows={plan.instalments}
          rowKey={(i) => String(i.id)}
          empty=""
          columns={[
            { id: 'number', header: t('paymentPlans.fields.number'), value: (i) => String(i.number) },
            { id: 'dueAt', header: t('paymentPlans.fields.dueAt'), value: (i) => when(i.dueAt) },
            { id: 'amount', header: t('paymentPlans.fields.amount'), value: (i) => money(i.amount) },
            {
              id: 'status',
              header: t('paymentPlans.fields.status'),
              value: (i) => t(`paymentPlans.instalmentStatus.${i.status}`),
              cell: (i) => (
                <Stack gap={2} align="flex-start">
                  <Badge
                    color={instalmentColor[i.status]}
                    variant="light"
                    data-testid={`instalment-${i.number}`}
                  >
                    {t(`paymentPlans.instalmentStatus.${i.status}`)}
                  </Badge>
                  {i.failureCode ? (
                    <Text size="xs" c="red">
                      {t(`errors.${i.failureCode}`, i.failureCode)}
                    </Text>
                  ) : null}
                </Stack>
              ),
            },
            {
              id: 'paidAt',
              header: t('paymentPlans.fields.paidAt'),
              value: (i) => (i.paidAt ? when(i.paidAt) : '—'),
            },
          ]}
        />
      </Stack>
      {changing ? <ChangeCardModal plan={plan} onClose={() => setChanging(false)} /> : null}
    </Stack>
  );
}

/** /admin/v2/payment-plans/{id}: an order's schedule, paid, due and failed; cancel, pay now, change card. */
export function PaymentPlanPage() {
  const id = Number(useParams().id);
  const plan = useQuery({ ...paymentPlanQueries.order(id), enabled: Number.isInteger(id) && id > 0 });
  if (plan.error) return <FailureAlert error={plan.error} />;
  if (!plan.data) return null;
  return <PlanDetail plan={plan.data} />;
}
