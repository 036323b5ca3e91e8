import { Alert, Grid, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { StaffSalesChannel } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { BasketPanel } from './BasketPanel';
import { EventSeller } from './EventSeller';
import { ExchangeBanner } from './ExchangeBanner';
import { sellQueries } from './queries';
import { SellableEventList } from './SellableEventList';
import { SeriesDates } from './SeriesDates';
import { channelToUse, storeChannel } from './sell-storage';
import { hasLines, useSellBasket } from './useSellBasket';

/** /admin/v2/sell-tickets: the sales channel, an event, its seats, and the basket beside them. */
export function SellTicketsPage() {
  const [search, setSearch] = useSearchParams();
  const eventId = Number(search.get('event')) || null;
  const choose = (id: number | null) => {
    const next = new URLSearchParams(search);
    if (id) next.set('event', String(id));
    else next.delete('event');
    setSearch(next);
  };
  return <SellerScreen eventId={eventId} onChooseEvent={choose} />;
}

/**
 * /admin/v2/sell-tickets/view-series/{id}/{event?}: the same seller kept to one series' dates,
 * listed above the seats so the seller moves between performances without leaving the basket.
 */
export function ViewSeriesPage() {
  const params = useParams();
  const navigate = useNavigate();
  const seriesId = Number(params.seriesId) || 0;
  const eventId = Number(params.eventId) || null;
  const choose = (id: number | null) =>
    void navigate(`/admin/v2/sell-tickets/view-series/${seriesId}${id ? `/${id}` : ''}`);
  return <SellerScreen eventId={eventId} seriesId={seriesId} onChooseEvent={choose} />;
}

interface SellerProps {
  eventId: number | null;
  seriesId?: number;
  onChooseEvent: (eventId: number | null) => void;
}

function SellerScreen(props: SellerProps) {
  const { t } = useTranslation();
  const channels = useQuery(sellQueries.channels());
  if (channels.isError)
    return <ErrorDetails error={channels.error} onRetry={() => void channels.refetch()} />;
  if (!channels.data) return <SectionLoader />;
  if (channels.data.channels.length === 0) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('admin.sell.title')}</Title>
        <Alert color="yellow">{t('admin.sell.noChannel')}</Alert>
      </Stack>
    );
  }
  return <Seller allowed={channels.data.channels} {...props} />;
}

function Seller({
  allowed,
  eventId,
  seriesId,
  onChooseEvent,
}: SellerProps & { allowed: readonly StaffSalesChannel[] }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<StaffSalesChannel>(() => channelToUse(allowed)!);
  const { basket } = useSellBasket();
  const basketChannel = basket && hasLines(basket) ? (basket.channel as StaffSalesChannel) : null;
  // A basket with seats keeps the channel it was started on until it is paid for or emptied.
  const activeChannel = basketChannel && allowed.includes(basketChannel) ? basketChannel : channel;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('admin.sell.title')}</Title>
          {eventId || seriesId ? null : <Text c="dimmed">{t('admin.sell.intro')}</Text>}
        </Stack>
        <Tooltip label={t('admin.sell.channelLocked')} disabled={basketChannel === null} withArrow>
          <div>
            <Select
              label={t('admin.sell.channel')}
              data={allowed.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
              value={activeChannel}
              allowDeselect={false}
              disabled={allowed.length < 2 || basketChannel !== null}
              onChange={(value) => {
                if (!value) return;
                setChannel(value as StaffSalesChannel);
                storeChannel(value as StaffSalesChannel);
              }}
              w={240}
            />
          </div>
        </Tooltip>
      </Group>
      <ExchangeBanner />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {seriesId ? <SeriesDates seriesId={seriesId} eventId={eventId} onChoose={onChooseEvent} /> : null}
            {eventId ? (
              <EventSeller
                key={`${eventId}-${activeChannel}`}
                eventId={eventId}
                channel={activeChannel}
                onChangeEvent={() => onChooseEvent(null)}
              />
            ) : seriesId ? null : (
              <SellableEventList onChoose={onChooseEvent} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* The basket stays in view while the seller scrolls the map and the seat lists. */}
          <div style={{ position: 'sticky', top: 72 }}>
            <BasketPanel channel={activeChannel} eventId={eventId ?? undefined} />
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
