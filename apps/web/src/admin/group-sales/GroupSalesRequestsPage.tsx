import { Badge, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { declineGroupSaleRequest, type GroupSaleRequest, payGroupSaleBalance } from '@tessera/contract';
import type { GroupSaleStatus, SavedBasketAlert } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { useRefreshingMutation } from '@/api/mutations';
import { TwoLines } from '@/ui/data-table/cells';
import { ListPage } from '@/ui/data-table/ListPage';
import { mutationAction } from '@/ui/data-table/RowActions';
import { queryRows } from '@/ui/data-table/sources';
import { FailureAlert } from '@/ui/FailureAlert';
import { formatDateTime } from '@/ui/format';
import { NamesPanel } from './NamesPanel';
import { PricingPanel } from './PricingPanel';
import { groupSaleKeys, groupSaleQueries } from './queries';
import { ConfirmPanel, NewRequestPanel, QuotePanel } from './RequestPanels';

const statusColor: Record<GroupSaleStatus, string> = {
  new: 'yellow',
  quoted: 'blue',
  confirmed: 'indigo',
  paid: 'teal',
  declined: 'gray',
};
const alertColor: Record<SavedBasketAlert, string> = {
  expired: 'red',
  expiringSoon: 'orange',
  pastDue: 'red',
  dueSoon: 'orange',
};

type Panel =
  | { kind: 'new' | 'pricing' }
  | { kind: 'quote' | 'confirm' | 'names'; request: GroupSaleRequest }
  | null;

/** /admin/v2/group-sales-requests: groups asked for, quoted, confirmed with a deposit, paid. */
export function GroupSalesRequestsPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const requests = useQuery(groupSaleQueries.requests());
  const [panel, setPanel] = useState<Panel>(null);
  const { details } = useAdminSession();
  const mayPrice = (details.Permissions as readonly string[]).includes('accountSettings');
  const payBalance = useRefreshingMutation([groupSaleKeys.all], (r: GroupSaleRequest) =>
    callApi(payGroupSaleBalance, { params: { requestId: r.id } }),
  );
  const decline = useRefreshingMutation([groupSaleKeys.all], (r: GroupSaleRequest) =>
    callApi(declineGroupSaleRequest, { params: { requestId: r.id } }),
  );
  const seatsOf = (r: GroupSaleRequest) =>
    r.seats.map((s) => `${s.section} ${s.row}-${s.seat}`).join(', ') || '—';
  return (
    <ListPage
      title={t('groupSales.requests.title')}
      pageActions={
        <>
          {mayPrice ? (
            <Button variant="default" onClick={() => setPanel({ kind: 'pricing' })}>
              {t('groupSales.pricing.title')}
            </Button>
          ) : null}
          <Button onClick={() => setPanel({ kind: 'new' })}>{t('groupSales.requests.new')}</Button>
        </>
      }
      above={<FailureAlert error={payBalance.error ?? decline.error} />}
      {...queryRows(requests)}
      empty={t('groupSales.requests.empty')}
      minWidth={1100}
      columns={[
        { id: 'clientName', header: t('groupSales.requests.client'), sortable: true },
        {
          id: 'eventName',
          header: t('groupSales.requests.event'),
          sortable: true,
          cell: (r) => <TwoLines plain main={r.eventName} sub={formatDateTime(r.startsAt, i18n.language)} />,
        },
        { id: 'groupSize', header: t('groupSales.requests.size'), align: 'right', sortable: true },
        { id: 'seats', header: t('groupSales.requests.seats'), value: seatsOf },
        {
          id: 'total',
          header: t('groupSales.requests.total'),
          align: 'right',
          value: (r) => money(r.total),
        },
        {
          id: 'balance',
          header: t('groupSales.requests.balance'),
          align: 'right',
          value: (r) => (r.balance === null ? '—' : money(r.balance)),
        },
        {
          id: 'status',
          header: t('groupSales.requests.status'),
          sortable: true,
          value: (r) => t(`groupSales.status.${r.status}`),
          cell: (r) => (
            <Group gap={4}>
              <Badge color={statusColor[r.status]} variant="light">
                {t(`groupSales.status.${r.status}`)}
              </Badge>
              {r.alerts.map((a) => (
                <Badge key={a} color={alertColor[a]} variant="filled">
                  {t(`groupSales.alerts.${a}`)}
                </Badge>
              ))}
            </Group>
          ),
        },
        {
          id: 'due',
          header: t('groupSales.requests.due'),
          value: (r) =>
            r.status === 'confirmed' && r.balanceDueAt
              ? formatDateTime(r.balanceDueAt, i18n.language)
              : r.status === 'quoted' && r.holdUntil
                ? formatDateTime(r.holdUntil, i18n.language)
                : '—',
        },
      ]}
      rowActions={(r) => [
        (r.status === 'new' || r.status === 'quoted') && {
          label: t('groupSales.requests.quote'),
          onClick: () => setPanel({ kind: 'quote', request: r }),
        },
        r.status === 'quoted' && {
          label: t('groupSales.requests.confirm'),
          onClick: () => setPanel({ kind: 'confirm', request: r }),
        },
        r.status === 'confirmed' &&
          mutationAction(t('groupSales.requests.payBalance'), payBalance, r, { keyOf: (x) => x.id }),
        r.orderId !== null && {
          label: t('groupSales.requests.names'),
          onClick: () => setPanel({ kind: 'names', request: r }),
        },
        (r.status === 'new' || r.status === 'quoted') &&
          mutationAction(t('groupSales.requests.decline'), decline, r, {
            danger: true,
            keyOf: (x) => x.id,
          }),
      ]}
    >
      {panel?.kind === 'new' ? <NewRequestPanel onClose={() => setPanel(null)} /> : null}
      {panel?.kind === 'pricing' ? <PricingPanel onClose={() => setPanel(null)} /> : null}
      {panel?.kind === 'quote' ? <QuotePanel request={panel.request} onClose={() => setPanel(null)} /> : null}
      {panel?.kind === 'confirm' ? (
        <ConfirmPanel request={panel.request} onClose={() => setPanel(null)} />
      ) : null}
      {panel?.kind === 'names' ? <NamesPanel request={panel.request} onClose={() => setPanel(null)} /> : null}
    </ListPage>
  );
}
