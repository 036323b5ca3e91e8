import { Button, Group, Stack, Text } from '@mantine/core';
import { removeGaArea, removeShape, type SeatMapDefinition } from '@tessera/domain';
import { useTranslation } from 'react-i18next';

/** The map's drawn shapes and GA areas, each with a Remove (tables go with their seats). */
export function ElementsList({
  map,
  onChange,
}: {
  map: SeatMapDefinition;
  onChange: (next: SeatMapDefinition) => void;
}) {
  const { t } = useTranslation();
  const e = (k: string) => t(`admin.maps.designer.element.${k}` as 'admin.maps.designer.element.title');
  const shapes = map.shapes ?? [];
  if (shapes.length === 0 && map.gaAreas.length === 0) return null;
  return (
    <Stack gap={4} aria-label={e('list')} role="list">
      {map.gaAreas.map((area, i) => (
        <Group key={`ga-${area.name}`} gap="xs" role="listitem" wrap="nowrap">
          <Text size="sm" style={{ flex: 1 }}>
            {e('ga')}: {area.name} ({t('admin.maps.designer.element.capacityOf', { count: area.capacity })})
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => onChange(removeGaArea(map, i))}
          >
            {e('remove')}
          </Button>
        </Group>
      ))}
      {shapes.map((shape, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: shapes have no identity of their own
        <Group key={i} gap="xs" role="listitem" wrap="nowrap">
          <Text size="sm" style={{ flex: 1 }}>
            {e(shape.kind)}
            {shape.text ? `: ${shape.text}` : ''}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => onChange(removeShape(map, i))}
          >
            {e('remove')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
