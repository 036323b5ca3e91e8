import { Alert, Grid, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addSeasonPackageToBasket, type SellableSeasonPackage } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { BasketPanel } from '@/admin/sell/BasketPanel';
import { sellQueries } from '@/admin/sell/queries';
import { channelToUse } from '@/admin/sell/sell-storage';
import { hasLines, useSellBasket } from '@/admin/sell/useSellBasket';
import { callApi } from '@/api/client';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { FlexEventsSelect } from './FlexEventsSelect';
import { seasonQueries } from './queries';
import { SeasonSeatMap } from './SeasonSeatMap';

/**
 * /admin/v2/sell-tickets/season-packages: Sell Tickets → season tickets. The seller picks a
 * fixed package and its price type, then seats on the map of the package's first event; the
 * server takes the same seats in every event of the package, all or nothing (decisions/0086).
 */
export function SellSeasonPackagesPage() {
  const { t } = useTranslation();
  const channels = useQuery(sellQueries.channels());
  const packages = useQuery(seasonQueries.selling());
  const { basket } = useSellBasket();
  const [packageId, setPackageId] = useState<string | null>(null);
  const [chosenType, setChosenType] = useState<string | null>(null);
  const [chosenEvents, setChosenEvents] = useState<string[]>([]);
  const failed = channels.error ?? packages.error;
  if (failed) return <ErrorDetails error={failed} />;
  if (!channels.data || !packages.data) return <SectionLoader />;
  const allowed = channels.data.channels;
  const basketChannel = basket && hasLines(basket) ? (basket.channel as StaffSalesChannel) : null;
  const channel = basketChannel && allowed.includes(basketChannel) ? basketChannel : channelToUse(allowed);
  const pkg = packages.data.find((p) => String(p.id) === packageId) ?? null;
  const priceTypeId = pkg ? (chosenType ?? String(pkg.prices[0]?.priceTypeId ?? '')) : null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('admin.seasons.sell.title')}</Title>
        <Text c="dimmed">{t('admin.seasons.sell.intro')}</Text>
      </Stack>
      {!channel ? (
        <Alert color="yellow">{t('admin.sell.noChannel')}</Alert>
      ) : packages.data.length === 0 ? (
        <Alert color="blue">{t('admin.seasons.sell.none')}</Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('admin.seasons.sell.package')}
                  placeholder={t('admin.seasons.sell.choosePackage')}
                  data={packages.data.map((p) => ({
                    value: String(p.id),
                    label: `${p.name} · ${p.seasonName}`,
                  }))}
                  value={packageId}
                  onChange={(v) => {
                    setPackageId(v);
                    setChosenType(null);
                    setChosenEvents([]);
                  }}
                />
                {pkg ? <PriceTypeSelect pkg={pkg} value={priceTypeId} onChange={setChosenType} /> : null}
              </SimpleGrid>
              {pkg?.kind === 'flex' ? (
                <FlexEventsSelect
                  events={pkg.events}
                  count={pkg.chooseCount ?? 0}
                  label={t('admin.seasons.sell.chooseEvents', { count: pkg.chooseCount ?? 0 })}
                  description={t('admin.seasons.sell.chosenEvents', {
                    n: chosenEvents.length,
                    count: pkg.chooseCount ?? 0,
                  })}
                  value={chosenEvents}
                  onChange={setChosenEvents}
                />
              ) : null}
              {pkg &&
              pkg.events.length > 0 &&
              priceTypeId &&
              (pkg.kind === 'fixed' || chosenEvents.length === pkg.chooseCount) ? (
                <PackageMap
                  pkg={pkg}
                  channel={channel}
                  priceTypeId={Number(priceTypeId)}
                  eventIds={pkg.kind === 'flex' ? chosenEvents.map(Number) : undefined}
                />
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <div style={{ position: 'sticky', top: 72 }}>
              <BasketPanel channel={channel} />
            </div>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

function PriceTypeSelect({
  pkg,
  value,
  onChange,
}: {
  pkg: SellableSeasonPackage;
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Select
      label={t('admin.seasons.sell.priceType')}
      data={pkg.prices.map((p) => ({
        value: String(p.priceTypeId),
        label: `${p.priceTypeName} · ${money(p.price)}`,
      }))}
      value={value}
      allowDeselect={false}
      onChange={onChange}
    />
  );
}

/**
 * The map of the package's first event (a flex package: of the first event chosen); the seats
 * chosen are taken in every event of the package, or every event chosen.
 */
function PackageMap({
  pkg,
  channel,
  priceTypeId,
  eventIds,
}: {
  pkg: SellableSeasonPackage;
  channel: StaffSalesChannel;
  priceTypeId: number;
  eventIds?: number[];
}) {
  const { t, i18n } = useTranslation();
  const events = eventIds ? pkg.events.filter((e) => eventIds.includes(e.id)) : pkg.events;
  const first = events[0]!;
  return (
    <Stack gap="sm">
      <SeasonSeatMap
        eventId={first.id}
        channel={channel}
        live
        header={(data) => (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('admin.seasons.sell.events', { count: events.length })}
            </Text>
            {events.map((e) => (
              <Text key={e.id} size="sm" c="dimmed">
                {e.name} · {formatDateTime(e.startsAt, i18n.language, data.event.timezone)}
              </Text>
            ))}
            <Text size="sm">{t('admin.seasons.sell.mapHint', { event: first.name })}</Text>
          </Stack>
        )}
        addChosen={{
          label: (count) => t('admin.seasons.sell.add', { count }),
          add: (basketId, seatIds) =>
            callApi(addSeasonPackageToBasket, {
              params: { basketId },
              body: { packageId: pkg.id, seatIds, priceTypeId, ...(eventIds ? { eventIds } : {}) },
            }),
        }}
      />
    </Stack>
  );
}
