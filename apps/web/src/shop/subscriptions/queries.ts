import { queryOptions } from '@tanstack/react-query';
import { listShopSeasonPackages } from '@tessera/contract';
import { callApi } from '@/api/client';

export const shopSubscriptionQueries = {
  packages: () =>
    queryOptions({
      queryKey: ['shop', 'subscriptions', 'packages'] as const,
      queryFn: () => callApi(listShopSeasonPackages, {}),
    }),
};
