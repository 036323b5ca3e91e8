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
import { areaQueries, freshRead } from '@/api/area-queries';
import { callApi } from '@/api/client';
import { saveRow, useRefreshingMutation } from '@/api/mutations';

export const { keys: membershipKeys, queries: membershipQueries } = areaQueries(['admin', 'memberships'], {
  levels: listMembershipLevels,
  selling: listSellMembershipLevels,
  ofCustomer: (customerId: number) => freshRead(listCustomerMemberships, { params: { customerId } }),
});

export type LevelBody = z.input<typeof membershipLevelInput>;

export const useSaveLevel = () =>
  useRefreshingMutation(
    [membershipKeys.all],
    saveRow(createMembershipLevel, updateMembershipLevel, 'levelId'),
  );

/** A new key per attempt: a retried click of the same attempt answers the same order. */
export const saleKey = () => `membership-${crypto.randomUUID()}`;

export type StaffPayment = { type: 'Cash' | 'Check' | 'Manual'; amount: number };

export const useSellMembership = () =>
  useRefreshingMutation(
    [membershipKeys.all],
    (v: { levelId: number; customerId: number; idempotencyKey: string; payment: StaffPayment }) =>
      callApi(sellMembership, {
        params: { levelId: v.levelId },
        body: { customerId: v.customerId, idempotencyKey: v.idempotencyKey, payments: [v.payment] },
      }),
  );

export const useRenewMembership = () =>
  useRefreshingMutation(
    [membershipKeys.all],
    (v: { membershipId: number; idempotencyKey: string; payment: StaffPayment }) =>
      callApi(renewMembership, {
        params: { membershipId: v.membershipId },
        body: { idempotencyKey: v.idempotencyKey, payments: [v.payment] },
      }),
  );
