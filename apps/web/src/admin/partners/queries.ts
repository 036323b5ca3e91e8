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
import { saveRow, useRefreshingMutation } from '@/api/mutations';

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

export const useSavePartner = () =>
  useRefreshingMutation([partnerKeys.all], saveRow(createPartner, updatePartner, 'partnerId'));

export const useSavePartnerCategory = () =>
  useRefreshingMutation(
    [partnerKeys.all],
    saveRow(createPartnerCategory, updatePartnerCategory, 'categoryId'),
  );
