import { Card, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Basket } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { paymentPlanQueries } from '@/admin/payment-plans/queries';
import { DataTable } from '@/ui/data-table/DataTable';

export interface ChosenPlan {
  id: number;
  first: number;
}

/**
 * Pay the basket in instalments: the plans its channel and events may use, and the schedule the
 * chosen one gives. The payment taken now is the first instalment, by card (decisions/0045).
 */
export function PaymentPlanPicker({
  basket,
  value,
  onChange,
  error,
}: {
  basket: Basket;
  value: ChosenPlan | null;
  onChange: (plan: ChosenPlan | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useOrderTime();
  const offered = useQuery(paymentPlanQueries.offered(basket.id, basket.total));
  const plans = offered.data ?? [];
  if (plans.length === 0) return null;
  const chosen = plans.find((p) => p.id === value?.id) ?? null;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Select
          label={t('paymentPlans.checkout.label')}
          placeholder={t('paymentPlans.checkout.none')}
          clearable
          data={plans.map((p) => ({ value: String(p.id), label: p.name }))}
          value={chosen ? String(chosen.id) : null}
          error={error}
          onChange={(v) => {
            const plan = plans.find((p) => String(p.id) === v);
            onChange(plan ? { id: plan.id, first: plan.instalments[0]!.amount } : null);
          }}
        />
        {chosen ? (
          <>
            <Text size="sm" c="dimmed">
              {t('paymentPlans.checkout.hint', { amount: money(chosen.instalments[0]!.amount) })}
            </Text>
            <DataTable
              label={t('paymentPlans.detail.schedule')}
              prefix="plan-schedule"
              rows={chosen.instalments}
              rowKey={(i) => i.number}
              empty=""
              minWidth={320}
              columns={[
                { id: 'number', header: t('paymentPlans.fields.number'), value: (i) => i.number },
                {
                  id: 'dueAt',
                  header: t('paymentPlans.fields.dueAt'),
                  value: (i) => (i.number === 1 ? t('paymentPlans.checkout.today') : when(i.dueAt)),
                },
                { id: 'amount', header: t('paymentPlans.fields.amount'), value: (i) => money(i.amount) },
              ]}
            />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
