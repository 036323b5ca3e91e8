import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { RefundStateBadge, RetryRefundButton } from '@/admin/orders/RefundState';
import { ChoiceFilter } from '@/ui/data-table/filters';
import { ListPage } from '@/ui/data-table/ListPage';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { OrderPaymentsLink } from './payment-cells';
import { type RefundFilter, refundKeys, refundQueries } from './refunds-queries';
import { StuckPayments } from './StuckPayments';

const filters = ['all', 'failed', 'requested'] as const;

/**
 * Tools → Payment processing: card refunds not given back yet (decisions/0040), failed ones
 * to retry and ones still with the processor, newest first; then payments stuck mid-flight
 * (decisions/0090).
 */
export function PaymentProcessingPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const view = useTableView();
  const chosen = view.filter('state');
  const state: RefundFilter = chosen === 'failed' || chosen === 'requested' ? chosen : null;
  const list = useQuery(refundQueries.page(state, view.page, view.pageSize));
  return (
    <ListPage
      title={t('paymentProcessing.title')}
      intro={t('paymentProcessing.intro')}
      view={view}
      toolbar={
        <ChoiceFilter
          view={view}
          name="state"
          label={t('paymentProcessing.state')}
          choices={filters.map((value) => ({ value, label: t(`paymentProcessing.filters.${value}`) }))}
        />
      }
      {...pagedRows(list)}
      empty={t('paymentProcessing.empty')}
      minWidth={760}
      columns={[
        { id: 'date', header: t('paymentProcessing.date'), date: (r) => r.createdAt },
        {
          id: 'order',
          header: t('paymentProcessing.order'),
          value: (r) => r.orderId,
          cell: (r) => <OrderPaymentsLink orderId={r.orderId} />,
        },
        {
          id: 'payment',
          header: t('paymentProcessing.payment'),
          value: (r) =>
            `${t(`orders.paymentTypes.${r.paymentType}`, r.paymentType)}${r.last4 ? ` · ${r.method ?? ''} ·${r.last4}` : ''}`,
        },
        { id: 'amount', header: t('paymentProcessing.amount'), value: (r) => money(r.amount) },
        {
          id: 'state',
          header: t('paymentProcessing.state'),
          value: (r) => r.state,
          cell: (r) => <RefundStateBadge state={r.state} failureCode={r.failureCode} />,
        },
        { id: 'attempt', header: t('paymentProcessing.attempts') },
        { id: 'by', header: t('paymentProcessing.by'), value: (r) => r.by ?? '—' },
        {
          id: 'retry',
          header: '',
          align: 'right',
          csv: false,
          cell: (r) =>
            r.state === 'failed' ? (
              <RetryRefundButton
                orderId={r.orderId}
                refundId={r.id}
                onRetried={() => void client.invalidateQueries({ queryKey: refundKeys.all })}
              />
            ) : null,
        },
      ]}
    >
      <StuckPayments />
    </ListPage>
  );
}
