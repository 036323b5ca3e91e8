import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createPartner,
  createPartnerCategory,
  listPartnerCategories,
  listPartnerChoices,
  listPartners,
  type partnerCategoryInput,
  type partnerInput,
  updatePartner,
  updatePartnerCategory,
} from '@tessera/contract';
import type { z } from 'zod';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';

export const partnerKeys = {
  all: ['admin', 'partners'] as const,
  list: () => [...partnerKeys.all, 'list'] as const,
  categories: () => [...partnerKeys.all, 'categories'] as const,
  choices: () => [...partnerKeys.all, 'choices'] as const,
};

export const partnerQueries = {
  list: () => apiQuery(partnerKeys.list(), listPartners),
  categories: () => apiQuery(partnerKeys.categories(), listPartnerCategories),
  /** Active partners by name, for the user editor and the checkout. */
  choices: () => apiQuery(partnerKeys.choices(), listPartnerChoices),
};

export type PartnerBody = z.input<typeof partnerInput>;
export type PartnerCategoryBody = z.input<typeof partnerCategoryInput>;

export function useSavePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PartnerBody }) =>
      id ? callApi(updatePartner, { params: { partnerId: id }, body }) : callApi(createPartner, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

export function useSavePartnerCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PartnerCategoryBody }) =>
      id
        ? callApi(updatePartnerCategory, { params: { categoryId: id }, body })
        : callApi(createPartnerCategory, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
