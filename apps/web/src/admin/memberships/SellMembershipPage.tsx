import { Alert, Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail, CustomerSummary, MembershipSale } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { CustomerPicker } from '@/admin/customers/CustomerPicker';
import { isApiError } from '@/api/api-error';
import { FactGrid } from '@/ui/Facts';
import { SectionLoader } from '@/ui/FullPageLoader';
import { PageHeader } from '@/ui/PageHeader';
import { useDayFormat } from '@/ui/useDayFormat';
import { membershipQueries, type StaffPayment, saleKey, useSellMembership } from './queries';

const paymentTypes: StaffPayment['type'][] = ['Cash', 'Check', 'Manual'];

/** /admin/v2/sell-tickets/memberships/{id}: sells a membership level to a customer at the window. */
export function SellMembershipPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const { id } = useParams();
  const levels = useQuery(membershipQueries.selling());
  const level = levels.data?.find((l) => String(l.id) === id) ?? null;
  const [customer, setCustomer] = useState<CustomerSummary | CustomerDetail | null>(null);
  const [type, setType] = useState<StaffPayment['type']>('Cash');
  const [key, setKey] = useState(saleKey);
  const [sold, setSold] = useState<MembershipSale | null>(null);
  const sell = useSellMembership();
  const date = useDayFormat();
  if (levels.isPending) return <SectionLoader />;
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('admin.memberships.sell.title')} />
      <Select
        label={t('admin.memberships.sell.level')}
        placeholder={t('admin.memberships.sell.chooseLevel')}
        data={(levels.data ?? []).map((l) => ({
          value: String(l.id),
          label: `${l.name} · ${money(l.price)}`,
        }))}
        value={level ? String(level.id) : null}
        onChange={(v) => {
          setSold(null);
          if (v) void navigate(`/admin/v2/sell-tickets/memberships/${v}`);
        }}
      />
      {level ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} fz="h4">
              {level.name}
            </Title>
            {level.description ? <Text c="dimmed">{level.description}</Text> : null}
            <FactGrid
              rows={[
                [t('admin.memberships.fields.price'), money(level.price)],
                [
                  t('admin.memberships.fields.durationMonths'),
                  t('admin.memberships.months', { count: level.durationMonths }),
                ],
                [t('admin.memberships.fields.tags'), level.tags.join(', ') || '—'],
              ]}
            />
            <CustomerPicker
              label={t('admin.memberships.sell.customer')}
              onPick={(c) => {
                setCustomer(c);
                setSold(null);
              }}
            />
            {customer ? (
              <Text data-testid="membership-customer">
                {customer.firstName} {customer.lastName} · {customer.email}
              </Text>
            ) : null}
            <Select
              label={t('admin.memberships.sell.paymentType')}
              data={paymentTypes.map((p) => ({ value: p, label: t(`admin.checkout.paymentTypes.${p}`, p) }))}
              value={type}
              allowDeselect={false}
              onChange={(v) => v && setType(v as StaffPayment['type'])}
            />
            {isApiError(sell.error) ? <Alert color="red">{sell.error.message}</Alert> : null}
            <Group justify="flex-end">
              <Button
                disabled={!customer}
                loading={sell.isPending}
                onClick={() =>
                  customer &&
                  sell.mutate(
                    {
                      levelId: level.id,
                      customerId: customer.id,
                      idempotencyKey: key,
                      payment: { type, amount: level.price },
                    },
                    {
                      onSuccess: (sale) => {
                        setSold(sale);
                        setKey(saleKey());
                      },
                    },
                  )
                }
              >
                {t('admin.memberships.sell.submit', { price: money(level.price) })}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      {sold ? (
        <Alert color="teal" title={t('admin.memberships.sell.done')} role="status">
          <Stack gap={4}>
            <Text>
              {t('admin.memberships.fields.memberNumber')}:{' '}
              <b data-testid="member-number">{sold.membership.memberNumber}</b>
            </Text>
            <Text>
              {t('admin.memberships.fields.expiresAt')}: {date(sold.membership.expiresAt)}
            </Text>
            <Group gap="md">
              <Anchor component={Link} to={`/admin/v2/customer/${sold.membership.customerId}`}>
                {t('admin.memberships.sell.openCustomer')}
              </Anchor>
              <Anchor component={Link} to={`/admin/v2/orders/${sold.orderId}`}>
                {t('admin.memberships.sell.openOrder')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
