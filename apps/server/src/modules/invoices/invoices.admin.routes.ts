import { getInvoiceSettings, getOrderInvoice, payOrderInvoice, putInvoiceSettings } from '@tessera/contract';
import { paymentsOfSale } from '@/modules/baskets/basket-policy.service';
import { staffSeller } from '@/modules/baskets/sellers.service';
import { requireSalePolicy, scopedEvents } from '@/modules/user-groups/group-policy.service';
import { implement } from '@/platform/http/implement';
import { adminOrderInvoice, payAtBoxOffice, putTerms } from './invoices.service';
import { invoiceTerms, orderEventIds } from './invoices.store';

/** Invoice terms, and an order's invoice on its detail page (decisions/0109). */
export const invoicesAdminRoutes = [
  implement(getInvoiceSettings, ({ deps, accountId }) => invoiceTerms(deps.db, accountId)),
  implement(putInvoiceSettings, ({ deps, accountId, body }) =>
    putTerms(deps.db, accountId, body, deps.now()),
  ),
  implement(getOrderInvoice, ({ deps, accountId, params }) =>
    adminOrderInvoice(deps.db, accountId, params.orderId),
  ),
  implement(payOrderInvoice, async ({ deps, accountId, params, body, staff }) => {
    // The seller's user group judges an invoice paid at the counter as it judges a sale: the
    // payment type it takes, and the order's events in its scope (spec §3).
    const { policy } = await staffSeller(deps.db, staff);
    if (policy) {
      await requireSalePolicy(deps.db, staff, {
        payments: await paymentsOfSale(deps.db, accountId, policy, [{ type: body.type }]),
        events: await scopedEvents(
          deps.db,
          accountId,
          await orderEventIds(deps.db, accountId, params.orderId),
        ),
      });
    }
    return payAtBoxOffice(deps, accountId, params.orderId, body.type, staff.userId);
  }),
];
