import { listStripePlatformAccounts, listStuckPayments, lookupProcessorPayment } from '@tessera/contract';
import { areaQueries, read } from '@/api/area-queries';

export const { keys: paymentToolKeys, queries: paymentToolQueries } = areaQueries(
  ['admin', 'payment-tools'],
  {
    /** A payment looked up at the processor by a reference of three characters or more, asked once. */
    lookup: (reference: string) =>
      read(
        lookupProcessorPayment,
        { params: { reference } },
        { enabled: reference.length >= 3, retry: false },
      ),
    platform: listStripePlatformAccounts,
    stuck: listStuckPayments,
  },
);
