import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Basket } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { paymentPlanQueries } from '@/admin/payment-plans/queries';
import { CardStack } from '@/ui/CardStack';
import { DataTable } from '@/ui/data-table/DataTable';

/** A payment plan by its id, or the event templates' deposit (`id` null, decisions/0118). */
export interface ChosenPlan {
  id: number | null;
  first: number;
}

/** The Select's value of the templates' deposit. */
const DEPOSIT = 'deposit';

/**
 * Pay the basket in instalments: the plans its channel and events may use, or the deposit its
 * events' templates ask, and the schedule the chosen one gives. The payment taken now is the
 * first instalment, by card (decisions/0045, 0118).
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
  const deposit = useQuery(paymentPlanQueries.deposit(basket.id, basket.total)).data ?? null;
  const plans = [
    ...(deposit ? [{ id: null, name: t('paymentPlans.checkout.deposit'), ...deposit }] : []),
    ...(offered.data ?? []),
  ];
  if (plans.length === 0) return null;
  const key = (id: number | null) => (id === null ? DEPOSIT : String(id));
  const chosen = value ? (plans.find((p) => p.id === value.id) ?? null) : null;
  return (
    <CardStack>
      <Select
        label={t('paymentPlans.checkout.label')}
        placeholder={t('paymentPlans.checkout.none')}
        clearable
        data={plans.map((p) => ({ value: key(p.id), label: p.name }))}
        value={chosen ? key(chosen.id) : null}
        error={error}
        onChange={(v) => {
          const plan = plans.find((p) => key(p.id) === v);
          onChange(plan ? { id: plan.id, first: plan.instalments[0]!.amount } : null);
        }}
      />
      {chosen ? (
        <>
          <Text size="sm" c="dimmed">
            {t(chosen.id === null ? 'paymentPlans.checkout.depositHint' : 'paymentPlans.checkout.hint', {
              amount: money(chosen.instalments[0]!.amount),
            })}
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
    </CardStack>
  );
}
