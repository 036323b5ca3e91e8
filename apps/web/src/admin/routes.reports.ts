import { lazyNamed } from '@/ui/lazyNamed';
import type { AdminRoute } from './routes';
import { ukTheatreReportRoutes } from './routes.reports-uk';

/** The Reports group, in sidebar order (decisions/0052, 0059, 0075, 0076, 0080, 0081). */
export const reportRoutes: readonly AdminRoute[] = [
  {
    id: 'reportSalesByTransactionDate',
    path: 'reports/sales-by-transaction-date',
    nameKey: 'admin.nav.reportSalesByTransactionDate',
    screen: lazyNamed(
      () => import('@/admin/reports/SalesByTransactionDatePage'),
      'SalesByTransactionDatePage',
    ),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  ...ukTheatreReportRoutes,
  // Accounting and finance → seat audit (decisions/0081)
  {
    id: 'reportSeatAudit',
    path: 'reports/seat-audit',
    nameKey: 'admin.nav.reportSeatAudit',
    screen: lazyNamed(() => import('@/admin/reports/SeatAuditPage'), 'SeatAuditPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  {
    id: 'reportPaymentsAudit',
    path: 'reports/payments-audit',
    nameKey: 'admin.nav.reportPaymentsAudit',
    screen: lazyNamed(() => import('@/admin/reports/PaymentsAuditPage'), 'PaymentsAuditPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  {
    id: 'reportTransactions',
    path: 'reports/transactions',
    nameKey: 'admin.nav.reportTransactions',
    screen: lazyNamed(() => import('@/admin/reports/TransactionsPage'), 'TransactionsPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  // Transactions v2 (beta, decisions/0092)
  {
    id: 'reportTransactionsV2',
    path: 'reports/transactions-v2',
    nameKey: 'admin.nav.reportTransactionsV2',
    screen: lazyNamed(() => import('@/admin/reports/TransactionsV2Page'), 'TransactionsV2Page'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  {
    id: 'reportGuestManifest',
    path: 'reports/guest-manifest',
    nameKey: 'admin.nav.reportGuestManifest',
    screen: lazyNamed(() => import('@/admin/reports/GuestManifestPage'), 'GuestManifestPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  // Inventory and Sales → promotions (decisions/0080)
  {
    id: 'reportInventory',
    path: 'reports/inventory',
    nameKey: 'admin.nav.reportInventory',
    screen: lazyNamed(() => import('@/admin/reports/InventoryPage'), 'InventoryPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  {
    id: 'reportPromotions',
    path: 'reports/promotions',
    nameKey: 'admin.nav.reportPromotions',
    screen: lazyNamed(() => import('@/admin/reports/PromotionsPage'), 'PromotionsPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  {
    id: 'reportSales',
    path: 'reports/sales',
    nameKey: 'admin.nav.reportSales',
    screen: lazyNamed(() => import('@/admin/reports/EventSalesPage'), 'EventSalesPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  // Group sales module (decisions/0076)
  {
    id: 'reportGroupCommissions',
    path: 'reports/group-sales-commissions',
    nameKey: 'admin.nav.reportGroupCommissions',
    screen: lazyNamed(() => import('@/admin/reports/GroupCommissionsPage'), 'GroupCommissionsPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  {
    id: 'reportGroupPayment',
    path: 'reports/group-sales-payment',
    nameKey: 'admin.nav.reportGroupPayment',
    screen: lazyNamed(() => import('@/admin/reports/GroupPaymentPage'), 'GroupPaymentPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  {
    id: 'reportScheduled',
    path: 'reports/manage-scheduled-reports',
    nameKey: 'admin.nav.reportScheduled',
    screen: lazyNamed(() => import('@/admin/reports/ScheduledReportsPage'), 'ScheduledReportsPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
];
