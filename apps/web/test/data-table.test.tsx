import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Column } from '@/ui/data-table/column';
import { DataTable } from '@/ui/data-table/DataTable';
import { type TableViewState, useTableView } from '@/ui/data-table/useTableView';
import { renderScreen } from './render';

type Seat = { id: number; key: string; price: number };

const seats: Seat[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  key: `A-${i + 1}`,
  price: ((i * 7) % 30) * 100,
}));
const columns: Column<Seat>[] = [
  { id: 'key', header: 'Seat', sortable: true },
  { id: 'price', header: 'Price', sortable: true, align: 'right' },
];

function Where() {
  return <output data-testid="url">{useLocation().search}</output>;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Seats' }))
    .getAllByRole('row')
    .slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** Two filters set at once, before the screen draws again (a form that fills both). */
function TwoFilters() {
  const view: TableViewState = useTableView();
  return (
    <button
      type="button"
      onClick={() => {
        view.setFilter('from', '2026-11-28', { replace: true });
        view.setFilter('to', '2026-11-29', { replace: true });
      }}
    >
      Set both
    </button>
  );
}

describe('the data table', () => {
  it('keeps two filters set one after the other before the screen draws again', async () => {
    await renderScreen(
      <>
        <TwoFilters />
        <Where />
      </>,
      { path: '/?page=2' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set both' }));
    expect(screen.getByTestId('url').textContent).toBe('?from=2026-11-28&to=2026-11-29');
  });

  it('shows the page the URL names, 10 rows a page, and moves the page through the URL', async () => {
    await renderScreen(
      <>
        <DataTable label="Seats" columns={columns} rows={seats} rowKey={(s) => s.id} empty="No seats" />
        <Where />
      </>,
      { path: '/?page=2&pageSize=10' },
    );
    expect(firstCells()).toEqual([
      'A-11',
      'A-12',
      'A-13',
      'A-14',
      'A-15',
      'A-16',
      'A-17',
      'A-18',
      'A-19',
      'A-20',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByTestId('url').textContent).toBe('?page=3&pageSize=10');
    expect(firstCells()[0]).toBe('A-21');
  });

  it('sorts by a header button, says so with aria-sort, and keeps the sort in the URL', async () => {
    await renderScreen(
      <>
        <DataTable label="Seats" columns={columns} rows={seats} rowKey={(s) => s.id} empty="No seats" />
        <Where />
      </>,
      { path: '/?page=2' },
    );
    const price = screen.getByRole('columnheader', { name: /Price/ });
    expect(price.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(price).getByRole('button'));
    expect(price.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByTestId('url').textContent).toBe('?sort=price');
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('0');
    fireEvent.click(within(price).getByRole('button'));
    expect(price.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByTestId('url').textContent).toBe('?sort=-price');
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('2900');
  });

  it('sorts text as people read it: A-2 before A-10', async () => {
    await renderScreen(
      <DataTable label="Seats" columns={columns} rows={seats} rowKey={(s) => s.id} empty="No seats" />,
      { path: '/?sort=-key&pageSize=10' },
    );
    expect(firstCells().slice(0, 3)).toEqual(['A-30', 'A-29', 'A-28']);
  });

  it('filters rows by the search in the URL and says when nothing matches', async () => {
    await renderScreen(
      <DataTable label="Seats" columns={columns} rows={seats} rowKey={(s) => s.id} empty="No seats" search />,
      { path: '/?q=a-2' },
    );
    expect(firstCells()).toEqual([
      'A-2',
      'A-20',
      'A-21',
      'A-22',
      'A-23',
      'A-24',
      'A-25',
      'A-26',
      'A-27',
      'A-28',
      'A-29',
    ]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Seats' }), { target: { value: 'zz' } });
    expect(screen.getByText('Nothing matches “zz”.')).toBeTruthy();
  });

  it('shows a loader while rows load, the empty message when there are none, and an error with a retry', async () => {
    const table = (rows: Seat[] | undefined, error?: unknown) => (
      <DataTable
        label="Seats"
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        empty="No seats"
        error={error}
        onRetry={() => undefined}
      />
    );
    const loading = await renderScreen(table(undefined));
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    loading.unmount();
    const empty = await renderScreen(table([]));
    expect(screen.getByText('No seats')).toBeTruthy();
    empty.unmount();
    await renderScreen(table(undefined, new Error('down')));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers CSV, and above the row limit the file instead of the rows', async () => {
    await renderScreen(
      <DataTable
        label="Seats"
        columns={columns}
        rows={seats}
        rowKey={(s) => s.id}
        empty="No seats"
        csv={{ fileName: 'seats', rowLimit: 20 }}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      '30 rows: more than the 20 this screen shows. Download them as a CSV file.',
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('pages on the server: shows the rows as given and counts the server total', async () => {
    await renderScreen(
      <DataTable
        label="Seats"
        columns={columns}
        rows={seats.slice(0, 10)}
        total={95}
        rowKey={(s) => s.id}
        empty="No seats"
      />,
      { path: '/?page=1&pageSize=10' },
    );
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Total: 95')).toBeTruthy();
    expect(screen.getByRole('button', { name: '10' })).toBeTruthy();
  });
});
