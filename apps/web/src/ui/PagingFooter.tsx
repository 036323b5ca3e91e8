import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
          onChange={(value) => onChange({ page: 1, pageSize: Number(value) as PageSize })}
        />
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
