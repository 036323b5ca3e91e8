import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SeatMapDefinition } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { BackLink, DetailTitle } from '@/ui/DetailTitle';
import { DataTable } from '@/ui/data-table/DataTable';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { StatCard } from '@/ui/StatCard';
import { MapDesigner } from './designer/MapDesigner';
import { MapImportModal } from './MapImportModal';
import { MapPreview } from './MapPreview';
import { MapScoresPanel } from './MapScoresPanel';
import { mapQueries, useArchiveMap, useCopyMap } from './queries';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <StatCard label={label} small>
      {value}
    </StatCard>
  );
}

/**
 * /admin/v2/tools/venue-configs/{id}: a seat map in the designer (a read-only view once
 * archived), its versions, and copy, update, archive.
 */
export function MapDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const map = useQuery(mapQueries.detail(id));
  const copy = useCopyMap(id);
  const archive = useArchiveMap(id);
  const [updating, setUpdating] = useState(false);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const [copyName, setCopyName] = useState<string | null>(null);
  if (map.isError) return <ErrorDetails error={map.error} onRetry={() => void map.refetch()} />;
  if (!map.data) return <SectionLoader />;
  const m = map.data;
  const failure = archive.error ?? copy.error;
  const download = () => {
    const blob = new Blob([JSON.stringify(m.definition, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${m.name}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={`/admin/v2/venue/${m.venueId}?tab=maps`}>
          {t('admin.maps.detail.back', { venue: m.venueName })}
        </BackLink>
        <DetailTitle
          name={m.name}
          archived={m.archived}
          align="flex-end"
          actions={
            <Group gap="xs">
              <Button variant="default" onClick={download}>
                {t('admin.maps.detail.download')}
              </Button>
              <Button variant="default" disabled={m.archived} onClick={() => setUpdating(true)}>
                {t('admin.maps.import.newVersion')}
              </Button>
              <Button
                variant="default"
                disabled={m.archived}
                onClick={() => setCopyName(t('admin.maps.detail.copyName', { name: m.name }))}
              >
                {t('actions.copy')}
              </Button>
              <Button
                variant="light"
                color="red"
                disabled={m.archived}
                loading={archive.isPending}
                onClick={() => archive.mutate()}
              >
                {t('actions.archive')}
              </Button>
            </Group>
          }
        />
      </Stack>
      {failure ? (
        <Alert color="red">{isApiError(failure) ? failure.message : t('errors.common.internal')}</Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Stat label={t('admin.maps.fields.sections')} value={m.sectionCount} />
        <Stat label={t('admin.maps.fields.seats')} value={m.seatCount} />
        <Stat label={t('admin.maps.fields.gaCapacity')} value={m.gaCapacity} />
        <Stat label={t('admin.maps.fields.version')} value={m.version} />
        <Stat label={t('admin.maps.fields.events')} value={m.eventCount} />
      </SimpleGrid>
      {m.archived ? (
        <MapPreview map={m.definition as SeatMapDefinition} />
      ) : (
        // A new version (saved here or imported) starts the designer afresh from it.
        <MapDesigner key={m.version} map={m} savedVersion={savedVersion} onSaved={setSavedVersion} />
      )}
      {m.definition.gaAreas.length ? (
        <Text size="sm">
          {t('admin.maps.detail.gaAreas', {
            areas: m.definition.gaAreas.map((a) => `${a.name} (${a.capacity})`).join(', '),
          })}
        </Text>
      ) : null}
      {m.archived ? null : <MapScoresPanel key={m.version} map={m} />}
      <Stack gap="xs">
        <DataTable
          title={t('admin.maps.detail.versions')}
          rows={m.versions}
          rowKey={(v) => v.version}
          empty=""
          columns={[
            { id: 'version', header: t('admin.maps.fields.version'), sortable: true },
            { id: 'seatCount', header: t('admin.maps.fields.seats'), sortable: true },
            {
              id: 'createdAt',
              header: t('admin.maps.fields.updated'),
              sortable: true,
              date: (v) => v.createdAt,
            },
          ]}
        />
      </Stack>
      {updating ? (
        <MapImportModal
          venueId={m.venueId}
          map={m}
          onClose={() => setUpdating(false)}
          onDone={() => setUpdating(false)}
        />
      ) : null}
      <Modal opened={copyName !== null} onClose={() => setCopyName(null)} title={t('actions.copy')}>
        <Stack>
          <TextInput
            label={t('admin.maps.fields.name')}
            value={copyName ?? ''}
            onChange={(e) => setCopyName(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button
              loading={copy.isPending}
              onClick={async () => {
                const made = await copy.mutateAsync({ name: (copyName ?? '').trim() }).catch(() => null);
                setCopyName(null);
                if (made) navigate(`/admin/v2/tools/venue-configs/${made.id}`);
              }}
            >
              {t('actions.copy')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
