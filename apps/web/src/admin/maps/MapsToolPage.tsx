import { Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { mapQueries } from './queries';

/** /admin/v2/tools/venue-configs: every seat map of every venue, active or archived. */
export function MapsToolPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const archived = search.get('archived') === 'true';
  const maps = useQuery(mapQueries.list(null, archived));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={6}>
          <Title order={1}>{t('admin.maps.tool.title')}</Title>
          <Text c="dimmed">{t('admin.maps.tool.intro')}</Text>
        </Stack>
        <Button component={Link} to="/admin/v2/tools/venue-configs/new">
          {t('admin.maps.generator.open')}
        </Button>
      </Group>
      <SegmentedControl
        w={260}
        value={archived ? 'archived' : 'active'}
        onChange={(v) => setSearch(v === 'archived' ? { archived: 'true' } : {})}
        data={[
          { value: 'active', label: t('admin.common.active') },
          { value: 'archived', label: t('admin.common.archived') },
        ]}
      />
      {maps.isError ? (
        <ErrorDetails error={maps.error} onRetry={() => void maps.refetch()} />
      ) : !maps.data ? (
        <SectionLoader />
      ) : (
        <Paper p={0} radius="md" style={{ overflow: 'hidden' }}>
          {maps.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('admin.maps.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.maps.fields.name')}</Table.Th>
                    <Table.Th>{t('admin.maps.fields.venue')}</Table.Th>
                    <Table.Th>{t('admin.maps.fields.sections')}</Table.Th>
                    <Table.Th>{t('admin.maps.fields.seats')}</Table.Th>
                    <Table.Th>{t('admin.maps.fields.gaCapacity')}</Table.Th>
                    <Table.Th>{t('admin.maps.fields.version')}</Table.Th>
                    <Table.Th>{t('admin.maps.fields.updated')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {maps.data.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>
                        <Group gap="xs">
                          <Link to={`/admin/v2/tools/venue-configs/${m.id}`}>{m.name}</Link>
                          {m.archived ? <Badge color="gray">{t('admin.common.archived')}</Badge> : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Link to={`/admin/v2/venue/${m.venueId}?tab=maps`}>{m.venueName}</Link>
                      </Table.Td>
                      <Table.Td>{m.sectionCount}</Table.Td>
                      <Table.Td>{m.seatCount}</Table.Td>
                      <Table.Td>{m.gaCapacity}</Table.Td>
                      <Table.Td>{m.version}</Table.Td>
                      <Table.Td>{formatDateTime(m.updatedAt, i18n.language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
    </Stack>
  );
}
