import { queryOptions } from '@tanstack/react-query';
import {
  getPaymentOptions,
  listCompTypes,
  listCustomPaymentTypes,
  listPaymentAccounts,
  listPaymentMethods,
} from '@tessera/contract';
import { callApi } from '@/api/client';

export const paymentSettingKeys = {
  all: ['admin', 'paymentSettings'] as const,
  accounts: () => [...paymentSettingKeys.all, 'accounts'] as const,
  methods: () => [...paymentSettingKeys.all, 'methods'] as const,
  compTypes: () => [...paymentSettingKeys.all, 'compTypes'] as const,
  customTypes: () => [...paymentSettingKeys.all, 'customTypes'] as const,
  options: () => [...paymentSettingKeys.all, 'options'] as const,
};

export const paymentSettingQueries = {
  accounts: () =>
    queryOptions({ queryKey: paymentSettingKeys.accounts(), queryFn: () => callApi(listPaymentAccounts) }),
  methods: () =>
    queryOptions({ queryKey: paymentSettingKeys.methods(), queryFn: () => callApi(listPaymentMethods) }),
  compTypes: () =>
    queryOptions({ queryKey: paymentSettingKeys.compTypes(), queryFn: () => callApi(listCompTypes) }),
  customTypes: () =>
    queryOptions({
      queryKey: paymentSettingKeys.customTypes(),
      queryFn: () => callApi(listCustomPaymentTypes),
    }),
  options: () =>
    queryOptions({ queryKey: paymentSettingKeys.options(), queryFn: () => callApi(getPaymentOptions) }),
};
