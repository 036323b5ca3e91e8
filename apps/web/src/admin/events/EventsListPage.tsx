import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type EventDatePreset, eventDatePresets } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { PagingFooter } from '@/ui/PagingFooter';
import { readPaging, writePaging } from '@/ui/paging';
import { BulkEditDialog } from './BulkEditDialog';
import { eventWhen } from './eventDisplay';
import { type EventSearch, eventQueries } from './queries';

/** The list's filters live in the URL, so a filtered page can be shared and reloaded. */
function readFilters(params: URLSearchParams): EventSearch {
  const preset = params.get('preset');
  return {
    preset: (eventDatePresets as readonly string[]).includes(preset ?? '')
      ? (preset as EventDatePreset)
      : 'future',
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    search: params.get('search') || undefined,
    sort: params.get('sort') === '-date' ? '-date' : 'date',
    ...readPaging(params),
  };
}

/** /admin/v2/events: events by date with the spec's date presets, search, paging and bulk edit. */
export function EventsListPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const paging = readPaging(params);
  const events = useQuery(eventQueries.search(filters));
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next, { replace: true });
  };
  const items = events.data?.items ?? [];
  const pageIds = items.map((e) => e.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const toggle = (id: number) =>
    setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between" align="center">
          <Title order={1}>{t('admin.events.list.title')}</Title>
          <Group gap="xs">
            <Button variant="default" disabled={selected.length === 0} onClick={() => setBulkOpen(true)}>
              {t('admin.events.list.bulkEdit', { count: selected.length })}
            </Button>
            <Button component={Link} to="/admin/v2/event">
              {t('admin.events.list.new')}
            </Button>
          </Group>
        </Group>
        <Text c="dimmed">{t('admin.events.list.intro')}</Text>
      </Stack>
      {saved !== null ? (
        <Alert color="teal" variant="light" withCloseButton onClose={() => setSaved(null)} role="status">
          {t('admin.events.bulk.saved', { count: saved })}
        </Alert>
      ) : null}
      <Group align="flex-end" gap="sm">
        <Select
          w={200}
          label={t('admin.events.list.dates')}
          allowDeselect={false}
          data={eventDatePresets.map((p) => ({ value: p, label: t(`admin.events.presets.${p}`) }))}
          value={filters.preset}
          onChange={(v) => update({ preset: v === 'future' ? undefined : (v ?? undefined) })}
        />
        {filters.preset === 'custom' ? (
          <>
            <TextInput
              type="date"
              label={t('admin.events.list.from')}
              value={filters.from ?? ''}
              onChange={(e) => update({ from: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('admin.events.list.to')}
              value={filters.to ?? ''}
              onChange={(e) => update({ to: e.currentTarget.value })}
            />
          </>
        ) : null}
        <TextInput
          flex={1}
          miw={220}
          type="search"
          label={t('admin.events.list.search')}
          placeholder={t('admin.events.list.searchPlaceholder')}
          defaultValue={filters.search ?? ''}
          onChange={(e) => update({ search: e.currentTarget.value.trim() })}
        />
      </Group>
      {events.isError && !events.data ? (
        <ErrorDetails error={events.error} onRetry={() => void events.refetch()} />
      ) : !events.data ? (
        <SectionLoader />
      ) : (
        <Paper p={0} radius="md" withBorder style={{ overflow: 'hidden' }}>
          {events.isError ? (
            <Alert color="red" variant="light" radius={0}>
              {(events.error as Error).message}
            </Alert>
          ) : null}
          {items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('admin.events.list.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('admin.events.list.selectPage')}
                        checked={allOnPage}
                        indeterminate={!allOnPage && pageIds.some((id) => selected.includes(id))}
                        onChange={() =>
                          setSelected((now) =>
                            allOnPage
                              ? now.filter((id) => !pageIds.includes(id))
                              : [...new Set([...now, ...pageIds])],
                          )
                        }
                      />
                    </Table.Th>
                    <Table.Th w={70}>{t('admin.events.fields.id')}</Table.Th>
                    <Table.Th>{t('admin.events.fields.name')}</Table.Th>
                    <Table.Th>
                      <UnstyledButton
                        fw={700}
                        fz="sm"
                        onClick={() => update({ sort: filters.sort === 'date' ? '-date' : undefined })}
                        aria-label={t('admin.events.list.sortByDate')}
                      >
                        {t('admin.events.fields.startsAt')} {filters.sort === 'date' ? '↑' : '↓'}
                      </UnstyledButton>
                    </Table.Th>
                    <Table.Th>{t('admin.events.fields.venue')}</Table.Th>
                    <Table.Th>{t('admin.events.fields.seats')}</Table.Th>
                    <Table.Th>{t('admin.events.fields.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={t('admin.events.list.select', { name: e.name })}
                          checked={selected.includes(e.id)}
                          onChange={() => toggle(e.id)}
                        />
                      </Table.Td>
                      <Table.Td c="dimmed">{e.id}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/v2/event/${e.id}`} fw={600}>
                          {e.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{eventWhen(e, t, i18n.language)}</Table.Td>
                      <Table.Td>{e.venueName}</Table.Td>
                      <Table.Td>{e.seatsGenerated ? e.seatTotal : t('admin.events.detail.noSeats')}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          <Badge color={e.active ? 'teal' : 'gray'} variant="light">
                            {e.active ? t('admin.events.detail.active') : t('admin.events.detail.inactive')}
                          </Badge>
                          {e.status !== 'Scheduled' ? (
                            <Badge color="orange" variant="light">
                              {t(`admin.events.statuses.${e.status}`)}
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagingFooter
            page={paging.page}
            pageSize={paging.pageSize}
            total={events.data.total}
            onChange={(paging) => setParams(writePaging(params, paging), { replace: true })}
          />
        </Paper>
      )}
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
    </Stack>
  );
}
