import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { keyOf, readView, type TableView, type ViewKeys, writeView } from './table-url';

type Write = { replace?: boolean };

export type TableViewState = TableView & {
  keys: ViewKeys;
  change: (change: Partial<TableView>, how?: Write) => void;
  /** One filter's value ('' when unset). */
  filter: (name: string) => string;
  setFilter: (name: string, value: string | null, how?: Write) => void;
};

/**
 * A list's page, page size, sort and filters, kept in the URL (react-router search params):
 * a list can be shared, reloaded, and walked back through with the browser's back button.
 */
export function useTableView(keys: ViewKeys = {}): TableViewState {
  const [search, setSearch] = useSearchParams();
  // The URL as last written: two changes made before the router hands back the first (two
  // filters set one after the other) both stay. A draw in between still carries the router's
  // older URL, so it is taken only when the router's URL itself changed (a write landed, or
  // back and forward).
  const latest = useRef(search);
  const seen = useRef(search.toString());
  if (search.toString() !== seen.current) {
    seen.current = search.toString();
    latest.current = search;
  }
  const view = readView(search, keys);
  const change = (next: Partial<TableView>, how: Write = {}) => {
    const written = writeView(latest.current, next, keys);
    latest.current = written;
    setSearch(written, { replace: how.replace });
  };
  return {
    ...view,
    keys,
    change,
    filter: (name) => search.get(keyOf(keys.prefix, name)) ?? '',
    setFilter: (name, value, how) => change({ filters: { [name]: value ?? '' } }, how),
  };
}
