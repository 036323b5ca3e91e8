import {
  getPaymentOptions,
  listCompTypes,
  listCustomPaymentTypes,
  listPaymentAccounts,
  listPaymentMethods,
} from '@tessera/contract';
import { areaQueries } from '@/api/area-queries';

export const { keys: paymentSettingKeys, queries: paymentSettingQueries } = areaQueries(
  ['admin', 'paymentSettings'],
  {
    accounts: listPaymentAccounts,
    methods: listPaymentMethods,
    compTypes: listCompTypes,
    customTypes: listCustomPaymentTypes,
    options: getPaymentOptions,
  },
);
