import { defaultPageSize, type PageSize, readPaging } from '@/ui/paging';

export type SortState = { id: string; desc: boolean };

/** What a list shows, as its URL says: page, page size, sort and the list's own filters. */
export type TableView = {
  page: number;
  pageSize: PageSize;
  sort: SortState | null;
  filters: Readonly<Record<string, string>>;
};

/**
 * A list's keys in the URL. The page's main list uses plain keys (`page`, `pageSize`, `sort`,
 * and its filters by name); a second list on the same page has a prefix (`holds.page`).
 */
export const keyOf = (prefix: string | undefined, key: string) => (prefix ? `${prefix}.${key}` : key);

const reserved = new Set(['page', 'pageSize', 'sort']);

/** `sort=name` is ascending, `sort=-name` descending. */
export function readSort(value: string | null): SortState | null {
  if (!value || value === '-') return null;
  return value.startsWith('-') ? { id: value.slice(1), desc: true } : { id: value, desc: false };
}

const sortText = (sort: SortState) => `${sort.desc ? '-' : ''}${sort.id}`;

export function readView(
  search: URLSearchParams,
  { prefix, filters = [], defaultSort = null }: ViewKeys,
): TableView {
  const own = new URLSearchParams();
  for (const key of ['page', 'pageSize']) {
    const value = search.get(keyOf(prefix, key));
    if (value !== null) own.set(key, value);
  }
  const written = search.get(keyOf(prefix, 'sort'));
  return {
    ...readPaging(own),
    sort: written === null ? defaultSort : readSort(written),
    filters: Object.fromEntries(
      filters.flatMap((name) => {
        const value = search.get(keyOf(prefix, name));
        return value ? [[name, value]] : [];
      }),
    ),
  };
}

export type ViewKeys = { prefix?: string; filters?: readonly string[]; defaultSort?: SortState | null };

/**
 * The URL after a change of view; keys at their defaults are left out so plain links stay
 * plain. A change of sort or of a filter goes back to the first page.
 */
export function writeView(
  search: URLSearchParams,
  change: Partial<TableView>,
  { prefix, defaultSort = null }: ViewKeys,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(keyOf(prefix, key));
    else next.set(keyOf(prefix, key), value);
  };
  if (change.sort !== undefined) {
    const same =
      change.sort?.id === defaultSort?.id && (change.sort?.desc ?? false) === (defaultSort?.desc ?? false);
    set('sort', same ? null : change.sort ? sortText(change.sort) : '-');
  }
  for (const [name, value] of Object.entries(change.filters ?? {})) {
    if (!reserved.has(name)) set(name, value);
  }
  if (change.pageSize !== undefined)
    set('pageSize', change.pageSize === defaultPageSize ? null : String(change.pageSize));
  const resetPage =
    change.sort !== undefined || change.filters !== undefined || change.pageSize !== undefined;
  const page = change.page ?? (resetPage ? 1 : undefined);
  if (page !== undefined) set('page', page > 1 ? String(page) : null);
  return next;
}
