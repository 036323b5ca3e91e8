import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryList } from '@/ui/QueryList';
import { CustomerPlanCard } from '../CustomerPlanCard';
import { customerQueries } from '../queries';

/** /shop/account/payment-plans: the customer's orders paid in instalments, each one paid, due or failed. */
export function PaymentPlansTab() {
  const { t } = useTranslation();
  const plans = useQuery(customerQueries.paymentPlans());
  return (
    <QueryList query={plans} empty={t('shopAccount.paymentPlans.empty')}>
      {(list) => (
        <Stack gap="md">
          {list.map((plan) => (
            <CustomerPlanCard key={plan.id} plan={plan} />
          ))}
        </Stack>
      )}
    </QueryList>
  );
}
