import { type DashboardQuery, getAccountDashboard } from '@tessera/contract';
import { pagedQuery } from '@/api/api-query';

/** The dashboard range as the URL holds it; `from` and `to` only for a custom range. */
export type DashboardAsk = Pick<DashboardQuery, 'range'> & { from?: string; to?: string; venueId?: number };

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  sales: (ask: DashboardAsk) => [...dashboardKeys.all, ask] as const,
};

export const dashboardQueries = {
  /** The figures of one range; the last range's stay on screen while the next one loads. */
  sales: (ask: DashboardAsk) => pagedQuery(dashboardKeys.sales(ask), getAccountDashboard, { query: ask }),
};
