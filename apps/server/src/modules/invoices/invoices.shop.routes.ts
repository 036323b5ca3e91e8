import { downloadShopInvoice, getShopInvoice, getShopInvoiceTerms, payShopInvoice } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { invoicePdfOf } from './invoice-notices.service';
import { payByLink, requireLink, shopInvoiceOf } from './invoices.service';
import { invoiceTerms } from './invoices.store';

/** The invoice page the checkout and the recipient's signed link open (no sign-in: the link is the key). */
export const invoicesShopRoutes = [
  implement(getShopInvoiceTerms, async ({ deps, accountId }) => {
    const terms = await invoiceTerms(deps.db, accountId);
    return { available: terms.enabled, dueDays: terms.dueDays };
  }),
  implement(getShopInvoice, async ({ deps, accountId, params, query }) =>
    shopInvoiceOf(deps.db, accountId, await requireLink(deps, accountId, params.invoiceId, query.token)),
  ),
  implement(downloadShopInvoice, async ({ deps, accountId, params, query, reply }) => {
    const row = await requireLink(deps, accountId, params.invoiceId, query.token);
    const pdf = await invoicePdfOf(deps, accountId, row);
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${row.orderId}.pdf"`)
      .header('cache-control', 'private, no-store');
    return pdf;
  }),
  implement(payShopInvoice, ({ deps, accountId, params, body }) =>
    payByLink(deps, accountId, params.invoiceId, body),
  ),
];
