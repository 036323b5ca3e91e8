import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ShopSeriesEvent } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatEventTime } from '@/ui/format';
import { NotFound } from '@/ui/NotFoundPage';
import { usePageTitle } from '@/ui/usePageTitle';
import { EventTickets } from './EventTickets';
import { shopBuyQueries } from './queries';
import { availabilityColor, calendarMonths, eventOwnName } from './shop-buy';
import { useShopMoney } from './useShopAction';

/** /shop/tickets/series/{id}/{event?}: a series' dates as a list or calendar, then one date's tickets. */
export function SeriesPage() {
  const { t } = useTranslation();
  const params = useParams();
  const seriesId = Number(params.seriesId);
  const eventId = params.eventId ? Number(params.eventId) : null;
  const { information } = useShopVenue();
  const series = useQuery({ ...shopBuyQueries.series(seriesId), enabled: seriesId > 0 });
  const [view, setView] = useState<'list' | 'calendar'>('list');
  usePageTitle(series.data?.name ?? t('shopBuy.series.pageName'), information.name);
  if (!(seriesId > 0) || (series.error && 'status' in series.error && series.error.status === 404)) {
    return <NotFound homeHref="/shop" />;
  }
  if (series.isError) return <ErrorDetails error={series.error} onRetry={() => void series.refetch()} />;
  if (!series.data) return <SectionLoader />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={eventId ? `/shop/tickets/series/${seriesId}` : '/shop'} size="sm">
          {eventId ? t('shopBuy.series.allDates') : t('shopBuy.series.home')}
        </Anchor>
        {eventId ? null : <Title order={1}>{series.data.name}</Title>}
      </Stack>
      {eventId ? (
        <EventTickets eventId={eventId} />
      ) : (
        <>
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v as 'list' | 'calendar')}
            data={[
              { value: 'list', label: t('shopBuy.series.list') },
              { value: 'calendar', label: t('shopBuy.series.calendar') },
            ]}
            w="fit-content"
          />
          {view === 'list' ? (
            <Stack gap="sm">
              {series.data.events.map((e) => (
                <EventRow key={e.id} seriesId={seriesId} seriesName={series.data.name} event={e} />
              ))}
            </Stack>
          ) : (
            <SeriesCalendar seriesId={seriesId} seriesName={series.data.name} events={series.data.events} />
          )}
        </>
      )}
    </Stack>
  );
}

function StateBadge({ event }: { event: ShopSeriesEvent }) {
  const { t } = useTranslation();
  if (event.saleState !== 'on_sale') {
    return (
      <Badge color="gray" variant="light">
        {t(`shopBuy.saleBadge.${event.saleState}`)}
      </Badge>
    );
  }
  return (
    <Badge color={availabilityColor[event.availability]} variant="light">
      {t(`shopBuy.availability.${event.availability}`)}
    </Badge>
  );
}

function EventRow({
  seriesId,
  seriesName,
  event,
}: {
  seriesId: number;
  seriesName: string;
  event: ShopSeriesEvent;
}) {
  const { t, i18n } = useTranslation();
  const money = useShopMoney();
  const buyable = event.saleState === 'on_sale' && event.availability !== 'SoldOut';
  const name = eventOwnName(event, seriesName);
  const when = formatEventTime(event.startsAt, i18n.language, event.timezone);
  return (
    <Paper withBorder p="md" radius="md" data-testid="series-event">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {name ? (
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          ) : null}
          <Text fw={name ? 500 : 600}>{when}</Text>
          <Text size="sm" c="dimmed">
            {event.venueName}
            {event.fromPrice !== null ? ` · ${t('shopBuy.from', { price: money(event.fromPrice) })}` : ''}
          </Text>
          {event.saleState === 'not_yet_on_sale' && event.webOnSaleAt ? (
            <Text size="xs" c="dimmed">
              {t('shopBuy.onSaleFrom', {
                date: formatEventTime(event.webOnSaleAt, i18n.language, event.timezone),
              })}
            </Text>
          ) : null}
        </Stack>
        <Group gap="sm">
          <StateBadge event={event} />
          <Button
            component={Link}
            to={`/shop/tickets/series/${seriesId}/${event.id}`}
            disabled={!buyable}
            variant={buyable ? 'filled' : 'default'}
            aria-label={t('shopBuy.chooseFor', { date: name ? `${name}, ${when}` : when })}
          >
            {t('shopBuy.choose')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function SeriesCalendar({
  seriesId,
  seriesName,
  events,
}: {
  seriesId: number;
  seriesName: string;
  events: ShopSeriesEvent[];
}) {
  const { i18n } = useTranslation();
  // 1 January 2024 was a Monday: the calendar's first column.
  const weekdays = Array.from({ length: 7 }, (_, d) => {
    const day = new Date(Date.UTC(2024, 0, 1 + d));
    return {
      key: day.toISOString(),
      label: new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow', timeZone: 'UTC' }).format(day),
    };
  });
  return (
    <Stack gap="xl">
      {calendarMonths(events).map((month) => (
        <Stack key={month.month} gap="xs">
          <Title order={2} fz="h4">
            {new Intl.DateTimeFormat(i18n.language, {
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            }).format(new Date(`${month.month}-01T00:00:00Z`))}
          </Title>
          <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
            {weekdays.map((d) => (
              <Text key={d.key} size="xs" c="dimmed" ta="center">
                {d.label}
              </Text>
            ))}
            {month.weeks.flat().map((day, cell) =>
              day ? (
                <Paper
                  key={day.date}
                  withBorder
                  p={4}
                  radius="sm"
                  mih={56}
                  bg={day.events.length ? 'var(--mantine-color-blue-light)' : undefined}
                >
                  <Text size="xs" fw={600}>
                    {Number(day.date.slice(8))}
                  </Text>
                  {day.events.map((e) => (
                    <Anchor
                      key={e.id}
                      component={Link}
                      to={`/shop/tickets/series/${seriesId}/${e.id}`}
                      size="xs"
                      display="block"
                      fw={600}
                    >
                      {new Intl.DateTimeFormat(i18n.language, {
                        timeStyle: 'short',
                        timeZone: e.timezone,
                      }).format(new Date(e.startsAt))}
                      {eventOwnName(e, seriesName) ? (
                        <Text span size="xs" fw={400} display="block" lineClamp={2}>
                          {eventOwnName(e, seriesName)}
                        </Text>
                      ) : null}
                    </Anchor>
                  ))}
                </Paper>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty padding cells never move
                <div key={`pad-${month.month}-${cell}`} />
              ),
            )}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
