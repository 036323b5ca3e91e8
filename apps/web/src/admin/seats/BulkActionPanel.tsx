import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BulkSeatAction, EventDetail } from '@tessera/contract';
import { adaSeatTypes } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatSettingQueries } from '@/admin/seat-settings/queries';
import { isApiError } from '@/api/api-error';
import { useBulkEdit } from './queries';

export type ActionKind = BulkSeatAction['kind'];
export const actionKinds: ActionKind[] = [
  'hold',
  'release',
  'kill',
  'priceLevel',
  'addTag',
  'removeTag',
  'saleType',
  'seatAlert',
  'ada',
];

/** Chooses one bulk action and applies it to the selected seats (and other events' same places). */
export function BulkActionPanel({
  event,
  seatIds,
  otherEventIds,
  initialKind,
  onApplied,
}: {
  event: EventDetail;
  seatIds: number[];
  otherEventIds: number[];
  initialKind: ActionKind;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ActionKind>(initialKind);
  const [value, setValue] = useState<string | null>(null);
  const [tag, setTag] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const holds = useQuery(seatSettingQueries.holds());
  const saleTypes = useQuery(seatSettingQueries.saleTypes());
  const alerts = useQuery(seatSettingQueries.seatAlerts());
  const edit = useBulkEdit(event.id);
  const options: Partial<Record<ActionKind, { value: string; label: string }[]>> = {
    hold: (holds.data ?? []).map((h) => ({ value: String(h.id), label: h.name })),
    priceLevel: event.priceLevels
      .filter((p) => !p.archived)
      .map((p) => ({ value: String(p.id), label: p.name })),
    saleType: (saleTypes.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    seatAlert: (alerts.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
    ada: adaSeatTypes.map((a) => ({ value: a, label: t(`ada.${a}`) })),
  };
  const clearable = kind === 'saleType' || kind === 'seatAlert' || kind === 'ada';
  const action = (): BulkSeatAction | null => {
    const id = value ? Number(value) : null;
    switch (kind) {
      case 'hold':
        return id ? { kind, holdId: id } : null;
      case 'priceLevel':
        return id ? { kind, priceLevelId: id } : null;
      case 'release':
      case 'kill':
        return { kind };
      case 'addTag':
      case 'removeTag':
        return tag.trim() ? { kind, tag: tag.trim() } : null;
      case 'saleType':
        return { kind, saleTypeId: id };
      case 'seatAlert':
        return { kind, seatAlertId: id };
      case 'ada':
        return { kind, adaType: (value as (typeof adaSeatTypes)[number] | null) ?? null };
    }
  };
  const chosen = action();
  const apply = () => {
    if (!chosen) return;
    setDone(null);
    edit.mutate(
      { seatIds, otherEventIds, action: chosen },
      {
        onSuccess: (result) => {
          const changed = result.events.reduce((n, e) => n + e.changed, 0);
          setDone(t('admin.seats.applied', { count: changed, events: result.events.length }));
          onApplied();
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      <Select
        label={t('admin.seats.action')}
        data={actionKinds.map((k) => ({ value: k, label: t(`admin.seats.actions.${k}`) }))}
        value={kind}
        allowDeselect={false}
        onChange={(v) => {
          setKind((v ?? 'hold') as ActionKind);
          setValue(null);
          setDone(null);
        }}
      />
      {options[kind] ? (
        <Select
          label={t(`admin.seats.targets.${kind as 'hold'}`)}
          data={options[kind]}
          value={value}
          onChange={setValue}
          clearable={clearable}
          placeholder={clearable ? t('admin.seats.none') : undefined}
          searchable
        />
      ) : null}
      {kind === 'addTag' || kind === 'removeTag' ? (
        <TextInput
          label={t('admin.seats.tag')}
          value={tag}
          onChange={(e) => setTag(e.currentTarget.value)}
          maxLength={40}
        />
      ) : null}
      <Button onClick={apply} disabled={!chosen || seatIds.length === 0} loading={edit.isPending}>
        {t('admin.seats.apply', { count: seatIds.length })}
      </Button>
      {edit.isError ? (
        <Alert color="red">{isApiError(edit.error) ? edit.error.message : t('errors.common.internal')}</Alert>
      ) : null}
      {done ? (
        <Alert color="teal" role="status">
          {done}
        </Alert>
      ) : null}
    </Stack>
  );
}
