import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { PagingFooter } from '@/ui/PagingFooter';
import { readPaging, writePaging } from '@/ui/paging';
import { venueQueries } from './queries';
import { VenueForm } from './VenueForm';

/** /admin/v2/venues: venues by name, with search and paging in the URL. */
export function VenuesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { page, pageSize } = readPaging(search);
  const text = search.get('search') ?? '';
  const list = useQuery(venueQueries.list(page, pageSize, text));
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={6}>
          <Title order={1}>{t('admin.venues.list.title')}</Title>
          <Text c="dimmed">{t('admin.venues.list.intro')}</Text>
        </Stack>
        <Button onClick={() => setCreating(true)}>{t('admin.venues.list.new')}</Button>
      </Group>
      <TextInput
        aria-label={t('admin.venues.list.search')}
        placeholder={t('admin.venues.list.search')}
        defaultValue={text}
        w={280}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          const next = new URLSearchParams(search);
          const value = e.currentTarget.value.trim();
          if (value) next.set('search', value);
          else next.delete('search');
          next.delete('page');
          setSearch(next);
        }}
      />
      {list.isError ? (
        <ErrorDetails error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <SectionLoader />
      ) : (
        <Paper p={0} radius="md" style={{ overflow: 'hidden' }}>
          {list.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('admin.venues.list.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.venues.fields.name')}</Table.Th>
                    <Table.Th>{t('admin.venues.fields.city')}</Table.Th>
                    <Table.Th>{t('admin.venues.fields.timezone')}</Table.Th>
                    <Table.Th>{t('admin.venues.list.maps')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((venue) => (
                    <Table.Tr key={venue.id}>
                      <Table.Td>
                        <Group gap="xs">
                          <Link to={`/admin/v2/venue/${venue.id}`}>{venue.name}</Link>
                          {venue.archived ? <Badge color="gray">{t('admin.common.archived')}</Badge> : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>{venue.city}</Table.Td>
                      <Table.Td>{venue.timezone}</Table.Td>
                      <Table.Td>{venue.mapCount}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagingFooter
            page={page}
            pageSize={pageSize}
            total={list.data.total}
            onChange={(next) => setSearch(writePaging(search, next))}
          />
        </Paper>
      )}
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('admin.venues.list.new')}
        size="xl"
      >
        <VenueForm onSaved={(venue) => navigate(`/admin/v2/venue/${venue.id}`)} />
      </Modal>
    </Stack>
  );
}
