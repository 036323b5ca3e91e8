import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { seatStatuses } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { EventPlansOfEvent } from '@/admin/event-plans/EventPlansOfEvent';
import { isApiError } from '@/api/api-error';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { MoneyInput } from '@/ui/MoneyInput';
import { statusColors } from '@/ui/seat-map/colors';
import {
  eventQueries,
  useCreatePriceLevel,
  useGenerateSeats,
  useSetActive,
  useSetGaCapacity,
} from './queries';

const subScreens = ['holds', 'price-levels', 'accessible-seating', 'seat-tags'] as const;

/** /admin/v2/event/{id}: seats, price levels and general admission of an event. */
export function EventDetailPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const id = Number(useParams().id);
  const event = useQuery(eventQueries.detail(id));
  const generate = useGenerateSeats(id);
  const activate = useSetActive(id);
  const addLevel = useCreatePriceLevel(id);
  const setGa = useSetGaCapacity(id);
  const [level, setLevel] = useState({ name: '', color: '#1971c2', defaultPrice: 0 });
  const [capacity, setCapacity] = useState<Record<number, number>>({});
  if (event.isError) return <ErrorDetails error={event.error} onRetry={() => void event.refetch()} />;
  if (!event.data) return <SectionLoader />;
  const e = event.data;
  const failure = generate.error ?? activate.error ?? addLevel.error ?? setGa.error;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/admin/v2/events" size="sm">
          {t('admin.events.detail.back')}
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Group gap="sm">
              <Title order={1}>{e.name}</Title>
              <Badge color={e.active ? 'teal' : 'gray'} variant="light">
                {e.active ? t('admin.events.detail.active') : t('admin.events.detail.inactive')}
              </Badge>
            </Group>
            <Text c="dimmed">
              {formatDateTime(e.startsAt, i18n.language, e.timezone)}
              {' · '}
              <Link to={`/admin/v2/venue/${e.venueId}`}>{e.venueName}</Link>
              {e.mapName
                ? ` · ${t('admin.events.detail.mapVersion', { map: e.mapName, version: e.mapVersion ?? '—' })}`
                : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            {e.seatsGenerated ? (
              <Button component={Link} to={`/admin/v2/bulk-edit-seats/${e.id}`}>
                {t('admin.events.detail.editSeats')}
              </Button>
            ) : (
              <Button
                onClick={() => {
                  activate.reset();
                  generate.mutate();
                }}
                loading={generate.isPending}
                disabled={!e.mapId}
              >
                {t('admin.events.detail.generate')}
              </Button>
            )}
            <Button variant="default" onClick={() => activate.mutate(!e.active)} loading={activate.isPending}>
              {e.active ? t('admin.events.detail.deactivate') : t('admin.events.detail.activate')}
            </Button>
          </Group>
        </Group>
      </Stack>
      {failure ? (
        <Alert color="red">{isApiError(failure) ? failure.message : t('errors.common.internal')}</Alert>
      ) : null}
      {!e.seatsGenerated ? (
        <Alert color="blue">
          {e.mapId ? t('admin.events.detail.generateHint') : t('admin.events.detail.noMapHint')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 3, sm: 6 }}>
        {seatStatuses.map((s) => (
          <Card key={s} withBorder radius="md" p="sm">
            <Group gap={6}>
              <span style={{ width: 10, height: 10, borderRadius: 5, background: statusColors[s] }} />
              <Text size="xs" c="dimmed" fw={600}>
                {t(`seatStatus.${s}`)}
              </Text>
            </Group>
            <Text size="xl" fw={700}>
              {e.statusCounts[s]}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {e.seatsGenerated ? (
        <Group gap="xs">
          {subScreens.map((screen) => (
            <Button
              key={screen}
              variant="light"
              size="xs"
              component={Link}
              to={`/admin/v2/event/${e.id}/${screen}`}
            >
              {t(`admin.nav.eventScreens.${screen}`)}
            </Button>
          ))}
        </Group>
      ) : null}
      <Stack gap="xs">
        <Title order={3}>{t('admin.events.detail.priceLevels')}</Title>
        <Paper withBorder radius="md" p={0}>
          <Table>
            <Table.Tbody>
              {e.priceLevels.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td w={24}>
                    <span
                      style={{
                        display: 'inline-block',
                        width: 14,
                        height: 14,
                        borderRadius: 7,
                        background: p.color,
                      }}
                    />
                  </Table.Td>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td ta="right">{money(p.defaultPrice)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group p="sm" align="flex-end" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <TextInput
              label={t('admin.events.fields.priceLevelName')}
              value={level.name}
              onChange={(ev) => setLevel({ ...level, name: ev.currentTarget.value })}
            />
            <ColorInput
              label={t('admin.events.fields.color')}
              value={level.color}
              onChange={(color) => setLevel({ ...level, color })}
              w={140}
            />
            <MoneyInput
              label={t('admin.events.fields.defaultPrice')}
              value={level.defaultPrice}
              onChange={(defaultPrice) => setLevel({ ...level, defaultPrice: defaultPrice ?? 0 })}
            />
            <Button
              variant="light"
              disabled={!level.name.trim()}
              loading={addLevel.isPending}
              onClick={() =>
                addLevel.mutate(
                  { ...level, name: level.name.trim() },
                  { onSuccess: () => setLevel({ name: '', color: '#1971c2', defaultPrice: 0 }) },
                )
              }
            >
              {t('admin.events.detail.addPriceLevel')}
            </Button>
          </Group>
        </Paper>
      </Stack>
      {e.gaAreas.length ? (
        <Stack gap="xs">
          <Title order={3}>{t('admin.events.detail.gaAreas')}</Title>
          <Paper withBorder radius="md" p={0}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.events.fields.name')}</Table.Th>
                  <Table.Th>{t('admin.events.fields.taken')}</Table.Th>
                  <Table.Th>{t('admin.maps.fields.gaCapacity')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {e.gaAreas.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.name}</Table.Td>
                    <Table.Td>{a.taken}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('admin.maps.fields.gaCapacity')}
                        size="xs"
                        w={120}
                        min={0}
                        value={capacity[a.id] ?? a.capacity}
                        onChange={(v) => setCapacity({ ...capacity, [a.id]: Number(v) || 0 })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() =>
                          setGa.mutate({
                            areaId: a.id,
                            capacity: capacity[a.id] ?? a.capacity,
                            priceLevelId: a.priceLevelId,
                          })
                        }
                      >
                        {t('actions.save')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </Stack>
      ) : null}
      <EventPlansOfEvent eventId={e.id} />
    </Stack>
  );
}
