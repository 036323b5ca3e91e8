import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { MapImportModal } from './MapImportModal';
import { mapQueries } from './queries';

/** The seat maps (venue configs) of one venue, with import and the generator. */
export function VenueMapsPanel({ venueId }: { venueId: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const maps = useQuery(mapQueries.list(venueId));
  const [importing, setImporting] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('admin.maps.venueIntro')}
        </Text>
        <Group gap="xs">
          <Button variant="light" onClick={() => setImporting(true)}>
            {t('admin.maps.import.title')}
          </Button>
          <Button
            variant="light"
            component={Link}
            to={`/admin/v2/tools/venue-configs/new?venueId=${venueId}`}
          >
            {t('admin.maps.generator.open')}
          </Button>
        </Group>
      </Group>
      {maps.isError ? (
        <ErrorDetails error={maps.error} onRetry={() => void maps.refetch()} />
      ) : !maps.data ? (
        <SectionLoader />
      ) : maps.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t('admin.maps.empty')}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p={0}>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.maps.fields.name')}</Table.Th>
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
                      {m.gaCapacity > 0 ? <Badge variant="light">{t('admin.maps.gaBadge')}</Badge> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{m.seatCount}</Table.Td>
                  <Table.Td>{m.gaCapacity}</Table.Td>
                  <Table.Td>{m.version}</Table.Td>
                  <Table.Td>{formatDateTime(m.updatedAt, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {importing ? (
        <MapImportModal
          venueId={venueId}
          onClose={() => setImporting(false)}
          onDone={(map) => navigate(`/admin/v2/tools/venue-configs/${map.id}`)}
        />
      ) : null}
    </Stack>
  );
}
