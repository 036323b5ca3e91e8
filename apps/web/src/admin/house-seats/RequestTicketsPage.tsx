import {
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createHouseSeatRequest } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EventSelect } from '@/admin/sell/EventSelect';
import { sellQueries } from '@/admin/sell/queries';
import { callApi } from '@/api/client';
import { FailureAlert } from '@/ui/FailureAlert';
import { HouseSeatPlaces } from './HouseSeatPlaces';
import { HouseSeatRelease } from './HouseSeatRelease';
import { houseSeatKeys, houseSeatQueries } from './queries';
import { type Requester, RequesterFields } from './RequesterFields';

/**
 * /admin/v2/request-tickets: staff request tickets for an artist, producer or company from the
 * house-seat holds of an event, and set when the event's unrequested house seats go back on sale.
 */
export function RequestTicketsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [eventId, setEventId] = useState<number | null>(null);
  const house = useQuery({ ...houseSeatQueries.event(eventId ?? 0), enabled: eventId !== null });
  // The price types the event's template opens to the HouseSeats channel; the first by default.
  const sale = useQuery({ ...sellQueries.seats(eventId ?? 0, 'HouseSeats'), enabled: eventId !== null });
  const priceTypes = sale.data?.priceTypes ?? [];
  const [chosenType, setChosenType] = useState<number | null>(null);
  const priceTypeId = priceTypes.some((p) => p.id === chosenType) ? chosenType : (priceTypes[0]?.id ?? null);
  const [seatIds, setSeatIds] = useState<string[]>([]);
  const [requester, setRequester] = useState<Requester>({ name: '', email: '', relationship: 'artist' });
  const [note, setNote] = useState('');
  // General-admission places to request, per area.
  const [places, setPlaces] = useState<Record<number, number | string>>({});
  const placeList = Object.entries(places)
    .map(([areaId, quantity]) => ({ areaId: Number(areaId), quantity: Number(quantity) || 0 }))
    .filter((p) => p.quantity > 0);
  const tickets = seatIds.length + placeList.reduce((n, p) => n + p.quantity, 0);
  const create = useMutation({
    mutationFn: () =>
      callApi(createHouseSeatRequest, {
        body: {
          eventId: eventId!,
          seatIds: seatIds.map(Number),
          places: placeList,
          priceTypeId,
          requesterName: requester.name,
          requesterEmail: requester.email,
          relationship: requester.relationship,
          note,
        },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: houseSeatKeys.all });
      navigate('/admin/v2/house-seats-requests');
    },
  });
  const h = house.data;
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t('houseSeats.request.title')}</Title>
      <EventSelect
        dated
        label={t('houseSeats.request.event')}
        eventId={eventId}
        onChange={(v) => {
          setEventId(v ? Number(v) : null);
          setSeatIds([]);
          setPlaces({});
          setChosenType(null);
        }}
      />
      {h ? (
        <>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Text fw={600}>{t('houseSeats.request.seats')}</Text>
              {h.seats.length === 0 ? (
                <Text c="dimmed">{t('houseSeats.request.noSeats')}</Text>
              ) : (
                <Checkbox.Group
                  value={seatIds}
                  onChange={setSeatIds}
                  aria-label={t('houseSeats.request.seats')}
                >
                  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                    {h.seats.map((s) => (
                      <Checkbox
                        key={s.id}
                        value={String(s.id)}
                        label={`${s.section} ${s.row}-${s.seat}`}
                        description={s.holdName}
                      />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              )}
            </Stack>
          </Card>
          <HouseSeatPlaces key={h.eventId} house={h} places={places} onPlaces={setPlaces} />
          <Card withBorder radius="md" padding="lg">
            <Stack
              component="form"
              gap="sm"
              onSubmit={(e) => {
                e.preventDefault();
                create.mutate();
              }}
            >
              <Text fw={600}>{t('houseSeats.request.requester')}</Text>
              <RequesterFields value={requester} onChange={setRequester} />
              {priceTypes.length > 1 ? (
                <Select
                  label={t('admin.sell.priceType')}
                  data={priceTypes.map((p) => ({ value: String(p.id), label: p.name }))}
                  value={priceTypeId === null ? null : String(priceTypeId)}
                  onChange={(v) => v && setChosenType(Number(v))}
                  allowDeselect={false}
                  maw={320}
                />
              ) : null}
              <Textarea
                label={t('houseSeats.fields.note')}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
              />
              <FailureAlert error={create.error} />
              <Group>
                <Button type="submit" loading={create.isPending} disabled={tickets === 0}>
                  {placeList.length === 0
                    ? t('houseSeats.request.submit', { count: seatIds.length })
                    : t('houseSeats.request.submitTickets', { count: tickets })}
                </Button>
              </Group>
            </Stack>
          </Card>
          <HouseSeatRelease key={h.eventId} house={h} />
        </>
      ) : (
        <FailureAlert error={house.error} />
      )}
    </Stack>
  );
}
