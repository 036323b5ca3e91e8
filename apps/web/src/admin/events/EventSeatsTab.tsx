import {
  Alert,
  Button,
  Card,
  ColorInput,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@tessera/contract';
import { seatStatuses } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { mapQueries } from '@/admin/maps/queries';
import { ColorDot } from '@/ui/ColorDot';
import { DataTable } from '@/ui/data-table/DataTable';
import { FailureAlert } from '@/ui/FailureAlert';
import { MoneyInput } from '@/ui/MoneyInput';
import { nextPriceLevelColor } from '@/ui/price-level-palette';
import { statusColors } from '@/ui/seat-map/colors';
import { useCreatePriceLevel, useSetEventMap, useSetGaCapacity } from './queries';

const subScreens = ['holds', 'price-levels', 'accessible-seating', 'seat-tags', 'attendance-map'] as const;

/** The event's seats by status, its seat sub-screens, price levels and general-admission areas. */
export function EventSeatsTab({
  event: e,
  refreshing = false,
}: {
  event: EventDetail;
  refreshing?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const addLevel = useCreatePriceLevel(e.id);
  const setGa = useSetGaCapacity(e.id);
  const usedColors = e.priceLevels.map((p) => p.color);
  const [level, setLevel] = useState({ name: '', color: nextPriceLevelColor(usedColors), defaultPrice: 0 });
  const [capacity, setCapacity] = useState<Record<number, number>>({});
  const [gaLevel, setGaLevel] = useState<Record<number, number | null>>({});
  const levelChoices = e.priceLevels
    .filter((p) => !p.archived)
    .map((p) => ({ value: String(p.id), label: `${p.name} · ${money(p.defaultPrice)}` }));
  const levelOf = (a: EventDetail['gaAreas'][number]) =>
    a.id in gaLevel ? (gaLevel[a.id] ?? null) : a.priceLevelId;
  const attach = useSetEventMap(e.id);
  const failure = addLevel.error ?? setGa.error ?? attach.error;
  return (
    <Stack gap="lg">
      <FailureAlert error={failure} />
      {!e.seatsGenerated ? (
        <Alert color="blue">
          {e.mapId ? t('admin.events.detail.generateHint') : t('admin.events.detail.noMapHint')}
        </Alert>
      ) : null}
      <EventMapChooser event={e} attach={attach} />
      {refreshing ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('admin.events.detail.refreshingCounts')}
          </Text>
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 3, sm: 6 }} aria-busy={refreshing} style={{ opacity: refreshing ? 0.55 : 1 }}>
        {seatStatuses.map((s) => (
          <Card key={s} withBorder radius="md" p="sm">
            <Group gap={6}>
              <ColorDot color={statusColors[s]} size={10} />
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
          <DataTable
            label={t('admin.events.detail.priceLevels')}
            prefix="levels"
            bare
            hideHeader
            rows={e.priceLevels}
            empty={t('table.empty')}
            columns={[
              {
                id: 'color',
                header: t('admin.events.fields.color'),
                width: 24,
                cell: (p) => <ColorDot color={p.color} size={14} />,
              },
              { id: 'name', header: t('admin.events.fields.priceLevelName') },
              {
                id: 'price',
                header: t('admin.events.fields.defaultPrice'),
                align: 'right',
                cell: (p) => money(p.defaultPrice),
              },
            ]}
          />
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
                  {
                    onSuccess: () =>
                      setLevel({
                        name: '',
                        color: nextPriceLevelColor([...usedColors, level.color]),
                        defaultPrice: 0,
                      }),
                  },
                )
              }
            >
              {t('admin.events.detail.addPriceLevel')}
            </Button>
          </Group>
        </Paper>
      </Stack>
      {e.gaAreas.length ? (
        <Stack gap="xs" id="ga-areas">
          <Title order={3}>{t('admin.events.detail.gaAreas')}</Title>
          <Text size="sm" c="dimmed">
            {t('admin.events.detail.gaPriceHint')}
          </Text>
          <DataTable
            label={t('admin.events.detail.gaAreas')}
            prefix="ga"
            rows={e.gaAreas}
            empty={t('table.empty')}
            minWidth={600}
            columns={[
              { id: 'name', header: t('admin.events.fields.name') },
              { id: 'taken', header: t('admin.events.fields.taken') },
              {
                id: 'capacity',
                header: t('admin.maps.fields.gaCapacity'),
                cell: (a) => (
                  <NumberInput
                    aria-label={t('admin.maps.fields.gaCapacity')}
                    size="xs"
                    w={120}
                    min={0}
                    value={capacity[a.id] ?? a.capacity}
                    onChange={(v) => setCapacity({ ...capacity, [a.id]: Number(v) || 0 })}
                  />
                ),
              },
              {
                id: 'level',
                header: t('admin.events.detail.gaPriceLevel'),
                cell: (a) => (
                  <Select
                    aria-label={t('admin.events.detail.gaPriceLevelOf', { name: a.name })}
                    size="xs"
                    miw={160}
                    placeholder={t('admin.events.detail.gaNoPriceLevel')}
                    data={levelChoices}
                    value={levelOf(a) === null ? null : String(levelOf(a))}
                    onChange={(v) => setGaLevel({ ...gaLevel, [a.id]: v ? Number(v) : null })}
                    error={levelOf(a) === null ? t('admin.events.detail.gaNeedsPriceLevel') : undefined}
                  />
                ),
              },
            ]}
            rowActions={(a) => [
              {
                label: t('actions.save'),
                onClick: () =>
                  setGa.mutate({
                    areaId: a.id,
                    capacity: capacity[a.id] ?? a.capacity,
                    priceLevelId: levelOf(a),
                  }),
              },
            ]}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Whether any ticket of the event is sold, reserved or in a basket: then its map stays. */
const ticketsTaken = (e: EventDetail) =>
  e.statusCounts.reserved + e.statusCounts.sold + e.statusCounts.comp > 0 ||
  e.gaAreas.some((a) => a.taken > 0);

/** Attaches one of the venue's seat maps while no ticket is taken (generated seats are made again). */
function EventMapChooser({
  event: e,
  attach,
}: {
  event: EventDetail;
  attach: ReturnType<typeof useSetEventMap>;
}) {
  const { t } = useTranslation();
  const maps = useQuery(mapQueries.list(e.venueId));
  const [chosen, setChosen] = useState<string | null>(e.mapId === null ? null : String(e.mapId));
  if (ticketsTaken(e)) return null;
  const changed = chosen !== null && Number(chosen) !== e.mapId;
  return (
    <Paper withBorder radius="md" p="sm" id="event-map">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('admin.events.fields.map')}
          placeholder={t('admin.events.detail.chooseMap')}
          data={(maps.data ?? []).map((m) => ({ value: String(m.id), label: `${m.name} (${m.seatCount})` }))}
          value={chosen}
          onChange={setChosen}
          miw={240}
          description={e.seatsGenerated && changed ? t('admin.events.detail.mapReplacesSeats') : undefined}
        />
        <Button
          variant="light"
          disabled={!changed}
          loading={attach.isPending}
          onClick={() => chosen && attach.mutate(Number(chosen))}
        >
          {t('admin.events.detail.useMap')}
        </Button>
      </Group>
    </Paper>
  );
}
