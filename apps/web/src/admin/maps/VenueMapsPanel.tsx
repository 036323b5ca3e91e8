import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MapImportModal } from './MapImportModal';
import { MapsTable } from './MapsTable';
import { mapQueries } from './queries';

/** The seat maps (venue configs) of one venue, with import and the generator. */
export function VenueMapsPanel({ venueId }: { venueId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const maps = useQuery(mapQueries.list(venueId));
  const [importing, setImporting] = useState(false);
  return (
    <Stack gap="sm">
      <MapsTable
        maps={maps}
        toolbar={
          <Text c="dimmed" size="sm">
            {t('admin.maps.venueIntro')}
          </Text>
        }
        actions={
          <>
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
          </>
        }
      />
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
