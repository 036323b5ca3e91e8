import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  buyShopMembership,
  getShopMembershipLevel,
  listMyMemberships,
  renewMyMembership,
} from '@tessera/contract';
import { callApi } from '@/api/client';
import type { EnteredCard } from '@/ui/card-entry';

export const shopMembershipKeys = {
  all: ['shop', 'memberships'] as const,
  level: (id: number) => [...shopMembershipKeys.all, 'level', id] as const,
  mine: () => [...shopMembershipKeys.all, 'mine'] as const,
};

export const shopMembershipQueries = {
  level: (id: number) =>
    queryOptions({
      queryKey: shopMembershipKeys.level(id),
      queryFn: () => callApi(getShopMembershipLevel, { params: { levelId: id } }),
    }),
  mine: () =>
    queryOptions({
      queryKey: shopMembershipKeys.mine(),
      queryFn: () => callApi(listMyMemberships, {}),
      staleTime: 0,
    }),
};

/** Buys a level, or renews a membership held, by card at the price shown. */
export function useShopMembershipPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      levelId?: number;
      membershipId?: number;
      price: number;
      card: EnteredCard;
      key: string;
    }) => {
      const body = { idempotencyKey: v.key, expectedTotal: v.price, card: v.card };
      return v.membershipId
        ? callApi(renewMyMembership, { params: { membershipId: v.membershipId }, body })
        : callApi(buyShopMembership, { params: { levelId: v.levelId! }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopMembershipKeys.all }),
  });
}
