import { NumberInput, Text } from '@mantine/core';
import { curve, type MapPoint, rotation, skew } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignerDialog } from './DesignerDialog';

/**
 * Rotate, curve and skew the selected block: one transform built from the block's seats
 * (rotation, then skew, then curve, each about the block's middle).
 */
export function BlockShapeModal({
  points,
  onClose,
  onApply,
}: {
  points: MapPoint[];
  onClose: () => void;
  onApply: (transform: (p: MapPoint) => MapPoint) => void;
}) {
  const { t } = useTranslation();
  const b = (k: string) => t(`admin.maps.designer.block.${k}` as 'admin.maps.designer.block.title');
  const [degrees, setDegrees] = useState<number | string>(0);
  const [depth, setDepth] = useState<number | string>(0);
  const [lean, setLean] = useState<number | string>(0);
  const apply = () => {
    const turn = rotation(points, Number(degrees) || 0);
    const turned = points.map(turn);
    const slant = skew(turned, Number(lean) || 0);
    const slanted = turned.map(slant);
    const bend = curve(slanted, Number(depth) || 0);
    onApply((p) => bend(slant(turn(p))));
  };
  return (
    <DesignerDialog title={b('title')} onClose={onClose} action={b('apply')} onAction={apply}>
      <Text size="sm" c="dimmed">
        {b('hint')}
      </Text>
      <NumberInput label={b('rotate')} min={-360} max={360} value={degrees} onChange={setDegrees} />
      <NumberInput
        label={b('curve')}
        description={b('curveHint')}
        min={-1000}
        max={1000}
        value={depth}
        onChange={setDepth}
      />
      <NumberInput
        label={b('skew')}
        description={b('skewHint')}
        min={-5}
        max={5}
        step={0.1}
        decimalScale={2}
        value={lean}
        onChange={setLean}
      />
    </DesignerDialog>
  );
}
