import {
  Button,
  Card,
  Grid,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { GeneratorSection } from '@tessera/domain';
import { useTranslation } from 'react-i18next';

export const seatSpacing = 14;
const rowSpacing = 16;

/** A new block of ten rows of sixteen seats at a place on the map. */
export const newBlock = (n: number, at: { x: number; y: number }): GeneratorSection => ({
  name: `Section ${n}`,
  rows: 10,
  seatsPerRow: 16,
  shape: 'straight',
  aislesAfter: [],
  rowLabels: 'letters',
  firstSeatNumber: 1,
  ...at,
  seatSpacing,
  rowSpacing,
  radius: 400,
});

/** One block of rows × seats: the generator's card and the designer's "Add block…". */
export function BlockEditor({
  block,
  onChange,
  onRemove,
}: {
  block: GeneratorSection;
  onChange: (b: GeneratorSection) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const num = (key: keyof GeneratorSection, label: string, min = 0, max = 500, description?: string) => (
    <NumberInput
      label={label}
      description={description}
      size="xs"
      min={min}
      max={max}
      allowDecimal={false}
      value={block[key] as number}
      onChange={(v) => onChange({ ...block, [key]: Number(v) || 0 })}
    />
  );
  return (
    <Card withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <TextInput
            size="xs"
            label={t('admin.maps.generator.section')}
            value={block.name}
            onChange={(e) => onChange({ ...block, name: e.currentTarget.value })}
          />
          {onRemove ? (
            <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
              {t('actions.delete')}
            </Button>
          ) : null}
        </Group>
        <Grid gap="xs">
          <Grid.Col span={6}>{num('rows', t('admin.maps.generator.rows'), 1, 200)}</Grid.Col>
          <Grid.Col span={6}>{num('seatsPerRow', t('admin.maps.generator.seatsPerRow'), 1, 300)}</Grid.Col>
          <Grid.Col span={6}>{num('x', t('admin.maps.generator.x'), -5000, 5000)}</Grid.Col>
          <Grid.Col span={6}>{num('y', t('admin.maps.generator.y'), -5000, 5000)}</Grid.Col>
        </Grid>
        <Text size="xs" c="dimmed">
          {t('admin.maps.generator.units', { seat: block.seatSpacing, row: block.rowSpacing })}
        </Text>
        <SegmentedControl
          size="xs"
          value={block.shape}
          onChange={(v) => onChange({ ...block, shape: v as GeneratorSection['shape'] })}
          data={[
            { value: 'straight', label: t('admin.maps.generator.straight') },
            { value: 'curved', label: t('admin.maps.generator.curved') },
          ]}
        />
        {block.shape === 'curved' ? num('radius', t('admin.maps.generator.radius'), 50, 5000) : null}
        <TextInput
          size="xs"
          label={t('admin.maps.generator.aisles')}
          description={t('admin.maps.generator.aislesHint')}
          defaultValue={block.aislesAfter.join(', ')}
          onBlur={(e) =>
            onChange({
              ...block,
              aislesAfter: e.currentTarget.value
                .split(/[,\s]+/)
                .map(Number)
                .filter((n) => Number.isInteger(n) && n > 0),
            })
          }
        />
        <Select
          size="xs"
          label={t('admin.maps.generator.rowLabels')}
          data={[
            { value: 'letters', label: t('admin.maps.generator.letters') },
            { value: 'numbers', label: t('admin.maps.generator.numbers') },
          ]}
          value={block.rowLabels}
          allowDeselect={false}
          onChange={(v) =>
            onChange({ ...block, rowLabels: (v ?? 'letters') as GeneratorSection['rowLabels'] })
          }
        />
      </Stack>
    </Card>
  );
}
