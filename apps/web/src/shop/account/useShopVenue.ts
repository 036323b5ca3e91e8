import { useSuspenseQuery } from '@tanstack/react-query';
import { shopAccountQueries } from './queries';

/** The venue's settings and public information, loaded by the shop's start-up gate. */
export function useShopVenue() {
  const settings = useSuspenseQuery(shopAccountQueries.settings()).data;
  const information = useSuspenseQuery(shopAccountQueries.information()).data;
  return { settings, information };
}
