import { Card, Grid, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type EventDetail, type EventSeats, type Hold, streamEventSeats } from '@tessera/contract';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { eventQueries } from '@/admin/events/queries';
import { seatSettingQueries } from '@/admin/seat-settings/queries';
import { endpointUrl } from '@/api/client';
import { seatPollMs, useSeatStream, useStreamStart } from '@/api/seat-stream';
import { BackLink } from '@/ui/DetailTitle';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { statusOf } from '@/ui/seat-map/colors';
import { SeatLegend } from '@/ui/seat-map/SeatLegend';
import { SeatMap } from '@/ui/seat-map/SeatMap';
import { SeatPicker } from '@/ui/seat-map/SeatPicker';
import { buildLayout } from '@/ui/seat-map/seat-layout';
import { type ActionKind, BulkActionPanel } from './BulkActionPanel';
import { EventPriceLevelsCard } from './EventPriceLevelsCard';
import { OtherEventsFilter } from './OtherEventsFilter';
import { mergeChanges, refreshSeats, seatKeys, seatQueries } from './queries';
import { type ColorBy, useSeatColoring } from './useSeatColoring';

/** Which screen this is: bulk edit, or one of the event's seat sub-screens. */
export type SeatFocus = 'bulk' | 'holds' | 'priceLevels' | 'accessible' | 'tags';

const focusDefaults: Record<SeatFocus, { colorBy: ColorBy; action: ActionKind; title: string }> = {
  bulk: { colorBy: 'status', action: 'hold', title: 'admin.seats.titles.bulk' },
  holds: { colorBy: 'hold', action: 'hold', title: 'admin.seats.titles.holds' },
  priceLevels: { colorBy: 'priceLevel', action: 'priceLevel', title: 'admin.seats.titles.priceLevels' },
  accessible: { colorBy: 'ada', action: 'ada', title: 'admin.seats.titles.accessible' },
  tags: { colorBy: 'status', action: 'addTag', title: 'admin.seats.titles.tags' },
};

/**
 * Other people's sales and edits show up as they happen (the map's live stream,
 * decisions/0058); it asks for changes itself every few seconds while the stream is down.
 */
function useLiveSeats(eventId: number, seq: number | undefined) {
  const client = useQueryClient();
  const since = useStreamStart(String(eventId), seq);
  const live = useSeatStream<EventSeats>(
    since === undefined ? null : endpointUrl(streamEventSeats, { params: { eventId }, query: { since } }),
    {
      onSeats: (changes) =>
        client.setQueryData<EventSeats>(
          seatKeys.event(eventId),
          (current) =>
            current && { ...mergeChanges(current, changes), seq: Math.max(current.seq, changes.seq) },
        ),
      onReload: () => void client.invalidateQueries({ queryKey: seatKeys.event(eventId) }),
    },
  );
  useEffect(() => {
    const timer = setInterval(
      () => void refreshSeats(client, eventId).catch(() => undefined),
      live ? seatPollMs.live : seatPollMs.fallback,
    );
    return () => clearInterval(timer);
  }, [client, eventId, live]);
}

/**
 * The seat map's layout, built once per event: live updates change statuses and attributes,
 * never places, and keep the place columns as they were, so the map is not laid out again.
 */
function usePlacesLayout(data: EventSeats | undefined) {
  const places = data && { sections: data.sections, rows: data.rows, seats: data.seats };
  const x = data?.seats.x;
  const y = data?.seats.y;
  // biome-ignore lint/correctness/useExhaustiveDependencies: x and y stand for the places
  return useMemo(() => (places ? buildLayout(places) : null), [x, y]);
}

function EventSeatsPage({ focus }: { focus: SeatFocus }) {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const event = useQuery(eventQueries.detail(id));
  const seats = useQuery(seatQueries.event(id));
  const holds = useQuery(seatSettingQueries.holds());
  const defaults = focusDefaults[focus];
  const [colorBy, setColorBy] = useState<ColorBy>(defaults.colorBy);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [others, setOthers] = useState<number[]>([]);
  useLiveSeats(id, seats.data?.seq);
  const layout = usePlacesLayout(seats.data);
  const failed = event.error ?? seats.error;
  if (failed)
    return (
      <ErrorDetails error={failed} onRetry={() => void Promise.all([event.refetch(), seats.refetch()])} />
    );
  if (!event.data || !seats.data || !layout) return <SectionLoader />;
  return (
    <Loaded
      focus={focus}
      title={t(defaults.title as 'admin.seats.titles.bulk')}
      subtitle={`${event.data.name} · ${formatDateTime(event.data.startsAt, i18n.language, event.data.timezone)} · ${event.data.venueName}`}
      {...{
        event: event.data,
        seats: seats.data,
        holds: holds.data ?? [],
        layout,
        colorBy,
        setColorBy,
        selected,
        setSelected,
        others,
        setOthers,
      }}
    />
  );
}

type LoadedProps = {
  focus: SeatFocus;
  title: string;
  subtitle: string;
  event: EventDetail;
  seats: EventSeats;
  holds: Hold[];
  layout: ReturnType<typeof buildLayout>;
  colorBy: ColorBy;
  setColorBy: (c: ColorBy) => void;
  selected: Set<number>;
  setSelected: (s: Set<number>) => void;
  others: number[];
  setOthers: (ids: number[]) => void;
};

function Loaded(p: LoadedProps) {
  const { t } = useTranslation();
  // The map comes first: the side panels render right after its first frame, not before it.
  const sideReady = useDeferredValue(true, false);
  const coloring = useSeatColoring(p.seats, p.event, p.holds, p.colorBy);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <BackLink to={`/admin/v2/event/${p.event.id}`}>{t('admin.seats.backToEvent')}</BackLink>
        <Title order={1}>{p.title}</Title>
        <Text c="dimmed">{p.subtitle}</Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <SegmentedControl
                size="xs"
                value={p.colorBy}
                onChange={(v) => p.setColorBy(v as ColorBy)}
                data={(['status', 'priceLevel', 'hold', 'ada'] as const).map((c) => ({
                  value: c,
                  label: t(`admin.seats.colorBy.${c}`),
                }))}
              />
              <Text size="sm" fw={600} aria-live="polite">
                {t('admin.seats.selected', { count: p.selected.size })}
              </Text>
            </Group>
            <SeatMap
              layout={p.layout}
              colorOf={coloring.colorOf}
              colorKey={coloring.colorKey}
              selected={p.selected}
              onSelectionChange={p.setSelected}
              describe={coloring.describe}
              label={t('admin.seats.mapLabel', { count: p.layout.count })}
              height={600}
            />
            <SeatLegend items={coloring.legend} label={t('seatMap.legend')} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {sideReady ? <SidePanels {...p} /> : <Skeleton h={420} radius="md" />}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function SidePanels(p: LoadedProps) {
  const { t } = useTranslation();
  const seatIds = [...p.selected].map((i) => p.seats.seats.id[i]!);
  return (
    <Stack gap="md">
      {p.focus === 'priceLevels' ? (
        <Card withBorder radius="md">
          <EventPriceLevelsCard event={p.event} seats={p.seats} />
        </Card>
      ) : null}
      <ToolCard title={t('admin.seats.selectBy')}>
        <SeatPicker
          layout={p.layout}
          selected={p.selected}
          onSelectionChange={p.setSelected}
          describeStatus={(i) => t(`seatStatus.${statusOf(p.seats.seats, i)}`)}
        />
      </ToolCard>
      <ToolCard title={t('admin.seats.bulkAction')}>
        <BulkActionPanel
          event={p.event}
          seatIds={seatIds}
          otherEventIds={p.others}
          initialKind={focusDefaults[p.focus].action}
          onApplied={() => undefined}
        />
      </ToolCard>
      <ToolCard title={t('admin.seats.others.title')}>
        <OtherEventsFilter event={p.event} chosen={p.others} onChange={p.setOthers} />
      </ToolCard>
    </Stack>
  );
}

export const BulkEditSeatsPage = () => <EventSeatsPage focus="bulk" />;
export const EventHoldsPage = () => <EventSeatsPage focus="holds" />;
export const EventPriceLevelsPage = () => <EventSeatsPage focus="priceLevels" />;
export const EventAccessibleSeatingPage = () => <EventSeatsPage focus="accessible" />;
export const EventSeatTagsPage = () => <EventSeatsPage focus="tags" />;

/** One of the seat tools beside the map: a bordered card under its heading. */
function ToolCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md">
      <Title order={4} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}
