import { type DashboardQuery, getAccountDashboard } from '@tessera/contract';
import { areaQueries, pagedRead } from '@/api/area-queries';

/** The dashboard range as the URL holds it; `from` and `to` only for a custom range. */
export type DashboardAsk = Pick<DashboardQuery, 'range'> & { from?: string; to?: string; venueId?: number };

export const { keys: dashboardKeys, queries: dashboardQueries } = areaQueries(['admin', 'dashboard'], {
  /** The figures of one range; the last range's stay on screen while the next one loads. */
  sales: (ask: DashboardAsk) => pagedRead(getAccountDashboard, { query: ask }),
});
