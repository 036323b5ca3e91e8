import { useQuery } from '@tanstack/react-query';
import { approveHouseSeatRequest, cancelHouseSeatRequest, type HouseSeatRequest } from '@tessera/contract';
import type { HouseSeatRequestStatus } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { useRefreshingMutation } from '@/api/mutations';
import { TwoLines } from '@/ui/data-table/cells';
import { ListPage } from '@/ui/data-table/ListPage';
import { mutationAction } from '@/ui/data-table/RowActions';
import { queryRows } from '@/ui/data-table/sources';
import { FailureAlert } from '@/ui/FailureAlert';
import { formatDateTime } from '@/ui/format';
import { houseSeatKeys, houseSeatQueries } from './queries';

const statusColor: Record<HouseSeatRequestStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  paid: 'teal',
  canceled: 'gray',
};

/** /admin/v2/house-seats-requests: requests for house seats, approved, paid or canceled. */
export function HouseSeatsRequestsPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const requests = useQuery(houseSeatQueries.requests());
  const approve = useRefreshingMutation([houseSeatKeys.all], (r: HouseSeatRequest) =>
    callApi(approveHouseSeatRequest, { params: { requestId: r.id } }),
  );
  const cancel = useRefreshingMutation([houseSeatKeys.all], (r: HouseSeatRequest) =>
    callApi(cancelHouseSeatRequest, { params: { requestId: r.id } }),
  );
  const seatsOf = (r: HouseSeatRequest) =>
    [
      ...r.seats.map((s) => `${s.section} ${s.row}-${s.seat}`),
      ...r.places.map((p) => t('houseSeats.places.place', { area: p.areaName, count: p.quantity })),
    ].join(', ');
  return (
    <ListPage
      title={t('houseSeats.requests.title')}
      above={<FailureAlert error={approve.error ?? cancel.error} />}
      {...queryRows(requests)}
      empty={t('houseSeats.requests.empty')}
      minWidth={980}
      columns={[
        {
          id: 'requesterName',
          header: t('houseSeats.requests.requester'),
          sortable: true,
          cell: (r) => <TwoLines main={r.requesterName} sub={r.requesterEmail} />,
        },
        {
          id: 'relationship',
          header: t('houseSeats.fields.relationship'),
          sortable: true,
          value: (r) => t(`houseSeats.relationship.${r.relationship}`),
        },
        {
          id: 'eventName',
          header: t('houseSeats.requests.event'),
          sortable: true,
          cell: (r) => <TwoLines plain main={r.eventName} sub={formatDateTime(r.startsAt, i18n.language)} />,
        },
        { id: 'seats', header: t('houseSeats.requests.seats'), value: seatsOf },
        {
          id: 'total',
          header: t('houseSeats.requests.total'),
          align: 'right',
          sortable: true,
          value: (r) => money(r.total),
        },
        {
          id: 'status',
          header: t('houseSeats.requests.status'),
          sortable: true,
          value: (r) => t(`houseSeats.status.${r.status}`),
          badge: (r) => statusColor[r.status],
        },
        {
          id: 'createdAt',
          header: t('houseSeats.requests.requestedAt'),
          sortable: true,
          value: (r) => formatDateTime(r.createdAt, i18n.language),
        },
      ]}
      rowActions={(r) => [
        r.status === 'requested' &&
          mutationAction(t('houseSeats.requests.approve'), approve, r, { keyOf: (x) => x.id }),
        (r.status === 'requested' || r.status === 'approved') &&
          mutationAction(t('houseSeats.requests.cancel'), cancel, r, { danger: true, keyOf: (x) => x.id }),
      ]}
    />
  );
}
