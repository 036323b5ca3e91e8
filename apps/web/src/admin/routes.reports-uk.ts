import { lazyNamed } from '@/ui/lazyNamed';
import type { AdminRoute } from './routes';

/** Reports → UK theatres: daily figures, advance sales, weekly event sales (decisions/0075). */
export const ukTheatreReportRoutes: readonly AdminRoute[] = [
  {
    id: 'reportDailyFigures',
    path: 'reports/daily-figures',
    report: 'daily-figures',
    nameKey: 'admin.nav.reportDailyFigures',
    screen: lazyNamed(() => import('@/admin/reports/DailyFiguresPage'), 'DailyFiguresPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  {
    id: 'reportAdvanceSales',
    path: 'reports/advance-sales',
    report: 'advance-sales',
    nameKey: 'admin.nav.reportAdvanceSales',
    screen: lazyNamed(() => import('@/admin/reports/AdvanceSalesPage'), 'AdvanceSalesPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  {
    id: 'reportWeeklyEventSales',
    path: 'reports/weekly-event-sales',
    report: 'weekly-event-sales',
    nameKey: 'admin.nav.reportWeeklyEventSales',
    screen: lazyNamed(() => import('@/admin/reports/WeeklyEventSalesPage'), 'WeeklyEventSalesPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  // UK theatres payments (decisions/0092)
  {
    id: 'reportUkPayments',
    path: 'reports/uk-payments',
    report: 'uk-payments',
    nameKey: 'admin.nav.reportUkPayments',
    screen: lazyNamed(() => import('@/admin/reports/UkPaymentsPage'), 'UkPaymentsPage'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
  {
    id: 'reportPaymentsV2',
    path: 'reports/payments-v2',
    report: 'payments-v2',
    nameKey: 'admin.nav.reportPaymentsV2',
    screen: lazyNamed(() => import('@/admin/reports/PaymentsV2Page'), 'PaymentsV2Page'),
    layout: 'shell',
    sidebar: 'reports',
    permission: 'viewReports',
  },
];
