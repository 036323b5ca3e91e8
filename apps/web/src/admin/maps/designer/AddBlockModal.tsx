import { type GeneratorSection, nextBlockPosition, type SeatMapDefinition } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockEditor, newBlock, seatSpacing } from '../BlockEditor';
import { DesignerDialog } from './DesignerDialog';

/** Where a new block goes: to the right of every seat so far, level with the top seats. */
function placeAfter(map: SeatMapDefinition): { x: number; y: number } {
  let right = Number.NEGATIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  for (const section of map.sections)
    for (const row of section.rows)
      for (const seat of row.seats) {
        right = Math.max(right, seat.x);
        top = Math.min(top, seat.y);
      }
  if (!Number.isFinite(right)) return nextBlockPosition([], seatSpacing);
  return { x: Math.round(right + 3 * seatSpacing), y: Math.round(top) };
}

/** The generator's block of rows × seats, added to the map as a new section. */
export function AddBlockModal({
  map,
  onClose,
  onAdd,
}: {
  map: SeatMapDefinition;
  onClose: () => void;
  onAdd: (block: GeneratorSection) => void;
}) {
  const { t } = useTranslation();
  const [block, setBlock] = useState(() => newBlock(map.sections.length + 1, placeAfter(map)));
  return (
    <DesignerDialog
      title={t('admin.maps.designer.addBlock')}
      onClose={onClose}
      action={t('admin.maps.designer.add')}
      onAction={() => onAdd(block)}
    >
      <BlockEditor block={block} onChange={setBlock} />
    </DesignerDialog>
  );
}
