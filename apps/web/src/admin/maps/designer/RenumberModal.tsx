import { Checkbox, Group, NumberInput, SegmentedControl, Text, TextInput } from '@mantine/core';
import type { RowNaming, SeatNumbering } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignerDialog } from './DesignerDialog';

export type Renumbering = { kind: 'seats'; rule: SeatNumbering } | { kind: 'rows'; rule: RowNaming };

/** Numbering rules for the chosen seats (along each row) or their rows (front to back). */
export function RenumberModal({
  onClose,
  onApply,
}: {
  onClose: () => void;
  onApply: (r: Renumbering) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'seats' | 'rows'>('seats');
  const [seats, setSeats] = useState<SeatNumbering>({
    direction: 'left-to-right',
    scheme: 'consecutive',
    start: 1,
    prefix: '',
  });
  const [rows, setRows] = useState<RowNaming>({
    labels: 'letters',
    skipIAndO: true,
    start: 1,
    prefix: '',
    direction: 'front-to-back',
  });
  const d = 'admin.maps.designer.renumber';
  return (
    <DesignerDialog
      title={t(`${d}.title`)}
      onClose={onClose}
      action={t(`${d}.apply`)}
      onAction={() => onApply(kind === 'seats' ? { kind, rule: seats } : { kind, rule: rows })}
    >
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v as 'seats' | 'rows')}
        data={[
          { value: 'seats', label: t(`${d}.seats`) },
          { value: 'rows', label: t(`${d}.rows`) },
        ]}
      />
      {kind === 'seats' ? (
        <>
          <SegmentedControl
            aria-label={t(`${d}.direction`)}
            value={seats.direction}
            onChange={(v) => setSeats({ ...seats, direction: v as SeatNumbering['direction'] })}
            data={[
              { value: 'left-to-right', label: t(`${d}.leftToRight`) },
              { value: 'right-to-left', label: t(`${d}.rightToLeft`) },
            ]}
          />
          <SegmentedControl
            aria-label={t(`${d}.scheme`)}
            value={seats.scheme}
            onChange={(v) => setSeats({ ...seats, scheme: v as SeatNumbering['scheme'] })}
            data={[
              { value: 'consecutive', label: t(`${d}.consecutive`) },
              { value: 'odd', label: t(`${d}.odd`) },
              { value: 'even', label: t(`${d}.even`) },
            ]}
          />
          <StartAndPrefix
            startLabel={t(`${d}.start`)}
            prefixLabel={t(`${d}.prefix`)}
            min={0}
            max={9999}
            value={seats}
            onChange={(v) => setSeats({ ...seats, ...v })}
          />
        </>
      ) : (
        <>
          <SegmentedControl
            aria-label={t(`${d}.labels`)}
            value={rows.labels}
            onChange={(v) => setRows({ ...rows, labels: v as RowNaming['labels'] })}
            data={[
              { value: 'letters', label: t('admin.maps.generator.letters') },
              { value: 'numbers', label: t('admin.maps.generator.numbers') },
            ]}
          />
          <SegmentedControl
            aria-label={t(`${d}.direction`)}
            value={rows.direction}
            onChange={(v) => setRows({ ...rows, direction: v as RowNaming['direction'] })}
            data={[
              { value: 'front-to-back', label: t(`${d}.frontToBack`) },
              { value: 'back-to-front', label: t(`${d}.backToFront`) },
            ]}
          />
          <Checkbox
            label={t(`${d}.skipIAndO`)}
            checked={rows.skipIAndO}
            disabled={rows.labels === 'numbers'}
            onChange={(e) => setRows({ ...rows, skipIAndO: e.currentTarget.checked })}
          />
          <StartAndPrefix
            startLabel={t(`${d}.firstRow`)}
            prefixLabel={t(`${d}.prefix`)}
            min={1}
            max={999}
            value={rows}
            onChange={(v) => setRows({ ...rows, ...v })}
          />
        </>
      )}
      <Text size="xs" c="dimmed">
        {t(`${d}.hint`)}
      </Text>
    </DesignerDialog>
  );
}

/** Where numbering starts (a blank or invalid number starts it at `min`) and the prefix before each number. */
function StartAndPrefix({
  startLabel,
  prefixLabel,
  min,
  max,
  value,
  onChange,
}: {
  startLabel: string;
  prefixLabel: string;
  min: number;
  max: number;
  value: { start: number; prefix: string };
  onChange: (v: { start: number; prefix: string }) => void;
}) {
  return (
    <Group grow>
      <NumberInput
        label={startLabel}
        min={min}
        max={max}
        allowDecimal={false}
        value={value.start}
        onChange={(v) => onChange({ ...value, start: Number(v) || min })}
      />
      <TextInput
        label={prefixLabel}
        maxLength={10}
        value={value.prefix}
        onChange={(e) => onChange({ ...value, prefix: e.currentTarget.value })}
      />
    </Group>
  );
}
