import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { EventDetail, EventSeats, PriceLevel } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useArchiveEventPriceLevel } from '@/admin/events/queries';
import { isApiError } from '@/api/api-error';
import { ConfirmDialog } from '@/ui/DialogActions';
import { PriceLevelName } from '@/ui/PriceLevelName';
import { refreshSeats } from './queries';

/** Seats and general-admission areas painted with each level. */
function paintedCounts(event: EventDetail, seats: EventSeats): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of seats.seats.priceLevel) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const area of event.gaAreas) {
    if (area.priceLevelId) counts.set(area.priceLevelId, (counts.get(area.priceLevelId) ?? 0) + 1);
  }
  return counts;
}

function ArchiveModal({
  event,
  level,
  painted,
  onClose,
}: {
  event: EventDetail;
  level: PriceLevel;
  painted: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const archive = useArchiveEventPriceLevel(event.id);
  const [replacement, setReplacement] = useState<string | null>(null);
  const others = event.priceLevels.filter((p) => !p.archived && p.id !== level.id);
  const confirm = () =>
    archive.mutate(
      { levelId: level.id, replacementId: replacement ? Number(replacement) : null },
      {
        onSuccess: () => {
          void refreshSeats(client, event.id);
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      title={t('admin.seats.priceLevels.archiveTitle', { name: level.name })}
      error={
        archive.error && !(isApiError(archive.error) && archive.error.fieldErrors.replacementId)
          ? archive.error
          : null
      }
      onCancel={onClose}
      confirmLabel={t('actions.archive')}
      loading={archive.isPending}
      onConfirm={confirm}
    >
      <Text size="sm">{t('admin.seats.priceLevels.archiveWarning')}</Text>
      {painted > 0 ? (
        <Select
          label={t('admin.seats.priceLevels.replacement')}
          description={t('admin.seats.priceLevels.replacementHint', { count: painted })}
          placeholder={t('admin.seats.priceLevels.pickReplacement')}
          data={others.map((p) => ({ value: String(p.id), label: p.name }))}
          value={replacement}
          onChange={setReplacement}
          error={isApiError(archive.error) ? archive.error.fieldErrors.replacementId : undefined}
          data-autofocus
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('admin.seats.priceLevels.noSeats')}
        </Text>
      )}
    </ConfirmDialog>
  );
}

/** The event's price levels beside its seat map: how many seats each has, and archiving one. */
export function EventPriceLevelsCard({ event, seats }: { event: EventDetail; seats: EventSeats }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [archiving, setArchiving] = useState<PriceLevel | null>(null);
  const counts = paintedCounts(event, seats);
  const active = event.priceLevels.filter((p) => !p.archived);
  const archived = event.priceLevels.filter((p) => p.archived);
  return (
    <>
      <Title order={4} mb="xs">
        {t('admin.seats.priceLevels.title')}
      </Title>
      {active.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.seats.priceLevels.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {active.map((level) => (
            <Group key={level.id} justify="space-between" wrap="nowrap" gap="xs">
              <PriceLevelName
                level={level}
                detail={`${money(level.defaultPrice)} · ${t('admin.seats.priceLevels.seats', { count: counts.get(level.id) ?? 0 })}`}
              />
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => setArchiving(level)}>
                {t('actions.archive')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {archived.length > 0 ? (
        <Text size="xs" c="dimmed" mt="xs">
          {t('admin.seats.priceLevels.archived', { names: archived.map((p) => p.name).join(', ') })}
        </Text>
      ) : null}
      {archiving ? (
        <ArchiveModal
          event={event}
          level={archiving}
          painted={counts.get(archiving.id) ?? 0}
          onClose={() => setArchiving(null)}
        />
      ) : null}
    </>
  );
}
