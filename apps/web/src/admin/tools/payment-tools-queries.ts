import { queryOptions } from '@tanstack/react-query';
import { listStripePlatformAccounts, listStuckPayments, lookupProcessorPayment } from '@tessera/contract';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';

export const paymentToolKeys = {
  all: ['admin', 'payment-tools'] as const,
  lookup: (reference: string) => [...paymentToolKeys.all, 'lookup', reference] as const,
  platform: () => [...paymentToolKeys.all, 'platform-accounts'] as const,
  stuck: () => [...paymentToolKeys.all, 'stuck'] as const,
};

export const paymentToolQueries = {
  lookup: (reference: string) =>
    queryOptions({
      queryKey: paymentToolKeys.lookup(reference),
      queryFn: () => callApi(lookupProcessorPayment, { params: { reference } }),
      enabled: reference.length >= 3,
      retry: false,
    }),
  platform: () => apiQuery(paymentToolKeys.platform(), listStripePlatformAccounts),
  stuck: () => apiQuery(paymentToolKeys.stuck(), listStuckPayments),
};
