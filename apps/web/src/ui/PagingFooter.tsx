import { Button, Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TableViewState } from './data-table/useTableView';
import { type PageSize, pageSizes } from './paging';

/** The footer of every paged list: page size (10/25/50/100), total and page buttons. */
export function PagingFooter({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: PageSize;
  total: number;
  onChange: (next: { page: number; pageSize: PageSize }) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group
      justify="space-between"
      p="sm"
      gap="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs">
        <PageSizeSelect pageSize={pageSize} onChange={(size) => onChange({ page: 1, pageSize: size })} />
        <Text size="sm" c="dimmed">
          {t('paging.total', { count: total })}
        </Text>
      </Group>
      <Pagination
        size="sm"
        total={pages}
        value={Math.min(page, pages)}
        onChange={(next) => onChange({ page: next, pageSize })}
        getControlProps={(control) => ({
          'aria-label': t(
            control === 'previous'
              ? 'actions.previousPage'
              : control === 'next'
                ? 'actions.nextPage'
                : control === 'first'
                  ? 'actions.firstPage'
                  : 'actions.lastPage',
          ),
        })}
      />
    </Group>
  );
}

function PageSizeSelect({ pageSize, onChange }: { pageSize: PageSize; onChange: (size: PageSize) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('paging.pageSize')}
      </Text>
      <Select
        aria-label={t('paging.pageSize')}
        size="xs"
        w={80}
        data={pageSizes.map(String)}
        value={String(pageSize)}
        allowDeselect={false}
        onChange={(value) => onChange(Number(value) as PageSize)}
      />
    </>
  );
}

/** The current page's cursor of a keyset list: the last of the trail in the URL (`after`). */
export function keysetCursor(view: TableViewState): string | null {
  return view.filter('after').split(',').filter(Boolean).at(-1) ?? null;
}

/**
 * The footer of a list the server pages by cursor: page size, and Previous / Next, which walk a
 * trail of cursors kept in the URL, so reload and the back button keep the place.
 */
export function KeysetFooter({ view, next }: { view: TableViewState; next: string | null }) {
  const { t } = useTranslation();
  const trail = view.filter('after').split(',').filter(Boolean);
  const go = (cursors: string[]) => view.setFilter('after', cursors.join(',') || null);
  return (
    <Group justify="space-between" p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group gap="xs">
        <PageSizeSelect pageSize={view.pageSize} onChange={(size) => view.change({ pageSize: size })} />
      </Group>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          disabled={trail.length === 0}
          onClick={() => go(trail.slice(0, -1))}
        >
          {t('actions.previousPage')}
        </Button>
        <Button size="xs" variant="default" disabled={!next} onClick={() => next && go([...trail, next])}>
          {t('actions.nextPage')}
        </Button>
      </Group>
    </Group>
  );
}
