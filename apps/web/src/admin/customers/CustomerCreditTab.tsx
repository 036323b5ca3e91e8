import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adjustCustomerCredit, type CustomerDetail } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { amountColumn } from '@/ui/data-table/amount-column';
import { DataTable } from '@/ui/data-table/DataTable';
import { FailureAlert } from '@/ui/FailureAlert';
import { MoneyInput } from '@/ui/MoneyInput';
import { customerKeys, customerQueries } from './queries';

/**
 * The customer's account credit (decisions/0087): the balance, its history (refunds on account,
 * spends, adjustments) and, for staff allowed refunds, an adjustment with a reason.
 */
export function CustomerCreditTab({ customer, canAdjust }: { customer: CustomerDetail; canAdjust: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const credit = useQuery(customerQueries.credit(customer.id));
  const [direction, setDirection] = useState<'add' | 'remove'>('add');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const adjust = useMutation({
    mutationFn: () =>
      callApi(adjustCustomerCredit, {
        params: { customerId: customer.id },
        body: { amount: (direction === 'add' ? 1 : -1) * (amount ?? 0), reason: reason.trim() },
      }),
    onSuccess: (next) => {
      client.setQueryData(customerKeys.credit(customer.id), next);
      setAmount(null);
      setReason('');
    },
  });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const signed = (minor: number) => (minor > 0 ? `+${money(minor)}` : `−${money(-minor)}`);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t('customers.credit.balance')}
        </Text>
        <Text fz="xl" fw={700} data-testid="credit-balance">
          {credit.data ? money(credit.data.balance) : '…'}
        </Text>
      </Paper>
      {canAdjust && !customer.anonymized ? (
        <Paper withBorder radius="md" p="md">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              adjust.mutate();
            }}
          >
            <Stack gap="sm">
              <Title order={2} fz="h5">
                {t('customers.credit.adjustTitle')}
              </Title>
              <Group gap="sm" align="flex-end" wrap="wrap">
                <SegmentedControl
                  aria-label={t('customers.credit.direction')}
                  value={direction}
                  onChange={(v) => setDirection(v as 'add' | 'remove')}
                  data={[
                    { value: 'add', label: t('customers.credit.add') },
                    { value: 'remove', label: t('customers.credit.remove') },
                  ]}
                />
                <MoneyInput
                  label={t('customers.credit.amount')}
                  value={amount}
                  onChange={setAmount}
                  w={160}
                />
                <TextInput
                  label={t('customers.credit.reason')}
                  value={reason}
                  onChange={(e) => setReason(e.currentTarget.value)}
                  maxLength={500}
                  miw={220}
                  style={{ flex: 1 }}
                />
              </Group>
              <FailureAlert error={adjust.error} />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={adjust.isPending}
                  disabled={!amount || amount <= 0 || !reason.trim()}
                >
                  {t('customers.credit.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      ) : null}
      <DataTable
        label={t('customers.credit.history')}
        prefix="credit"
        rows={credit.data?.entries}
        error={credit.error ?? undefined}
        onRetry={() => void credit.refetch()}
        empty={t('customers.credit.empty')}
        columns={[
          { id: 'createdAt', header: t('customers.credit.when'), cell: (e) => when(e.createdAt) },
          {
            id: 'kind',
            header: t('customers.credit.kind'),
            value: (e) => t(`customers.credit.kinds.${e.kind}`),
          },
          {
            id: 'orderId',
            header: t('customers.credit.order'),
            cell: (e) =>
              e.orderId === null ? (
                ''
              ) : (
                <Anchor component={Link} to={`/admin/v2/orders/${e.orderId}`}>
                  {e.orderId}
                </Anchor>
              ),
          },
          { id: 'reason', header: t('customers.credit.reason'), value: (e) => e.reason ?? '' },
          {
            id: 'by',
            header: t('customers.credit.by'),
            value: (e) =>
              e.userName ?? t(`customers.credit.actors.${e.actor as 'staff' | 'customer' | 'system'}`),
          },
          amountColumn('amount', t('customers.credit.amount'), signed),
          amountColumn('balanceAfter', t('customers.credit.balanceAfter'), money),
        ]}
      />
    </Stack>
  );
}
