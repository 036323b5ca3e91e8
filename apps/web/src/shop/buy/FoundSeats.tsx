import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { addShopSeats, type FoundSeat, findShopBestSeats, type ShopEventSeats } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { useShopAction, useShopMoney } from './useShopAction';

/** What best available is asked for; `nearSeatIds`: stay close to these (seats just taken). */
export interface SeatSearch {
  quantity: number;
  priceLevelIds: number[];
  maxPrice: number | null;
  nearSeatIds?: number[];
}

/** A party of as many seats as these, nearest to them (they were just taken by another buyer). */
export const nearSearch = (seatIds: number[], maxPrice: number | null = null): SeatSearch => ({
  quantity: seatIds.length,
  priceLevelIds: [],
  maxPrice,
  nearSeatIds: seatIds,
});

/** Whether the seats shown are the best found, or the nearest to seats someone just took. */
type OfferKind = 'best' | 'nearby';

/**
 * Seats found for the buyer to look at before they go into the basket: find them, look for
 * others ("try again", never the seats shown already), or add them. When someone takes them
 * first, the next best seats nearby are offered instead.
 */
export function useSeatOffer(data: ShopEventSeats, priceTypeId: number | null) {
  const add = useShopAction(data.event.id);
  const [search, setSearch] = useState<SeatSearch | null>(null);
  const [found, setFound] = useState<FoundSeat[] | null>(null);
  // The server's signed offer of the seats found: they are then taken as best available.
  const [offer, setOffer] = useState<string | undefined>(undefined);
  const [shown, setShown] = useState<number[]>([]);
  const [kind, setKind] = useState<OfferKind>('best');
  const find = useMutation({
    mutationFn: (input: { search: SeatSearch; exclude: number[] }) =>
      callApi(findShopBestSeats, {
        params: { eventId: data.event.id },
        body: {
          quantity: input.search.quantity,
          priceLevelIds: input.search.priceLevelIds,
          maxPrice: input.search.maxPrice,
          nearSeatIds: input.search.nearSeatIds ?? [],
          excludeSeatIds: input.exclude,
        },
      }),
    onSuccess: ({ seats, offer: signed }, input) => {
      setFound(seats);
      setOffer(signed);
      setShown([...input.exclude, ...seats.map((s) => s.id)]);
    },
  });
  const start = (next: SeatSearch, offer: OfferKind = 'best', exclude: number[] = []) => {
    setSearch(next);
    setKind(offer);
    add.reset();
    find.mutate({ search: next, exclude });
  };
  const tryAgain = () => {
    if (search) find.mutate({ search, exclude: shown });
  };
  /** Adds these seats; when another buyer took them first, offers the nearest others. */
  const take = (seatIds: number[], onDone?: () => void) =>
    add.mutate(
      () => callApi(addShopSeats, { body: { eventId: data.event.id, priceTypeId, seatIds, offer } }),
      {
        onSuccess: () => {
          setFound(null);
          setSearch(null);
          onDone?.();
        },
        onError: (error) => {
          if (!isApiError(error) || !error.has('purchase.seats_just_taken')) return;
          const near = nearSearch(seatIds, search?.maxPrice);
          setSearch(near);
          setKind('nearby');
          find.mutate({ search: near, exclude: [...new Set([...shown, ...seatIds])] });
        },
      },
    );
  const clear = () => {
    setFound(null);
    setSearch(null);
  };
  return { add, find, found, kind, start, tryAgain, take, clear };
}

/** The seats found, with "add to basket" and "try again". */
export function FoundSeatsPanel({
  data,
  offer,
}: {
  data: ShopEventSeats;
  offer: ReturnType<typeof useSeatOffer>;
}) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const { found, kind, add, find } = offer;
  const failure = add.error ?? find.error;
  if (found === null) {
    return failure ? (
      <Alert color="red" role="alert">
        {failure.message}
      </Alert>
    ) : null;
  }
  const levels = new Map(data.priceLevels.map((p) => [p.id, p]));
  return (
    <Stack gap="xs">
      {failure ? (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      ) : null}
      <Paper withBorder p="md" radius="md" aria-live="polite">
        {found.length === 0 ? (
          <Text size="sm">{kind === 'nearby' ? t('shopBuy.found.noneNearby') : t('shopBuy.found.none')}</Text>
        ) : (
          <Stack gap="sm">
            <Title order={3} fz="h5">
              {kind === 'nearby' ? t('shopBuy.found.nearbyTitle') : t('shopBuy.found.title')}
            </Title>
            <List size="sm" aria-label={t('shopBuy.found.listLabel')}>
              {found.map((seat) => {
                const level = seat.priceLevelId === null ? undefined : levels.get(seat.priceLevelId);
                return (
                  <List.Item key={seat.id}>
                    {t('seatMap.place', { section: seat.section, row: seat.row, seat: seat.seat })}
                    {level
                      ? ` · ${t('shopBuy.map.level', { name: level.name, price: money(level.price) })}`
                      : ''}
                  </List.Item>
                );
              })}
            </List>
            <Group gap="xs">
              <Button
                onClick={() => offer.take(found.map((s) => s.id))}
                loading={add.isPending}
                disabled={find.isPending}
              >
                {t('shopBuy.map.add', { count: found.length })}
              </Button>
              <Button
                variant="default"
                onClick={offer.tryAgain}
                loading={find.isPending}
                disabled={add.isPending}
              >
                {t('shopBuy.found.tryAgain')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
