import { useQuery } from '@tanstack/react-query';
import type { SellSeats } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { type ComponentProps, type ReactNode, useMemo } from 'react';
import { MapSeller, useLiveSellSeats } from '@/admin/sell/EventSeller';
import { sellQueries } from '@/admin/sell/queries';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { buildLayout } from '@/ui/seat-map/seat-layout';

/**
 * The seat map of a season sale's event (a package's first event, or the first chosen): its seats
 * on `channel` (kept `live` when asked), `header` above the map, the chosen seats added by `addChosen`.
 */
export function SeasonSeatMap({
  eventId,
  channel,
  live = false,
  header,
  addChosen,
}: {
  eventId: number;
  channel: StaffSalesChannel;
  live?: boolean;
  header: (data: SellSeats) => ReactNode;
  addChosen: NonNullable<ComponentProps<typeof MapSeller>['addChosen']>;
}) {
  const seats = useQuery(sellQueries.seats(eventId, channel));
  useLiveSellSeats(eventId, channel, live ? seats.data?.seq : undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the seat ids stand for the places
  const layout = useMemo(() => (seats.data ? buildLayout(seats.data) : null), [seats.data?.seats.id]);
  if (seats.isError) return <ErrorDetails error={seats.error} onRetry={() => void seats.refetch()} />;
  if (!seats.data || !layout) return <SectionLoader />;
  return (
    <>
      {header(seats.data)}
      <MapSeller
        data={seats.data}
        layout={layout}
        channel={channel}
        priceTypeId={null}
        addChosen={addChosen}
      />
    </>
  );
}
