import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderPaymentPlan } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { DataTable } from '@/ui/data-table/DataTable';
import { FailureAlert } from '@/ui/FailureAlert';
import { PageHeader } from '@/ui/PageHeader';
import { StatCard } from '@/ui/StatCard';
import { ChangeCardModal } from './ChangeCardModal';
import { planStatusColor } from './PaymentPlansPage';
import { paymentPlanQueries, useCancelOrderPlan, usePayNow } from './queries';

const instalmentColor = {
  paid: 'teal',
  due: 'blue',
  charging: 'yellow',
  failed: 'red',
  cancelled: 'gray',
} as const;

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
