import {
  downloadReport,
  getAccountDashboard,
  getAdvanceSales,
  getDailyFigures,
  getEventSales,
  getGroupSalesCommissions,
  getGroupSalesPayment,
  getGuestManifest,
  getInventoryReport,
  getPaymentsAudit,
  getPromotionsReport,
  getSalesByTransactionDate,
  getSeatAudit,
  getUkPayments,
  getWeeklyEventSales,
  listPaymentsV2,
  listReportTransactions,
  listTransactionsV2,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { accountDashboard } from './dashboard.service';
import { groupCommissionsReport, groupPaymentReport } from './group-sales-reports.service';
import { reportFile } from './report-downloads.service';
import {
  guestManifest,
  paymentsAudit,
  paymentsV2Report,
  salesReport,
  transactionsReport,
  transactionsV2Report,
} from './reports.service';
import { seatAudit } from './seat-audit.service';
import { eventSalesReport, inventoryReport, promotionsReport } from './stock-reports.service';
import { transactionsCsv } from './transactions-download.service';
import {
  advanceSalesReport,
  dailyFiguresReport,
  ukPaymentsReport,
  weeklyEventSalesReport,
} from './uk-reports.service';

export const reportsAdminRoutes = [
  implement(getAccountDashboard, ({ deps, staff, query }) =>
    accountDashboard(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(getSalesByTransactionDate, ({ deps, staff, query }) =>
    salesReport(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(getPaymentsAudit, ({ deps, staff, query }) =>
    paymentsAudit(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(listReportTransactions, ({ deps, staff, query }) =>
    transactionsReport(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(getGuestManifest, ({ deps, staff, query }) =>
    guestManifest(deps.reportsDb, staff, query.eventId, { page: query.page, pageSize: query.pageSize }),
  ),
  // Group sales module (decisions/0076)
  implement(getGroupSalesCommissions, ({ deps, staff, query }) =>
    groupCommissionsReport(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(getGroupSalesPayment, ({ deps, staff, query }) =>
    groupPaymentReport(deps.reportsDb, staff, query, deps.now()),
  ),
  // Inventory and promotions (decisions/0080)
  implement(getInventoryReport, ({ deps, staff, query }) =>
    inventoryReport(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(getPromotionsReport, ({ deps, staff, query }) =>
    promotionsReport(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(getEventSales, ({ deps, staff, query }) =>
    eventSalesReport(deps.reportsDb, staff, query, deps.now()),
  ),
  // Seat audit (decisions/0081)
  implement(getSeatAudit, ({ deps, staff, query }) => {
    const { page, pageSize, ...filters } = query;
    return seatAudit(deps.reportsDb, staff, filters, deps.now(), { page, pageSize });
  }),
  // UK theatres (decisions/0075)
  implement(getDailyFigures, ({ deps, staff, query }) =>
    dailyFiguresReport(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(getAdvanceSales, ({ deps, staff, query }) =>
    advanceSalesReport(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(getWeeklyEventSales, ({ deps, staff, query }) =>
    weeklyEventSalesReport(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(getUkPayments, ({ deps, staff, query }) =>
    ukPaymentsReport(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(listPaymentsV2, ({ deps, staff, query }) =>
    paymentsV2Report(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(listTransactionsV2, ({ deps, staff, query }) =>
    transactionsV2Report(deps.reportsDb, staff, query, deps.now()),
  ),
  implement(downloadReport, async ({ deps, staff, query, locale, reply }) => {
    // A year of transactions is streamed as it is read (decisions/0084); other files are made whole.
    const file =
      (query.report === 'transactions' || query.report === 'payments-v2') && query.format === 'csv'
        ? await transactionsCsv(deps.reportsDb, staff, query, locale, deps.now(), query.report)
        : await reportFile(deps.reportsDb, staff, query.report, query, locale, deps.now());
    reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store');
    return file.body;
  }),
];
