import { Button, Paper, Progress, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { PagingFooter } from '@/ui/PagingFooter';
import type { PageSize } from '@/ui/paging';
import { sellQueries } from './queries';

/** Events on sale from now on: search by name, page, choose one to sell. */
export function SellableEventList({
  search,
  page,
  pageSize,
  onSearch,
  onPage,
  onChoose,
}: {
  search: string;
  page: number;
  pageSize: PageSize;
  onSearch: (text: string) => void;
  onPage: (next: { page: number; pageSize: PageSize }) => void;
  onChoose: (eventId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const list = useQuery(sellQueries.events({ search, page, pageSize }));
  return (
    <Stack gap="sm">
      <TextInput
        key={search}
        aria-label={t('admin.sell.events.search')}
        placeholder={t('admin.sell.events.searchPlaceholder')}
        defaultValue={search}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(e.currentTarget.value.trim());
        }}
        maw={360}
      />
      {list.isError ? (
        <ErrorDetails error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <SectionLoader />
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          {list.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {search ? t('admin.sell.events.noMatch', { search }) : t('admin.sell.events.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.sell.events.event')}</Table.Th>
                    <Table.Th>{t('admin.sell.events.starts')}</Table.Th>
                    <Table.Th w={170}>{t('admin.sell.events.open')}</Table.Th>
                    <Table.Th w={90} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((event) => (
                    <Table.Tr key={event.id}>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {event.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {event.venueName}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDateTime(event.startsAt, i18n.language, event.timezone)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {t('admin.sell.events.openOf', { open: event.openSeats, total: event.totalSeats })}
                        </Text>
                        <Progress
                          size="sm"
                          mt={4}
                          color={event.openSeats === 0 ? 'gray' : 'teal'}
                          value={event.totalSeats ? (100 * event.openSeats) / event.totalSeats : 0}
                          aria-hidden
                        />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          aria-label={t('admin.sell.events.sell', { event: event.name })}
                          onClick={() => onChoose(event.id)}
                        >
                          {t('admin.sell.events.choose')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagingFooter page={page} pageSize={pageSize} total={list.data.total} onChange={onPage} />
        </Paper>
      )}
    </Stack>
  );
}
