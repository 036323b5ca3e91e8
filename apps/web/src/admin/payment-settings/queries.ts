import {
  getPaymentOptions,
  listCompTypes,
  listCustomPaymentTypes,
  listPaymentAccounts,
  listPaymentMethods,
} from '@tessera/contract';
import { namedQueries } from '@/api/area-queries';

const payments = namedQueries(['admin', 'paymentSettings'], {
  accounts: listPaymentAccounts,
  methods: listPaymentMethods,
  compTypes: listCompTypes,
  customTypes: listCustomPaymentTypes,
  options: getPaymentOptions,
});

export const paymentSettingKeys = payments.keys;
export const paymentSettingQueries = payments.queries;
