import { useQuery } from '@tanstack/react-query';
import type { ReconciliationAction } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { ListPage } from '@/ui/data-table/ListPage';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { ShortId } from './payment-cells';
import { reconciliationQueries } from './reconciliation-queries';

const kindColor: Record<ReconciliationAction['kind'], string> = {
  charge_voided: 'blue',
  charge_refunded: 'orange',
  charge_captured: 'teal',
  capture_failed: 'red',
  basket_released: 'gray',
};

/** What the reconciliation job did: charges no order took, baskets a failed checkout left open. */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const view = useTableView();
  const list = useQuery(reconciliationQueries.page(view.page, view.pageSize));
  return (
    <ListPage
      title={t('reconciliation.title')}
      intro={t('reconciliation.intro')}
      view={view}
      {...pagedRows(list)}
      empty={t('reconciliation.empty')}
      minWidth={720}
      columns={[
        { id: 'date', header: t('reconciliation.date'), date: (a) => a.at },
        {
          id: 'action',
          header: t('reconciliation.action'),
          value: (a) => t(`reconciliation.kinds.${a.kind}`),
          badge: (a) => kindColor[a.kind],
        },
        {
          id: 'amount',
          header: t('reconciliation.amount'),
          value: (a) => (a.kind === 'basket_released' ? '' : money(a.amount)),
        },
        { id: 'charge', header: t('reconciliation.charge'), cell: (a) => <ShortId id={a.chargeId} /> },
        { id: 'basket', header: t('reconciliation.basket'), cell: (a) => <ShortId id={a.basketId} /> },
        { id: 'order', header: t('reconciliation.order'), value: (a) => a.orderId ?? '' },
      ]}
    />
  );
}
