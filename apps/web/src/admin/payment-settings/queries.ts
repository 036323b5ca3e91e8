import {
  getPaymentOptions,
  listCompTypes,
  listCustomPaymentTypes,
  listPaymentAccounts,
  listPaymentMethods,
} from '@tessera/contract';
import { apiQuery } from '@/api/api-query';

export const paymentSettingKeys = {
  all: ['admin', 'paymentSettings'] as const,
  accounts: () => [...paymentSettingKeys.all, 'accounts'] as const,
  methods: () => [...paymentSettingKeys.all, 'methods'] as const,
  compTypes: () => [...paymentSettingKeys.all, 'compTypes'] as const,
  customTypes: () => [...paymentSettingKeys.all, 'customTypes'] as const,
  options: () => [...paymentSettingKeys.all, 'options'] as const,
};

export const paymentSettingQueries = {
  accounts: () => apiQuery(paymentSettingKeys.accounts(), listPaymentAccounts),
  methods: () => apiQuery(paymentSettingKeys.methods(), listPaymentMethods),
  compTypes: () => apiQuery(paymentSettingKeys.compTypes(), listCompTypes),
  customTypes: () => apiQuery(paymentSettingKeys.customTypes(), listCustomPaymentTypes),
  options: () => apiQuery(paymentSettingKeys.options(), getPaymentOptions),
};
