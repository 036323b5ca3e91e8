import { queryOptions } from '@tanstack/react-query';
import { getAccountInformation, getConsumerAccount, getShopTextOverrides } from '@tessera/contract';
import type { ShippedLocale } from '@tessera/domain';
import { callApi } from '@/api/client';

export const shopAccountKeys = {
  all: ['shop', 'account'] as const,
  settings: () => [...shopAccountKeys.all, 'settings'] as const,
  information: () => [...shopAccountKeys.all, 'information'] as const,
  texts: (locale: ShippedLocale) => [...shopAccountKeys.all, 'texts', locale] as const,
};

export const shopAccountQueries = {
  /** The venue this host name belongs to; the shop shows nothing until it is known. */
  settings: () =>
    queryOptions({
      queryKey: shopAccountKeys.settings(),
      queryFn: () => callApi(getConsumerAccount),
      staleTime: 10 * 60_000,
    }),
  information: () =>
    queryOptions({
      queryKey: shopAccountKeys.information(),
      queryFn: () => callApi(getAccountInformation),
      staleTime: 10 * 60_000,
    }),
  /** The venue's own interface texts of a locale (Tools → Translations), read on every visit. */
  texts: (locale: ShippedLocale) =>
    queryOptions({
      queryKey: shopAccountKeys.texts(locale),
      queryFn: () => callApi(getShopTextOverrides, { params: { locale } }),
    }),
};
