import {
  getGroupNamesList,
  listGroupClients,
  listGroupSaleRequests,
  listGroupSaleSeats,
} from '@tessera/contract';
import { areaQueries, read } from '@/api/area-queries';

export const { keys: groupSaleKeys, queries: groupSaleQueries } = areaQueries(['admin', 'group-sales'], {
  clients: listGroupClients,
  requests: listGroupSaleRequests,
  seats: (requestId: number) => read(listGroupSaleSeats, { params: { requestId } }),
  names: (requestId: number) => read(getGroupNamesList, { params: { requestId } }),
});

/** A `datetime-local` field's value as an ISO instant (the browser's time zone). */
export const localToIso = (value: string) => new Date(value).toISOString();

/** An instant as a `datetime-local` field's value, `days` from now. */
export function localInDays(days: number): string {
  return isoToLocal(new Date(Date.now() + days * 86_400_000).toISOString());
}

/** An ISO instant as a `datetime-local` field's value (the browser's time zone, to the minute). */
export function isoToLocal(iso: string): string {
  const d = new Date(iso);
  d.setSeconds(0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
