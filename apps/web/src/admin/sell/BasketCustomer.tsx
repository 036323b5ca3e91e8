import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CustomerSummary, getBasketCustomer, setBasketCustomer } from '@tessera/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerPicker } from '@/admin/customers/CustomerPicker';
import { customerName } from '@/admin/customers/display';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { Section } from '@/ui/Section';

const keyOf = (basketId: string) => ['admin', 'sell', 'basketCustomer', basketId] as const;

/** The customer attached to a basket (the checkout's payment page offers their account credit). */
export const basketCustomerQuery = (basketId: string) => ({
  queryKey: keyOf(basketId),
  queryFn: () => callApi(getBasketCustomer, { params: { basketId } }),
});

/**
 * The customer this sale is for: looked up or added inline, attached to the basket (the order
 * keeps it), and handed to the buyer form to fill it in.
 */
export function BasketCustomer({
  basketId,
  onCustomer,
  onAttached,
}: {
  basketId: string;
  onCustomer: (customer: Pick<CustomerSummary, 'firstName' | 'lastName' | 'email' | 'phone'>) => void;
  /** The basket came with a customer (a basket started from the customer's screen). */
  onAttached: (customer: Pick<CustomerSummary, 'firstName' | 'lastName' | 'email' | 'phone'>) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useQuery(basketCustomerQuery(basketId));
  const attach = useMutation({
    mutationFn: (customerId: number | null) =>
      callApi(setBasketCustomer, { params: { basketId }, body: { customerId } }),
    onSuccess: (next) => {
      queryClient.setQueryData(keyOf(basketId), next);
      if (next.customer) onCustomer(next.customer);
    },
  });
  const customer = current.data?.customer;
  const attachedId = customer?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per customer attached
  useEffect(() => {
    if (customer) onAttached(customer);
  }, [attachedId]);
  return (
    <Section card title={t('customers.checkout.title')}>
      {customer ? (
        <Group justify="space-between" data-testid="basket-customer">
          <Stack gap={0}>
            <Anchor component={Link} to={`/admin/v2/customer/${customer.id}`} fw={600}>
              {customerName(customer, t)}
            </Anchor>
            <Text size="sm" c="dimmed">
              {customer.email}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => onCustomer(customer)}>
              {t('customers.checkout.useDetails')}
            </Button>
            <Button variant="subtle" color="gray" size="xs" onClick={() => attach.mutate(null)}>
              {t('customers.checkout.detach')}
            </Button>
          </Group>
        </Group>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('customers.checkout.intro')}
          </Text>
          <CustomerPicker label={t('customers.checkout.find')} onPick={(c) => attach.mutate(c.id)} />
        </>
      )}
      {isApiError(attach.error) ? (
        <Text c="red" size="sm">
          {attach.error.message}
        </Text>
      ) : null}
    </Section>
  );
}
