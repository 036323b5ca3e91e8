import { type DashboardRange, dashboardRanges } from '@tessera/domain';
import { useSearchParams } from 'react-router';
import type { DashboardAsk } from './queries';

const isRange = (value: string | null): value is DashboardRange =>
  dashboardRanges.includes(value as DashboardRange);

/**
 * The dashboard's range in the URL (`range`, and `from`/`to` for a custom one) and its venue
 * (`venueId`): a shared link or a reload shows the same figures. Last 30 days of every venue by
 * default.
 */
export function useDashboardRange() {
  const [search, setSearch] = useSearchParams();
  const value = search.get('range');
  const range: DashboardRange = isRange(value) ? value : 'last30';
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const venueId = Number(search.get('venueId')) || undefined;
  const ask: DashboardAsk = {
    ...(range === 'custom' ? { range, ...(from ? { from } : {}), ...(to ? { to } : {}) } : { range }),
    ...(venueId ? { venueId } : {}),
  };
  /** Another venue's figures, or every venue's (undefined); the range stays. */
  const changeVenue = (id: number | undefined) => {
    const written = new URLSearchParams(search);
    if (id) written.set('venueId', String(id));
    else written.delete('venueId');
    setSearch(written, { replace: true });
  };
  const change = (next: { range?: DashboardRange; from?: string; to?: string }) => {
    const written = new URLSearchParams(search);
    const set = (key: string, v: string | undefined) => (v ? written.set(key, v) : written.delete(key));
    const nextRange = next.range ?? range;
    set('range', nextRange === 'last30' ? undefined : nextRange);
    set('from', nextRange === 'custom' ? (next.from ?? from) : undefined);
    set('to', nextRange === 'custom' ? (next.to ?? to) : undefined);
    setSearch(written, { replace: true });
  };
  return { range, from, to, venueId, ask, change, changeVenue };
}
