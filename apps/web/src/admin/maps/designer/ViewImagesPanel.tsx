import { Button, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { mapViewImagePath, uploadMapViewImage } from '@tessera/contract';
import { type SeatMapDefinition, setSeatView, setSectionView } from '@tessera/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { FailureAlert } from '@/ui/FailureAlert';
import { readBase64 } from '@/ui/ImageActions';

const accept = 'image/png,image/jpeg';
type Apply = (map: SeatMapDefinition, imageId: number) => SeatMapDefinition;

/**
 * "View from seat": an image per section, or for the chosen seats, uploaded at once and named
 * in the map by its id, so it is kept with the version the designer saves.
 */
export function ViewImagesPanel({
  mapId,
  map,
  selected,
  onChange,
}: {
  mapId: number;
  map: SeatMapDefinition;
  selected: ReadonlySet<number>;
  onChange: (next: SeatMapDefinition) => void;
}) {
  const { t } = useTranslation();
  const v = 'admin.maps.designer.views';
  // The map as it is when the upload answers: edits made meanwhile are kept.
  const latest = useRef(map);
  latest.current = map;
  const upload = useMutation({
    mutationFn: async ({ file }: { file: File; apply: Apply }) =>
      callApi(uploadMapViewImage, { params: { mapId }, body: { dataBase64: await readBase64(file) } }),
    onSuccess: (image, { apply }) => onChange(apply(latest.current, image.id)),
  });
  const put = (file: File | null, apply: Apply) => {
    if (file) upload.mutate({ file, apply });
  };
  let seatsWithImage = 0;
  for (const s of map.sections)
    for (const r of s.rows) for (const seat of r.seats) if (seat.viewImageId) seatsWithImage++;
  return (
    <Stack gap={6} aria-labelledby="view-from-seat-title">
      <Title order={3} fz="h5" id="view-from-seat-title">
        {t(`${v}.title`)}
      </Title>
      <Text size="xs" c="dimmed">
        {t(`${v}.hint`)}
      </Text>
      {map.sections.map((section, i) => (
        <Group key={section.name} gap="xs">
          <Text size="sm" w={120} truncate>
            {section.name}
          </Text>
          {section.viewImageId ? (
            <Image
              src={mapViewImagePath(section.viewImageId)}
              alt={t(`${v}.alt`, { name: section.name })}
              h={40}
              w={64}
              fit="cover"
              radius="sm"
            />
          ) : null}
          <FileButton accept={accept} onChange={(file) => put(file, (m, id) => setSectionView(m, i, id))}>
            {(props) => (
              <Button {...props} size="compact-xs" variant="light" loading={upload.isPending}>
                {t(`${v}.upload`, { name: section.name })}
              </Button>
            )}
          </FileButton>
          {section.viewImageId ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => onChange(setSectionView(map, i, null))}
            >
              {t(`${v}.remove`, { name: section.name })}
            </Button>
          ) : null}
        </Group>
      ))}
      <Group gap="xs">
        <FileButton accept={accept} onChange={(file) => put(file, (m, id) => setSeatView(m, selected, id))}>
          {(props) => (
            <Button {...props} size="compact-xs" variant="light" disabled={selected.size === 0}>
              {t(`${v}.seats`)}
            </Button>
          )}
        </FileButton>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          disabled={selected.size === 0}
          onClick={() => onChange(setSeatView(map, selected, null))}
        >
          {t(`${v}.clearSeats`)}
        </Button>
        <Text size="xs" c="dimmed">
          {t(`${v}.seatCount`, { count: seatsWithImage })}
        </Text>
      </Group>
      <FailureAlert error={upload.error} />
    </Stack>
  );
}
