import { Badge, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderPaymentPlanSummary } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { ListPage } from '@/ui/data-table/ListPage';
import { queryRows } from '@/ui/data-table/sources';
import { paymentPlanQueries } from './queries';

export const planStatusColor = { active: 'blue', completed: 'teal', cancelled: 'gray' } as const;

type StatusFilter = 'all' | OrderPaymentPlanSummary['status'];

/** /admin/v2/payment-plans: orders sold on a payment plan, what is paid, still due and failed. */
export function PaymentPlansPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useOrderTime();
  const [status, setStatus] = useState<StatusFilter>('active');
  const plans = useQuery(paymentPlanQueries.orders(status === 'all' ? undefined : status));
  return (
    <ListPage
      title={t('paymentPlans.list.title')}
      intro={t('paymentPlans.list.intro')}
      above={
        <SegmentedControl
          w="fit-content"
          value={status}
          onChange={(v) => setStatus(v as StatusFilter)}
          data={(['active', 'completed', 'cancelled', 'all'] as const).map((s) => ({
            value: s,
            label: t(`paymentPlans.filters.${s}`),
          }))}
        />
      }
      prefix="plans"
      {...queryRows(plans)}
      empty={t('paymentPlans.list.empty')}
      minWidth={900}
      columns={[
        {
          id: 'order',
          header: t('paymentPlans.fields.order'),
          sortable: true,
          value: (p) => p.orderId,
          cell: (p) => (
            <Link to={`/admin/v2/payment-plans/${p.id}`}>
              {t('paymentPlans.orderNumber', { id: p.orderId })}
            </Link>
          ),
        },
        { id: 'buyer', header: t('paymentPlans.fields.buyer'), sortable: true, value: (p) => p.buyerName },
        { id: 'plan', header: t('paymentPlans.fields.plan'), value: (p) => p.planName },
        { id: 'paid', header: t('paymentPlans.fields.paid'), value: (p) => money(p.paid) },
        { id: 'due', header: t('paymentPlans.fields.due'), value: (p) => money(p.due) },
        {
          id: 'next',
          header: t('paymentPlans.fields.nextDue'),
          value: (p) => (p.nextDueAt ? when(p.nextDueAt) : '—'),
        },
        {
          id: 'status',
          header: t('paymentPlans.fields.status'),
          value: (p) => t(`paymentPlans.status.${p.status}`),
          cell: (p) => (
            <Stack gap={2} align="flex-start">
              <Badge color={planStatusColor[p.status]} variant="light">
                {t(`paymentPlans.status.${p.status}`)}
              </Badge>
              {p.failedCount > 0 ? (
                <Badge color="red" variant="light">
                  {t('paymentPlans.failedCount', { count: p.failedCount })}
                </Badge>
              ) : null}
            </Stack>
          ),
        },
      ]}
    />
  );
}
