import { Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteSavedBasket, resumeSavedBasket, type SavedBasket } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSellBasket } from '@/admin/sell/useSellBasket';
import { callApi } from '@/api/client';
import { TwoLines } from '@/ui/data-table/cells';
import { ListPage } from '@/ui/data-table/ListPage';
import { mutationAction } from '@/ui/data-table/RowActions';
import { queryRows } from '@/ui/data-table/sources';
import { FailureAlert } from '@/ui/FailureAlert';
import { formatDateTime } from '@/ui/format';
import { AlertBadges } from './AlertBadges';
import { orderKeys, orderQueries } from './queries';

/** /admin/v2/orders/saved-baskets: baskets saved to finish later, with their alerts. */
export function SavedBasketsPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const sell = useSellBasket();
  const saved = useQuery(orderQueries.saved());
  const resume = useMutation({
    mutationFn: (basket: SavedBasket) =>
      callApi(resumeSavedBasket, {
        params: { basketId: basket.id },
        body: { currentBasketId: sell.id },
      }),
    onSuccess: (basket) => {
      sell.adopt(basket);
      navigate('/admin/v2/checkout/basket');
    },
  });
  const remove = useMutation({
    mutationFn: (basket: SavedBasket) => callApi(deleteSavedBasket, { params: { basketId: basket.id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: orderKeys.saved() }),
  });
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  return (
    <ListPage
      title={t('orders.savedBaskets.title')}
      above={<FailureAlert error={resume.error ?? remove.error} />}
      {...queryRows(saved)}
      empty={t('orders.savedBaskets.empty')}
      minWidth={860}
      columns={[
        {
          id: 'name',
          header: t('orders.savedBaskets.name'),
          sortable: true,
          cell: (b) => <TwoLines main={b.name} sub={b.notes} lineClamp={2} />,
        },
        {
          id: 'savedBy',
          header: t('orders.savedBaskets.savedBy'),
          sortable: true,
          cell: (b) => (
            <>
              <Text size="sm">{b.savedBy ?? '—'}</Text>
              <Text size="xs" c="dimmed">
                {date(b.savedAt)}
              </Text>
            </>
          ),
        },
        { id: 'itemCount', header: t('orders.savedBaskets.items'), align: 'right', sortable: true },
        {
          id: 'expiresAt',
          header: t('orders.savedBaskets.expires'),
          sortable: true,
          cell: (b) => date(b.expiresAt),
        },
        {
          id: 'paymentDueAt',
          header: t('orders.savedBaskets.paymentDue'),
          sortable: true,
          cell: (b) => date(b.paymentDueAt),
        },
        {
          id: 'alerts',
          header: t('orders.savedBaskets.alerts'),
          value: (b) => b.alerts.map((a) => t(`orders.savedBaskets.alert.${a}`)).join(', '),
          cell: (b) => <AlertBadges alerts={b.alerts} />,
        },
      ]}
      rowActions={(b) => [
        {
          label: b.alerts.includes('expired')
            ? t('orders.savedBaskets.startOver')
            : t('orders.savedBaskets.resume'),
          loading: resume.isPending && resume.variables?.id === b.id,
          onClick: () => resume.mutate(b),
        },
        mutationAction(t('actions.delete'), remove, b, { danger: true, keyOf: (x) => x.id }),
      ]}
    />
  );
}
