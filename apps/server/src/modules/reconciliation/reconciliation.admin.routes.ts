import { listReconciliationActions } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { pageActions } from './reconciliation.store';

export const reconciliationAdminRoutes = [
  implement(listReconciliationActions, async ({ deps, accountId, query }) => {
    const { items, total } = await pageActions(deps.db, accountId, query);
    return {
      total,
      items: items.map((r) => ({
        id: r.id,
        at: r.created_at.toISOString(),
        kind: r.kind,
        chargeId: r.charge_id,
        basketId: r.basket_id,
        orderId: r.order_id,
        amount: r.amount,
        details: r.details,
      })),
    };
  }),
];
