import { Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HouseSeatsOfEvent, setHouseSeatsRelease } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { FailureAlert } from '@/ui/FailureAlert';
import { formatDateTime } from '@/ui/format';
import { houseSeatKeys } from './queries';

/** When an event's unrequested house seats go back on sale: hours before the event, or never. */
export function HouseSeatRelease({ house }: { house: HouseSeatsOfEvent }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [hours, setHours] = useState<number | string>('');
  const release = useMutation({
    mutationFn: () =>
      callApi(setHouseSeatsRelease, {
        params: { eventId: house.eventId },
        body: { hours: hours === '' ? null : Number(hours) },
      }),
    onSuccess: (data) => client.setQueryData(houseSeatKeys.event(data.eventId), data),
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Text fw={600}>{t('houseSeats.release.title')}</Text>
        <Text size="sm" c="dimmed">
          {house.releasedAt
            ? t('houseSeats.release.done', { at: formatDateTime(house.releasedAt, i18n.language) })
            : house.releaseAt
              ? t('houseSeats.release.at', { at: formatDateTime(house.releaseAt, i18n.language) })
              : t('houseSeats.release.never')}
        </Text>
        <Group align="end">
          <NumberInput
            label={t('houseSeats.release.hours')}
            min={0}
            value={hours === '' ? (house.releaseHours ?? '') : hours}
            onChange={setHours}
            w={220}
          />
          <Button variant="default" loading={release.isPending} onClick={() => release.mutate()}>
            {t('actions.save')}
          </Button>
        </Group>
        <FailureAlert error={release.error} />
      </Stack>
    </Card>
  );
}
