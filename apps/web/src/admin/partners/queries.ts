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
import { areaQueries } from '@/api/area-queries';
import { saveRow, useRefreshingMutation } from '@/api/mutations';

/** `choices`: active partners by name, for the user editor and the checkout. */
export const { keys: partnerKeys, queries: partnerQueries } = areaQueries(['admin', 'partners'], {
  list: listPartners,
  categories: listPartnerCategories,
  choices: listPartnerChoices,
});

export type PartnerBody = z.input<typeof partnerInput>;
export type PartnerCategoryBody = z.input<typeof partnerCategoryInput>;

export const useSavePartner = () =>
  useRefreshingMutation([partnerKeys.all], saveRow(createPartner, updatePartner, 'partnerId'));

export const useSavePartnerCategory = () =>
  useRefreshingMutation(
    [partnerKeys.all],
    saveRow(createPartnerCategory, updatePartnerCategory, 'categoryId'),
  );
