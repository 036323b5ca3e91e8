import { Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HouseSeatsOfEvent, setHouseSeatsGaHeld } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { FailureAlert } from '@/ui/FailureAlert';
import { houseSeatKeys } from './queries';

/**
 * An event's general-admission areas on the request screen: how many places each keeps for house
 * seats (saved per area) and how many of those to request (`places`, by area id).
 */
export function HouseSeatPlaces({
  house,
  places,
  onPlaces,
}: {
  house: HouseSeatsOfEvent;
  places: Record<number, number | string>;
  onPlaces: (change: (places: Record<number, number | string>) => Record<number, number | string>) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [keep, setKeep] = useState<Record<number, number | string>>({});
  const kept = useMutation({
    mutationFn: (areaId: number) =>
      callApi(setHouseSeatsGaHeld, {
        params: { eventId: house.eventId, areaId },
        body: { held: Number(keep[areaId]) || 0 },
      }),
    onSuccess: (data) => client.setQueryData(houseSeatKeys.event(data.eventId), data),
  });
  if (house.gaAreas.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Text fw={600}>{t('houseSeats.places.title')}</Text>
        {house.gaAreas.map((a) => (
          <Stack key={a.id} gap={4}>
            <Text size="sm">
              <Text span fw={600}>
                {a.name}
              </Text>{' '}
              · {t('houseSeats.places.kept', { held: a.held, free: a.free })}
            </Text>
            <Group align="end" gap="sm" wrap="wrap">
              <NumberInput
                label={t('houseSeats.places.keepShort')}
                aria-label={t('houseSeats.places.keep', { area: a.name })}
                min={0}
                max={a.held + a.free}
                value={keep[a.id] ?? a.held}
                onChange={(v) => setKeep((k) => ({ ...k, [a.id]: v }))}
                disabled={house.releasedAt !== null}
                w={220}
              />
              <Button
                variant="default"
                loading={kept.isPending && kept.variables === a.id}
                disabled={house.releasedAt !== null}
                onClick={() => kept.mutate(a.id)}
              >
                {t('houseSeats.places.save')}
              </Button>
              <NumberInput
                label={t('houseSeats.places.requestShort')}
                aria-label={t('houseSeats.places.request', { area: a.name })}
                min={0}
                max={a.held}
                value={places[a.id] ?? 0}
                onChange={(v) => onPlaces((p) => ({ ...p, [a.id]: v }))}
                disabled={a.held === 0}
                w={220}
              />
            </Group>
          </Stack>
        ))}
        <FailureAlert error={kept.error} />
      </Stack>
    </Card>
  );
}
