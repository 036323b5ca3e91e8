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
  const items = [
    ...map.gaAreas.map((area, i) => ({
      key: `ga-${area.name}`,
      label: `${e('ga')}: ${area.name} (${t('admin.maps.designer.element.capacityOf', { count: area.capacity })})`,
      remove: () => removeGaArea(map, i),
    })),
    ...shapes.map((shape, i) => ({
      // Shapes have no identity of their own: their place in the list names them.
      key: `shape-${i}`,
      label: `${e(shape.kind)}${shape.text ? `: ${shape.text}` : ''}`,
      remove: () => removeShape(map, i),
    })),
  ];
  return (
    <Stack gap={4} aria-label={e('list')} role="list">
      {items.map((item) => (
        <Group key={item.key} gap="xs" role="listitem" wrap="nowrap">
          <Text size="sm" style={{ flex: 1 }}>
            {item.label}
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => onChange(item.remove())}>
            {e('remove')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
