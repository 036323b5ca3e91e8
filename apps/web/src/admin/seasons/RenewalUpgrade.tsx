import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { renewSeasonPackageInBasket, type SeasonRenewal } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sellQueries } from '@/admin/sell/queries';
import { channelToUse } from '@/admin/sell/sell-storage';
import { useSellBasket } from '@/admin/sell/useSellBasket';
import { callApi } from '@/api/client';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { Section } from '@/ui/Section';
import { RenewalEventsSelect } from './RenewalEventsSelect';
import { renewalKeys } from './renewal-queries';
import { SeasonSeatMap } from './SeasonSeatMap';

/**
 * A seat upgrade on renewal at the box office (decisions/0096, 0108): a better open seat picked
 * on the map of the package's first event; the server gives back the holder's held seats and
 * takes the new place in every event of the package at once, into the seller's basket. A flex
 * package's holder first chooses the events, and the map is the first chosen one's (0119).
 */
export function RenewalUpgrade({ renewal, onClose }: { renewal: SeasonRenewal; onClose: () => void }) {
  const { t } = useTranslation();
  const channels = useQuery(sellQueries.channels());
  // A flex package's upgrade takes the new place in the N events chosen (decisions/0119).
  const [events, setEvents] = useState<string[]>([]);
  const flex = renewal.chooseCount !== null;
  const eventIds = flex
    ? renewal.seats.map((s) => s.eventId).filter((id) => events.includes(String(id)))
    : undefined;
  const first = flex ? renewal.seats.find((s) => s.eventId === eventIds?.[0]) : renewal.seats[0];
  const channel = channelToUse(channels.data?.channels ?? []);
  const place = t('seatMap.place', { section: renewal.section, row: renewal.row, seat: renewal.seat });
  return (
    <Section
      title={t('admin.seasons.renewals.upgrade.title', { name: renewal.customerName })}
      intro={
        flex
          ? t('admin.seasons.renewals.upgrade.introFlex', { place })
          : t('admin.seasons.renewals.upgrade.intro', { place, event: first?.eventName ?? '' })
      }
    >
      <Stack gap="sm" data-testid="renewal-upgrade">
        {flex ? <RenewalEventsSelect renewal={renewal} value={events} onChange={setEvents} /> : null}
        {flex && events.length !== renewal.chooseCount ? null : channels.error ? (
          <ErrorDetails error={channels.error} />
        ) : !channels.data ? (
          <SectionLoader />
        ) : !channel || !first ? (
          <Alert color="yellow">{t('admin.sell.noChannel')}</Alert>
        ) : (
          <UpgradeMap
            key={first.eventId}
            renewal={renewal}
            eventId={first.eventId}
            eventIds={eventIds}
            channel={channel}
          />
        )}
        <Group>
          <Button variant="default" onClick={onClose}>
            {t('admin.seasons.renewals.upgrade.cancel')}
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}

function UpgradeMap({
  renewal,
  eventId,
  eventIds,
  channel,
}: {
  renewal: SeasonRenewal;
  eventId: number;
  eventIds: number[] | undefined;
  channel: NonNullable<ReturnType<typeof channelToUse>>;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { show } = useSellBasket();
  return (
    <Stack gap="xs">
      <SeasonSeatMap
        eventId={eventId}
        channel={channel}
        header={() => <Text size="sm">{t('admin.seasons.renewals.upgrade.hint')}</Text>}
        addChosen={{
          label: (count) => t('admin.seasons.renewals.upgrade.add', { count }),
          add: async (basketId, seatIds) => {
            const basket = await callApi(renewSeasonPackageInBasket, {
              params: { basketId },
              body: { renewalId: renewal.id, priceTypeId: renewal.priceTypeId, seatIds, eventIds },
            });
            show(basket);
            void client.invalidateQueries({ queryKey: renewalKeys.ofPackage(renewal.packageId) });
            void navigate('/admin/v2/sell-tickets/season-packages');
            return basket;
          },
        }}
      />
    </Stack>
  );
}
