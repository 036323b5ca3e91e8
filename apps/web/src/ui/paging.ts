import { pageSizes } from '@tessera/domain';

export { pageSizes };
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 25;

/** Paging lives in the URL (?page=2&pageSize=50) so a list can be shared and reloaded (`data-table/`). */
export function readPaging(search: URLSearchParams): { page: number; pageSize: PageSize } {
  const page = Number(search.get('page'));
  const size = Number(search.get('pageSize'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (pageSizes as readonly number[]).includes(size) ? (size as PageSize) : defaultPageSize,
  };
}
