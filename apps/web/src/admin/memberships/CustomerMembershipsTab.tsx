import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { isApiError } from '@/api/api-error';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { useDayFormat } from '@/ui/useDayFormat';
import { membershipQueries, saleKey, useRenewMembership } from './queries';

/** The customer's memberships: level, member ID, member since, expiration; renewed here by staff. */
export function CustomerMembershipsTab({
  customer,
  canSell,
}: {
  customer: CustomerDetail;
  canSell: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(membershipQueries.ofCustomer(customer.id));
  const renew = useRenewMembership();
  const date = useDayFormat();
  return (
    <Stack gap="sm">
      {isApiError(renew.error) ? <Alert color="red">{renew.error.message}</Alert> : null}
      <DataTable
        label={t('customers.tabs.memberships')}
        prefix="memberships"
        {...queryRows(list)}
        empty={t('customers.detail.noMemberships')}
        columns={[
          { id: 'level', header: t('admin.memberships.fields.level'), value: (m) => m.levelName },
          {
            id: 'memberNumber',
            header: t('admin.memberships.fields.memberNumber'),
            value: (m) => m.memberNumber,
          },
          {
            id: 'memberSince',
            header: t('admin.memberships.fields.memberSince'),
            value: (m) => date(m.memberSince),
          },
          {
            id: 'expiresAt',
            header: t('admin.memberships.fields.expiresAt'),
            value: (m) => date(m.expiresAt),
          },
          {
            id: 'status',
            header: t('admin.memberships.fields.status'),
            value: (m) => t(`admin.memberships.statuses.${m.status}`),
            badge: (m) => (m.status === 'active' ? 'teal' : 'gray'),
          },
        ]}
        rowActions={(m) => [
          canSell && {
            label: t('admin.memberships.renew', { price: money(m.renewalPrice) }),
            loading: renew.isPending && renew.variables?.membershipId === m.id,
            onClick: () =>
              renew.mutate({
                membershipId: m.id,
                idempotencyKey: saleKey(),
                payment: { type: 'Cash', amount: m.renewalPrice },
              }),
          },
        ]}
      />
      {canSell ? (
        <Group>
          <Anchor component={Link} to="/admin/v2/sell-tickets/memberships/new">
            {t('admin.memberships.sell.title')}
          </Anchor>
        </Group>
      ) : null}
    </Stack>
  );
}
