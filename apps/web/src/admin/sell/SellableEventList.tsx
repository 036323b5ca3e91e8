import { Anchor, Button, Progress, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/ui/data-table/DataTable';
import { SearchFilter } from '@/ui/data-table/filters';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { formatDateTime } from '@/ui/format';
import { sellQueries } from './queries';

/** Events on sale from now on: search by name, page (in the URL), choose one to sell. */
export function SellableEventList({ onChoose }: { onChoose: (eventId: number) => void }) {
  const { t, i18n } = useTranslation();
  const view = useTableView();
  const search = view.filter('search');
  const list = useQuery(sellQueries.events({ search, page: view.page, pageSize: view.pageSize }));
  return (
    <DataTable
      label={t('admin.sell.title')}
      view={view}
      toolbar={
        <SearchFilter
          key={search}
          view={view}
          label={t('admin.sell.events.search')}
          placeholder={t('admin.sell.events.searchPlaceholder')}
        />
      }
      {...pagedRows(list)}
      empty={search ? t('admin.sell.events.noMatch', { search }) : t('admin.sell.events.empty')}
      minWidth={560}
      columns={[
        {
          id: 'event',
          header: t('admin.sell.events.event'),
          value: (event) => event.name,
          cell: (event) => (
            <>
              <Text fw={600} size="sm">
                {event.name}
              </Text>
              <Text size="xs" c="dimmed">
                {event.venueName}
              </Text>
              {event.seriesId ? (
                <Anchor
                  component={Link}
                  to={`/admin/v2/sell-tickets/view-series/${event.seriesId}`}
                  size="xs"
                >
                  {t('admin.sell.series.seriesLink', { series: event.seriesName ?? '' })}
                </Anchor>
              ) : null}
            </>
          ),
        },
        {
          id: 'starts',
          header: t('admin.sell.events.starts'),
          value: (event) => formatDateTime(event.startsAt, i18n.language, event.timezone),
        },
        {
          id: 'open',
          header: t('admin.sell.events.open'),
          width: 170,
          value: (event) => t('admin.sell.events.openOf', { open: event.openSeats, total: event.totalSeats }),
          cell: (event) => (
            <>
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
            </>
          ),
        },
        {
          id: 'choose',
          header: '',
          width: 90,
          csv: false,
          cell: (event) => (
            <Button
              size="xs"
              aria-label={t('admin.sell.events.sell', { event: event.name })}
              onClick={() => onChoose(event.id)}
            >
              {t('admin.sell.events.choose')}
            </Button>
          ),
        },
      ]}
    />
  );
}
