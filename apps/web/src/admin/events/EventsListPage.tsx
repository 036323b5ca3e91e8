import { Alert, Anchor, Button, Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type EventDatePreset, eventDatePresets } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchFilter } from '@/ui/data-table/filters';
import { ListPage } from '@/ui/data-table/ListPage';
import { pagedRows } from '@/ui/data-table/sources';
import { type TableViewState, useTableView } from '@/ui/data-table/useTableView';
import { BulkEditDialog } from './BulkEditDialog';
import { EventStatusBadges } from './EventStatusBadges';
import { eventWhen } from './eventDisplay';
import { type EventSearch, eventQueries } from './queries';

const byDate = { id: 'date', desc: false };

/** The list's filters live in the URL, so a filtered page can be shared and reloaded. */
function readFilters(view: TableViewState): EventSearch {
  const preset = view.filter('preset');
  return {
    preset: eventDatePresets.find((p) => p === preset) ?? ('future' as EventDatePreset),
    from: view.filter('from') || undefined,
    to: view.filter('to') || undefined,
    search: view.filter('search') || undefined,
    sort: view.sort?.desc ? '-date' : 'date',
    page: view.page,
    pageSize: view.pageSize,
  };
}

/** /admin/v2/events: events by date with the spec's date presets, search, paging and bulk edit. */
export function EventsListPage() {
  const { t, i18n } = useTranslation();
  const view = useTableView({ defaultSort: byDate });
  const filters = readFilters(view);
  const events = useQuery(eventQueries.search(filters));
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);
  const update = (name: string, value: string | null) => view.setFilter(name, value, { replace: true });

  return (
    <ListPage
      title={t('admin.events.list.title')}
      intro={t('admin.events.list.intro')}
      pageActions={
        <>
          <Button variant="default" disabled={selected.length === 0} onClick={() => setBulkOpen(true)}>
            {t('admin.events.list.bulkEdit', { count: selected.length })}
          </Button>
          <Button component={Link} to="/admin/v2/event">
            {t('admin.events.list.new')}
          </Button>
        </>
      }
      above={
        saved !== null ? (
          <Alert color="teal" variant="light" withCloseButton onClose={() => setSaved(null)} role="status">
            {t('admin.events.bulk.saved', { count: saved })}
          </Alert>
        ) : null
      }
      view={view}
      toolbar={
        <>
          <Select
            w={200}
            label={t('admin.events.list.dates')}
            allowDeselect={false}
            data={eventDatePresets.map((p) => ({ value: p, label: t(`admin.events.presets.${p}`) }))}
            value={filters.preset}
            onChange={(v) => update('preset', v === 'future' ? null : v)}
          />
          {filters.preset === 'custom' ? (
            <>
              <TextInput
                type="date"
                label={t('admin.events.list.from')}
                value={filters.from ?? ''}
                onChange={(e) => update('from', e.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('admin.events.list.to')}
                value={filters.to ?? ''}
                onChange={(e) => update('to', e.currentTarget.value)}
              />
            </>
          ) : null}
          <SearchFilter
            view={view}
            type="search"
            live
            label={t('admin.events.list.search')}
            placeholder={t('admin.events.list.searchPlaceholder')}
          />
        </>
      }
      {...pagedRows(events)}
      select={{
        selected,
        onChange: (keys) => setSelected(keys as number[]),
        label: (e) => t('admin.events.list.select', { name: e.name }),
        pageLabel: t('admin.events.list.selectPage'),
      }}
      empty={t('admin.events.list.empty')}
      minWidth={760}
      columns={[
        { id: 'id', header: t('admin.events.fields.id'), width: 70 },
        {
          id: 'name',
          header: t('admin.events.fields.name'),
          cell: (e) => (
            <Anchor component={Link} to={`/admin/v2/event/${e.id}`} fw={600}>
              {e.name}
            </Anchor>
          ),
        },
        {
          id: 'date',
          header: t('admin.events.fields.startsAt'),
          sortable: true,
          value: (e) => eventWhen(e, t, i18n.language),
        },
        { id: 'venueName', header: t('admin.events.fields.venue') },
        {
          id: 'seats',
          header: t('admin.events.fields.seats'),
          value: (e) => (e.seatsGenerated ? e.seatTotal : t('admin.events.detail.noSeats')),
        },
        {
          id: 'status',
          header: t('admin.events.fields.status'),
          cell: (e) => (
            <Group gap={4}>
              <EventStatusBadges event={e} />
            </Group>
          ),
        },
      ]}
    >
      {bulkOpen ? (
        <BulkEditDialog
          eventIds={selected}
          onClose={() => setBulkOpen(false)}
          onSaved={(count) => {
            setBulkOpen(false);
            setSaved(count);
          }}
        />
      ) : null}
    </ListPage>
  );
}
