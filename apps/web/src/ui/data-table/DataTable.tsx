import {
  Badge,
  Button,
  Group,
  Paper,
  Table,
  type TableTrProps,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  type ColumnDef,
  columnFilteringFeature,
  constructSortFn,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { Fragment, type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { KeysetFooter, PagingFooter } from '@/ui/PagingFooter';
import { pageSizes } from '@/ui/paging';
import { type CellValue, type Column, cellValue, compareValues } from './column';
import { saveCsv, toCsv } from './csv';
import { type RowAction, RowActions } from './RowActions';
import { selectColumn, type TableSelect } from './select-column';
import { type TableViewState, useTableView } from './useTableView';

const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { natural: constructSortFn({ sort: (a: CellValue, b: CellValue) => compareValues(a, b) }) },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

type Key = string | number;
type Def<T extends object> = ColumnDef<typeof features, T>;

const noRows: never[] = [];
const arrows = { asc: '▲', desc: '▼', none: '↕' } as const;
const ariaSort = { asc: 'ascending', desc: 'descending', none: 'none' } as const;

export type DataTableProps<T extends object> = {
  /** The table's accessible name; by default its title. */
  label?: string;
  /** A heading above the table. */
  title?: string;
  /** The list's add button, above it on the right. */
  add?: { label: string; onClick: () => void; disabled?: boolean };
  columns: readonly (Column<NoInfer<T>> | false | null | undefined)[];
  /** The rows; undefined while they load. With `total`, one page the server chose. */
  rows: readonly T[] | undefined;
  /** The row's key; by default its `id`. */
  rowKey?: (row: T) => Key;
  /** The message when there are no rows. */
  empty: string;
  error?: unknown;
  onRetry?: () => void;
  /** The server's count of every row: the server pages (and sorts), the table shows one page. */
  total?: number;
  /** A list the server pages by cursor (keyset): the cursor after this page, null on the last. */
  keyset?: { next: string | null };
  /** The view in the URL; by default the page's own keys (`prefix` for a second list on a page). */
  view?: TableViewState;
  prefix?: string;
  /** A search box over the rows (client side) in the URL as `q`. */
  search?: boolean;
  /** Filters shown above the table, on the left. */
  toolbar?: ReactNode;
  /** Buttons above the table, on the right (Add …). */
  actions?: ReactNode;
  /** Inside the frame under the rows, shown even when there are none (an add row). */
  after?: ReactNode;
  /** Offers the rows as a CSV file; above `rowLimit` rows, the file instead of the table. */
  csv?: { fileName: string; rowLimit?: number };
  rowProps?: (row: T) => TableTrProps;
  /** The buttons at the end of each row (Edit, Archive …): a last column without header text. */
  rowActions?: (row: T) => readonly RowAction[];
  /** Rows ticked for an action: a box on each row and one for the whole page. */
  select?: TableSelect<T>;
  /** A row's details, shown across the table under it while they are open. */
  details?: (row: T) => ReactNode;
  /** A totals row after the rows: what stands under each column, by column id. */
  totals?: Partial<Record<string, ReactNode>>;
  minWidth?: number;
  /** Without its own frame, for a table inside a card. */
  bare?: boolean;
  hideHeader?: boolean;
};

/**
 * Every list of the back office: columns declared once, page sizes 10/25/50/100, sorting,
 * filters, page and sort in the URL, loading, error and empty states, and CSV where asked.
 * TanStack Table keeps the rows' order and pages; Mantine draws them.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const rowKey = props.rowKey ?? ((row: T) => (row as { id: Key }).id);
  const own = useTableView({ prefix: props.prefix });
  const view = props.view ?? own;
  const { t, i18n } = useTranslation();
  const columns = props.columns.filter((c): c is Column<T> => Boolean(c));
  const { rowActions, select } = props;
  // The rows on this page, known once the table has laid them out; the select-all box reads them.
  let pageRows: T[] = [];
  if (select) columns.unshift(selectColumn(select, rowKey, () => pageRows));
  if (rowActions)
    columns.push({
      id: 'actions',
      header: '',
      align: 'right',
      csv: false,
      cell: (row) => <RowActions actions={rowActions(row)} />,
    });
  // The library's column definitions stay the same object while the column ids do; each reads the
  // latest declaration, so cells that show a mutation's state are never stale.
  const latest = useRef(columns);
  latest.current = columns;
  const ids = columns.map((c) => `${c.id}${c.sortable ? '+' : ''}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: ids stand for the columns
  const defs = useMemo(
    () =>
      latest.current.map(
        (c): Def<T> => ({
          id: c.id,
          accessorFn: (row: T) => {
            const column = latest.current.find((x) => x.id === c.id);
            return column ? cellValue(column, row) : null;
          },
          enableSorting: Boolean(c.sortable),
          enableGlobalFilter: c.header !== '',
          sortFn: 'natural',
        }),
      ),
    [ids],
  );
  const server = props.total !== undefined;
  const query = props.search ? view.filter('q') : '';
  const sorting: SortingState = view.sort ? [{ id: view.sort.id, desc: view.sort.desc }] : [];
  const table = useTable({
    features,
    columns: defs,
    data: (props.rows ?? noRows) as T[],
    getRowId: (row: T) => String(rowKey(row)),
    state: {
      sorting,
      pagination: { pageIndex: view.page - 1, pageSize: view.pageSize },
      globalFilter: query,
    },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      view.change({ sort: next[0] ?? null });
    },
    onPaginationChange: () => undefined,
    onGlobalFilterChange: () => undefined,
    globalFilterFn: 'includesString',
    autoResetPageIndex: false,
    enableSortingRemoval: !server,
    enableMultiSort: false,
    sortDescFirst: false,
    manualPagination: server,
    manualSorting: server,
    manualFiltering: server,
    rowCount: server ? props.total : undefined,
  });

  pageRows = table.getRowModel().rows.map((row) => row.original);
  const count = server ? (props.total ?? 0) : table.getFilteredRowModel().rows.length;
  const overLimit = props.csv?.rowLimit !== undefined && count > props.csv.rowLimit;
  const download = () => {
    const exported = columns.filter((c) => c.header !== '' && c.csv !== false);
    const rows = table.getSortedRowModel().rows.map((row) =>
      exported.map((c) => {
        const value = cellValue(c, row.original);
        if (c.date && typeof value === 'string') return formatDateTime(value, i18n.language);
        return value === null || value === undefined ? '' : String(value);
      }),
    );
    saveCsv(
      props.csv?.fileName ?? 'list',
      toCsv(
        exported.map((c) => c.header),
        rows,
      ),
    );
  };

  const label = props.label ?? props.title ?? '';
  const tools =
    props.toolbar || props.search || props.csv || props.actions || props.add ? (
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          {props.search ? (
            <TextInput
              type="search"
              aria-label={t('table.search', { name: label })}
              placeholder={t('table.searchPlaceholder')}
              defaultValue={query}
              onChange={(e) => view.setFilter('q', e.currentTarget.value.trim() || null, { replace: true })}
              w={260}
            />
          ) : null}
          {props.toolbar}
        </Group>
        <Group gap="sm">
          {props.csv && props.rows?.length ? (
            <Button variant="default" size="xs" onClick={download}>
              {t('table.downloadCsv')}
            </Button>
          ) : null}
          {props.actions}
          {props.add ? (
            <Button variant="light" onClick={props.add.onClick} disabled={props.add.disabled}>
              {props.add.label}
            </Button>
          ) : null}
        </Group>
      </Group>
    ) : null;

  const show = (c: Column<T>, row: T): ReactNode => {
    if (c.cell) return c.cell(row);
    const value = cellValue(c, row);
    if (c.date) return typeof value === 'string' ? formatDateTime(value, i18n.language) : '';
    if (c.badge)
      return (
        <Badge variant="light" color={c.badge(row)}>
          {value}
        </Badge>
      );
    return value ?? '—';
  };
  let body: ReactNode;
  if (props.error) body = <ErrorDetails error={props.error} onRetry={props.onRetry} />;
  else if (!props.rows) body = <SectionLoader />;
  else if (count === 0)
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {query ? t('table.noMatches', { query }) : props.empty}
      </Text>
    );
  else if (overLimit)
    body = (
      <Text ta="center" py="xl" role="status">
        {t('table.overLimit', { count, limit: props.csv?.rowLimit })}
      </Text>
    );
  else
    body = (
      // Positioned, so the header's visually hidden labels scroll with the table, not the page.
      <Table.ScrollContainer minWidth={props.minWidth ?? 0} type="native" style={{ position: 'relative' }}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead style={props.hideHeader ? { display: 'none' } : undefined}>
            <Table.Tr>
              {table.getFlatHeaders().map((header) => {
                const column = columns.find((c) => c.id === header.column.id);
                if (!column) return null;
                const dir = header.column.getIsSorted() || 'none';
                return (
                  <Table.Th
                    key={header.id}
                    w={column.width}
                    ta={column.align}
                    visibleFrom={column.visibleFrom}
                    aria-sort={column.sortable ? ariaSort[dir] : undefined}
                  >
                    {column.sortable ? (
                      <UnstyledButton
                        onClick={header.column.getToggleSortingHandler()}
                        fw={700}
                        fz="sm"
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {column.header}{' '}
                        <Text span c={dir === 'none' ? 'dimmed' : undefined} fz="xs" aria-hidden>
                          {arrows[dir]}
                        </Text>
                      </UnstyledButton>
                    ) : column.headerCell ? (
                      typeof column.headerCell === 'function' ? (
                        column.headerCell()
                      ) : (
                        column.headerCell
                      )
                    ) : column.header === '' ? (
                      <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => {
              const details = props.details?.(row.original);
              return (
                <Fragment key={row.id}>
                  <Table.Tr {...props.rowProps?.(row.original)}>
                    {columns.map((c) => (
                      <Table.Td key={c.id} ta={c.align} visibleFrom={c.visibleFrom}>
                        {show(c, row.original)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                  {details ? (
                    <Table.Tr>
                      <Table.Td colSpan={columns.length} bg="var(--mantine-color-gray-0)">
                        {details}
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Tbody>
          {props.totals ? (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                {columns.map((c) => (
                  <Table.Td key={c.id} ta={c.align} visibleFrom={c.visibleFrom}>
                    {props.totals?.[c.id]}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </Table.ScrollContainer>
    );

  const pager = props.keyset ? (
    <KeysetFooter view={view} next={props.keyset.next} />
  ) : props.rows && !props.error && !overLimit && (server || count > pageSizes[0] || view.page > 1) ? (
    <PagingFooter
      page={view.page}
      pageSize={view.pageSize}
      total={count}
      onChange={(next) => view.change(next)}
    />
  ) : null;

  return (
    <>
      {props.title ? <Title order={3}>{props.title}</Title> : null}
      {tools}
      {props.bare ? (
        <div aria-busy={!props.rows}>
          {body}
          {props.after}
          {pager}
        </div>
      ) : (
        <Paper withBorder p={0} radius="md" style={{ overflow: 'hidden' }} aria-busy={!props.rows}>
          {body}
          {props.after}
          {pager}
        </Paper>
      )}
    </>
  );
}
