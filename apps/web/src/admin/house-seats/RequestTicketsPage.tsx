import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createHouseSeatRequest, setHouseSeatsGaHeld, setHouseSeatsRelease } from '@tessera/contract';
import { type HouseSeatRelationship, houseSeatRelationships } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sellQueries } from '@/admin/sell/queries';
import { callApi } from '@/api/client';
import { FailureAlert } from '@/ui/FailureAlert';
import { formatDateTime } from '@/ui/format';
import { houseSeatKeys, houseSeatQueries } from './queries';

/**
 * /admin/v2/request-tickets: staff request tickets for an artist, producer or company from the
 * house-seat holds of an event, and set when the event's unrequested house seats go back on sale.
 */
export function RequestTicketsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const events = useQuery(sellQueries.events({ search: '', page: 1, pageSize: 100 }));
  const [eventId, setEventId] = useState<number | null>(null);
  const house = useQuery({ ...houseSeatQueries.event(eventId ?? 0), enabled: eventId !== null });
  // The price types the event's template opens to the HouseSeats channel; the first by default.
  const sale = useQuery({ ...sellQueries.seats(eventId ?? 0, 'HouseSeats'), enabled: eventId !== null });
  const priceTypes = sale.data?.priceTypes ?? [];
  const [chosenType, setChosenType] = useState<number | null>(null);
  const priceTypeId = priceTypes.some((p) => p.id === chosenType) ? chosenType : (priceTypes[0]?.id ?? null);
  const [seatIds, setSeatIds] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [relationship, setRelationship] = useState<HouseSeatRelationship>('artist');
  const [note, setNote] = useState('');
  const [hours, setHours] = useState<number | string>('');
  // General-admission places to request, and the number to keep for house seats, per area.
  const [places, setPlaces] = useState<Record<number, number | string>>({});
  const [keep, setKeep] = useState<Record<number, number | string>>({});
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
          requesterName: name,
          requesterEmail: email,
          relationship,
          note,
        },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: houseSeatKeys.all });
      navigate('/admin/v2/house-seats-requests');
    },
  });
  const release = useMutation({
    mutationFn: () =>
      callApi(setHouseSeatsRelease, {
        params: { eventId: eventId! },
        body: { hours: hours === '' ? null : Number(hours) },
      }),
    onSuccess: (data) => client.setQueryData(houseSeatKeys.event(data.eventId), data),
  });
  const kept = useMutation({
    mutationFn: (areaId: number) =>
      callApi(setHouseSeatsGaHeld, {
        params: { eventId: eventId!, areaId },
        body: { held: Number(keep[areaId]) || 0 },
      }),
    onSuccess: (data) => client.setQueryData(houseSeatKeys.event(data.eventId), data),
  });
  const h = house.data;
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t('houseSeats.request.title')}</Title>
      <Select
        label={t('houseSeats.request.event')}
        searchable
        data={(events.data?.items ?? []).map((e) => ({
          value: String(e.id),
          label: `${e.name} · ${formatDateTime(e.startsAt, i18n.language, e.timezone)}`,
        }))}
        value={eventId === null ? null : String(eventId)}
        onChange={(v) => {
          setEventId(v ? Number(v) : null);
          setSeatIds([]);
          setPlaces({});
          setKeep({});
          setChosenType(null);
          setHours('');
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
          {h.gaAreas.length > 0 ? (
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Text fw={600}>{t('houseSeats.places.title')}</Text>
                {h.gaAreas.map((a) => (
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
                        disabled={h.releasedAt !== null}
                        w={220}
                      />
                      <Button
                        variant="default"
                        loading={kept.isPending && kept.variables === a.id}
                        disabled={h.releasedAt !== null}
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
                        onChange={(v) => setPlaces((p) => ({ ...p, [a.id]: v }))}
                        disabled={a.held === 0}
                        w={220}
                      />
                    </Group>
                  </Stack>
                ))}
                <FailureAlert error={kept.error} />
              </Stack>
            </Card>
          ) : null}
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
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={t('houseSeats.fields.name')}
                  required
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                />
                <TextInput
                  label={t('houseSeats.fields.email')}
                  type="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                />
                <Select
                  label={t('houseSeats.fields.relationship')}
                  data={houseSeatRelationships.map((r) => ({
                    value: r,
                    label: t(`houseSeats.relationship.${r}`),
                  }))}
                  value={relationship}
                  allowDeselect={false}
                  onChange={(v) => v && setRelationship(v as HouseSeatRelationship)}
                />
              </SimpleGrid>
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
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Text fw={600}>{t('houseSeats.release.title')}</Text>
              <Text size="sm" c="dimmed">
                {h.releasedAt
                  ? t('houseSeats.release.done', { at: formatDateTime(h.releasedAt, i18n.language) })
                  : h.releaseAt
                    ? t('houseSeats.release.at', { at: formatDateTime(h.releaseAt, i18n.language) })
                    : t('houseSeats.release.never')}
              </Text>
              <Group align="end">
                <NumberInput
                  label={t('houseSeats.release.hours')}
                  min={0}
                  value={hours === '' ? (h.releaseHours ?? '') : hours}
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
        </>
      ) : (
        <FailureAlert error={house.error} />
      )}
    </Stack>
  );
}
