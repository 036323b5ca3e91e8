import { pageSizes } from '@tessera/domain';

export { pageSizes };
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 25;

/** Which page of a list the server pages is shown, and how long a page is. */
export interface Paging {
  page: number;
  pageSize: PageSize;
}

/** A paged list searched by name, shown active or archived (templates, event plans). */
export interface ArchivableListFilter extends Paging {
  search: string;
  archived: boolean;
}

/** Paging lives in the URL (?page=2&pageSize=50) so a list can be shared and reloaded (`data-table/`). */
export function readPaging(search: URLSearchParams): Paging {
  const page = Number(search.get('page'));
  const size = Number(search.get('pageSize'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (pageSizes as readonly number[]).includes(size) ? (size as PageSize) : defaultPageSize,
  };
}
