import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createMembershipLevel,
  listCustomerMemberships,
  listMembershipLevels,
  listSellMembershipLevels,
  type membershipLevelInput,
  renewMembership,
  sellMembership,
  updateMembershipLevel,
} from '@tessera/contract';
import type { z } from 'zod';
import { callApi } from '@/api/client';
import { saveRow, useRefreshingMutation } from '@/api/mutations';

export const membershipKeys = {
  all: ['admin', 'memberships'] as const,
  levels: () => [...membershipKeys.all, 'levels'] as const,
  selling: () => [...membershipKeys.all, 'selling'] as const,
  ofCustomer: (customerId: number) => [...membershipKeys.all, 'customer', customerId] as const,
};

export const membershipQueries = {
  levels: () =>
    queryOptions({ queryKey: membershipKeys.levels(), queryFn: () => callApi(listMembershipLevels, {}) }),
  selling: () =>
    queryOptions({
      queryKey: membershipKeys.selling(),
      queryFn: () => callApi(listSellMembershipLevels, {}),
    }),
  ofCustomer: (customerId: number) =>
    queryOptions({
      queryKey: membershipKeys.ofCustomer(customerId),
      queryFn: () => callApi(listCustomerMemberships, { params: { customerId } }),
      staleTime: 0,
    }),
};

export type LevelBody = z.input<typeof membershipLevelInput>;

export const useSaveLevel = () =>
  useRefreshingMutation(
    [membershipKeys.all],
    saveRow(createMembershipLevel, updateMembershipLevel, 'levelId'),
  );

/** A new key per attempt: a retried click of the same attempt answers the same order. */
export const saleKey = () => `membership-${crypto.randomUUID()}`;

export type StaffPayment = { type: 'Cash' | 'Check' | 'Manual'; amount: number };

export function useSellMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { levelId: number; customerId: number; idempotencyKey: string; payment: StaffPayment }) =>
      callApi(sellMembership, {
        params: { levelId: v.levelId },
        body: { customerId: v.customerId, idempotencyKey: v.idempotencyKey, payments: [v.payment] },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}

export function useRenewMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { membershipId: number; idempotencyKey: string; payment: StaffPayment }) =>
      callApi(renewMembership, {
        params: { membershipId: v.membershipId },
        body: { idempotencyKey: v.idempotencyKey, payments: [v.payment] },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
