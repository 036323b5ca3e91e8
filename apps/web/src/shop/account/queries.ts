import { queryOptions } from '@tanstack/react-query';
import { getAccountInformation, getConsumerAccount } from '@tessera/contract';
import { callApi } from '@/api/client';

export const shopAccountKeys = {
  all: ['shop', 'account'] as const,
  settings: () => [...shopAccountKeys.all, 'settings'] as const,
  information: () => [...shopAccountKeys.all, 'information'] as const,
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
};
