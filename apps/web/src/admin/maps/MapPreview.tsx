import { Group, Paper, Stack, Text } from '@mantine/core';
import type { SeatMapDefinition } from '@tessera/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceHeading } from '@/ui/seat-map/PlaceHeading';
import { SeatMap } from '@/ui/seat-map/SeatMap';
import { buildLayout } from '@/ui/seat-map/seat-layout';
import { placesOfDefinition, sectionPalette } from './map-places';

/**
 * A read-only view of a map: sections in their own colours, accessible seats marked, and each
 * general-admission area under the seats with its capacity.
 */
export function MapPreview({ map, height = 420 }: { map: SeatMapDefinition; height?: number }) {
  const { t } = useTranslation();
  const places = useMemo(() => placesOfDefinition(map), [map]);
  const layout = useMemo(() => buildLayout(places), [places]);
  return (
    <Stack gap="xs">
      <SeatMap
        layout={layout}
        height={height}
        label={t('admin.maps.preview')}
        colorKey={0}
        colorOf={(i) =>
          places.ada[i]
            ? '#212529'
            : (sectionPalette[places.seats.section[i]! % sectionPalette.length] ?? '#868e96')
        }
        describe={(i) => (
          <>
            <PlaceHeading section={layout.sectionOf(i)} row={layout.rowOf(i)} seat={layout.seatOf(i)} />
            {places.ada[i] ? <Text size="xs">{t(`ada.${places.ada[i] as 'Wheelchair'}`)}</Text> : null}
          </>
        )}
      />
      {map.gaAreas.length > 0 ? (
        <Group gap="xs" grow role="list" aria-label={t('admin.maps.gaInPreview')}>
          {map.gaAreas.map((area, i) => (
            <Paper
              // biome-ignore lint/suspicious/noArrayIndexKey: an area being typed may share a name
              key={i}
              role="listitem"
              withBorder
              radius="sm"
              p="sm"
              style={{ borderStyle: 'dashed', textAlign: 'center' }}
            >
              <Text size="sm" fw={600}>
                {area.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('admin.maps.gaPlaces', { count: area.capacity })}
              </Text>
            </Paper>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
