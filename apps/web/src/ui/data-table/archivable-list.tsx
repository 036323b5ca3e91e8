import type { ArchivableListFilter } from '@/ui/paging';
import { ArchivedFilter, SearchFilter } from './filters';
import type { TableViewState } from './useTableView';

/** The filter of a list searched by name and shown active or archived, as its URL holds it. */
export function archivableFilter(view: TableViewState): ArchivableListFilter {
  return {
    page: view.page,
    pageSize: view.pageSize,
    search: view.filter('search'),
    archived: view.filter('archived') === 'true',
  };
}

/** The toolbar of such a list: its search box and the active or archived switch. */
export function SearchAndArchivedFilters({ view, label }: { view: TableViewState; label: string }) {
  return (
    <>
      <SearchFilter view={view} label={label} />
      <ArchivedFilter view={view} />
    </>
  );
}
