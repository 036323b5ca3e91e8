import { cancelOrderTransfer, listOrderTransfers, transferOrderTickets } from '@tessera/contract';
import { requireOrder } from '@/modules/orders/orders.service';
import { implement } from '@/platform/http/implement';
import { cancelTransfer, requireTransfers, startTransfer } from './transfers.service';
import { listTransfers } from './transfers.store';

export const transfersAdminRoutes = [
  implement(listOrderTransfers, async ({ deps, accountId, params, locale }) => {
    await requireTransfers(deps.db, accountId);
    await requireOrder(deps.db, accountId, params.orderId, locale);
    return listTransfers(deps.db, accountId, { orderId: params.orderId });
  }),
  implement(transferOrderTickets, async ({ deps, accountId, staff, params, body, request }) => {
    await startTransfer(deps, request, accountId, params.orderId, body, {
      actor: 'staff',
      userId: staff.userId,
      staff,
    });
    return listTransfers(deps.db, accountId, { orderId: params.orderId });
  }),
  implement(cancelOrderTransfer, async ({ deps, accountId, staff, params }) => {
    await cancelTransfer(deps, accountId, params.orderId, params.transferId, staff.userId);
    return listTransfers(deps.db, accountId, { orderId: params.orderId });
  }),
];
