import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { isApiError } from '@/api/api-error';
import { ListPage } from '@/ui/data-table/ListPage';
import { paymentToolQueries } from './payment-tools-queries';

const statusColor: Record<string, string> = {
  authorized: 'yellow',
  captured: 'teal',
  voided: 'gray',
  refunded: 'orange',
};

/**
 * Tools → Stripe payments (decisions/0090): a processor payment looked up by its reference
 * (a Stripe PaymentIntent id) as Stripe holds it, and the order it belongs to.
 */
export function StripePaymentsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const [typed, setTyped] = useState(reference);
  const found = useQuery(paymentToolQueries.lookup(reference));
  // "No payment with this reference": the table's empty line says so, in the catalogue's words.
  const notFound = isApiError(found.error) && found.error.status === 404 ? found.error.message : null;
  return (
    <ListPage
      title={t('paymentTools.stripePayments.title')}
      intro={t('paymentTools.stripePayments.intro')}
      above={
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setParams((p) => {
              p.set('reference', typed.trim());
              return p;
            });
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('paymentTools.stripePayments.reference')}
              placeholder="pi_…"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              w={{ base: '100%', sm: 360 }}
            />
            <Button type="submit" disabled={typed.trim().length < 3}>
              {t('paymentTools.stripePayments.find')}
            </Button>
          </Group>
        </form>
      }
      rows={reference ? (found.data ? [found.data] : found.isError ? [] : undefined) : []}
      rowKey={(r) => r.chargeId}
      error={found.error && !notFound ? found.error : undefined}
      onRetry={() => void found.refetch()}
      empty={notFound ?? t('paymentTools.stripePayments.empty')}
      minWidth={760}
      columns={[
        { id: 'reference', header: t('paymentTools.stripePayments.reference'), value: (r) => r.chargeId },
        { id: 'date', header: t('paymentTools.date'), date: (r) => r.createdAt },
        {
          id: 'status',
          header: t('paymentTools.status'),
          value: (r) => t(`paymentTools.chargeStatuses.${r.status}`),
          badge: (r) => statusColor[r.status],
        },
        { id: 'amount', header: t('paymentTools.amount'), value: (r) => money(r.amount) },
        { id: 'refunded', header: t('paymentTools.refunded'), value: (r) => money(r.refunded) },
        { id: 'account', header: t('paymentTools.paymentAccount'), value: (r) => r.paymentAccountName },
        {
          id: 'order',
          header: t('paymentTools.order'),
          value: (r) => r.orderId ?? '',
          cell: (r) =>
            r.orderId ? (
              <Anchor component={Link} to={`/admin/v2/orders/${r.orderId}`}>
                {r.orderId}
                {r.buyerName ? ` · ${r.buyerName}` : ''}
              </Anchor>
            ) : (
              t('paymentTools.noOrder')
            ),
        },
      ]}
    />
  );
}
