import {
  addFee,
  addProductVariant,
  approvePriceChange,
  archiveEventTemplate,
  archiveFee,
  archiveFeeSet,
  archivePriceType,
  archiveProduct,
  archiveProductVariant,
  archivePromotion,
  archiveTemplatePriceLevel,
  createEventTemplate,
  createFeeSet,
  createPriceChange,
  createPriceType,
  createProduct,
  createPromotion,
  createTemplatePriceLevel,
  denyPriceChange,
  type EndpointInput,
  generateGroupCodesEndpoint,
  getEventTemplate,
  getPriceTable,
  getTemplateChoices,
  listEventTemplates,
  listFeeClasses,
  listFeeSets,
  listPriceChanges,
  listPriceTypes,
  listProducts,
  listPromotions,
  listTemplatePriceLevels,
  renameFee,
  renamePriceType,
  renameProduct,
  requestPriceChangeApproval,
  savePriceTable,
  updateEventTemplate,
  updateFee,
  updateFeeSet,
  updatePriceChange,
  updatePriceType,
  updateProduct,
  updateProductVariant,
  updatePromotion,
  updateTemplatePriceLevel,
} from '@tessera/contract';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { archivableListQuery, listKeys } from '@/api/list-keys';
import {
  actOnRow,
  changeOf,
  changeRow,
  saveRow,
  useRefreshingMutation,
  useRowMutation,
} from '@/api/mutations';
import type { ArchivableListFilter } from '@/ui/paging';

export const templateKeys = {
  ...listKeys(['admin', 'eventTemplates']),
  priceTypes: (id: number) => [...templateKeys.detail(id), 'priceTypes'] as const,
  feeSets: (id: number) => [...templateKeys.detail(id), 'feeSets'] as const,
  promotions: (id: number) => [...templateKeys.detail(id), 'promotions'] as const,
  products: (id: number) => [...templateKeys.detail(id), 'products'] as const,
  /** Price levels, the price table and price changes move together: one key above them. */
  prices: (id: number) => [...templateKeys.detail(id), 'prices'] as const,
  priceLevels: (id: number) => [...templateKeys.prices(id), 'levels'] as const,
  priceTable: (id: number) => [...templateKeys.prices(id), 'table'] as const,
  priceChanges: (id: number) => [...templateKeys.prices(id), 'changes'] as const,
  choices: (id: number) => [...templateKeys.detail(id), 'choices'] as const,
  feeClasses: () => ['admin', 'feeClasses'] as const,
};

export const templateQueries = {
  list: (filter: ArchivableListFilter) =>
    archivableListQuery(templateKeys.list(filter), listEventTemplates, filter),
  detail: (id: number) => apiQuery(templateKeys.detail(id), getEventTemplate, { params: { id } }),
  priceTypes: (id: number) => apiQuery(templateKeys.priceTypes(id), listPriceTypes, { params: { id } }),
  feeSets: (id: number) => apiQuery(templateKeys.feeSets(id), listFeeSets, { params: { id } }),
  promotions: (id: number) => apiQuery(templateKeys.promotions(id), listPromotions, { params: { id } }),
  products: (id: number) => apiQuery(templateKeys.products(id), listProducts, { params: { id } }),
  priceLevels: (id: number) =>
    apiQuery(templateKeys.priceLevels(id), listTemplatePriceLevels, { params: { id } }),
  priceTable: (id: number) => apiQuery(templateKeys.priceTable(id), getPriceTable, { params: { id } }),
  priceChanges: (id: number) => apiQuery(templateKeys.priceChanges(id), listPriceChanges, { params: { id } }),
  choices: (id: number) => apiQuery(templateKeys.choices(id), getTemplateChoices, { params: { id } }),
  feeClasses: () => apiQuery(templateKeys.feeClasses(), listFeeClasses, { query: { archived: 'false' } }),
};

export const useCreateTemplate = () =>
  useRefreshingMutation([templateKeys.lists()], (name: string) =>
    callApi(createEventTemplate, { body: { name } }),
  );

export type TemplateChanges = EndpointInput<typeof updateEventTemplate>['body'];

export const useUpdateTemplate = (id: number) =>
  useRowMutation(
    () => templateKeys.detail(id),
    [templateKeys.lists()],
    (body: TemplateChanges) => callApi(updateEventTemplate, { params: { id }, body }),
  );

export const useArchiveTemplate = (id: number) =>
  useRowMutation(
    () => templateKeys.detail(id),
    [templateKeys.lists()],
    () => callApi(archiveEventTemplate, { params: { id } }),
  );

// A price type is a column of the price table: its changes show there too.
const priceTypeChange = (id: number) => [templateKeys.priceTypes(id), templateKeys.prices(id)];
export const useCreatePriceType = (id: number) =>
  useRefreshingMutation(priceTypeChange(id), changeOf(createPriceType, id));
export const useUpdatePriceType = (id: number) =>
  useRefreshingMutation(priceTypeChange(id), changeRow(updatePriceType));
export const useArchivePriceType = (id: number) =>
  useRefreshingMutation(priceTypeChange(id), actOnRow(archivePriceType));
/** Renames a price type of the template for each venue. */
export const useRenamePriceType = (id: number) =>
  useRefreshingMutation(priceTypeChange(id), changeRow(renamePriceType));
export const useRenameFee = (id: number) =>
  useRefreshingMutation([templateKeys.feeSets(id)], changeRow(renameFee));
export const useRenameProduct = (id: number) =>
  useRefreshingMutation([templateKeys.products(id)], changeRow(renameProduct));
export const useCreateFeeSet = (id: number) =>
  useRefreshingMutation([templateKeys.feeSets(id)], (name: string) =>
    callApi(createFeeSet, { params: { id }, body: { name } }),
  );
/** Adds a fee to the fee set `id` names. */
export const useAddFee = (id: number) => useRefreshingMutation([templateKeys.feeSets(id)], changeRow(addFee));
export const useCreatePromotion = (id: number) =>
  useRefreshingMutation([templateKeys.promotions(id)], changeOf(createPromotion, id));
export const useGenerateGroupCodes = (id: number) =>
  useRefreshingMutation([templateKeys.promotions(id)], (input: { promotionId: number; count: number }) =>
    callApi(generateGroupCodesEndpoint, { params: { id: input.promotionId }, body: { count: input.count } }),
  );
export const useCreateProduct = (id: number) =>
  useRefreshingMutation([templateKeys.products(id)], changeOf(createProduct, id));

export const useSaveTemplatePriceLevel = (id: number) =>
  useRefreshingMutation(
    [templateKeys.prices(id)],
    saveRow(createTemplatePriceLevel, updateTemplatePriceLevel, 'id', id),
  );
export const useArchiveTemplatePriceLevel = (id: number) =>
  useRefreshingMutation([templateKeys.prices(id)], actOnRow(archiveTemplatePriceLevel));
export const useSavePriceTable = (id: number) =>
  useRefreshingMutation([templateKeys.prices(id)], changeOf(savePriceTable, id));
export const useSavePriceChange = (id: number) =>
  useRefreshingMutation([templateKeys.prices(id)], saveRow(createPriceChange, updatePriceChange, 'id', id));

export type PriceChangeStep = 'request' | 'approve' | 'deny';
export const usePriceChangeStep = (id: number) =>
  useRefreshingMutation(
    [templateKeys.prices(id)],
    ({ changeId, step, note }: { changeId: number; step: PriceChangeStep; note?: string }) =>
      step === 'request'
        ? callApi(requestPriceChangeApproval, { params: { id: changeId } })
        : step === 'approve'
          ? callApi(approvePriceChange, { params: { id: changeId } })
          : callApi(denyPriceChange, { params: { id: changeId }, body: { note: note ?? '' } }),
  );

// Editing and archiving fee sets, fees, promotions, products and variants (decisions/0056).
export const useUpdateFeeSet = (id: number) =>
  useRefreshingMutation([templateKeys.feeSets(id)], changeRow(updateFeeSet));
export const useArchiveFeeSet = (id: number) =>
  useRefreshingMutation([templateKeys.feeSets(id)], actOnRow(archiveFeeSet));
export const useUpdateFee = (id: number) =>
  useRefreshingMutation([templateKeys.feeSets(id)], changeRow(updateFee));
export const useArchiveFee = (id: number) =>
  useRefreshingMutation([templateKeys.feeSets(id)], actOnRow(archiveFee));
export const useUpdatePromotion = (id: number) =>
  useRefreshingMutation([templateKeys.promotions(id)], changeRow(updatePromotion));
export const useArchivePromotion = (id: number) =>
  useRefreshingMutation([templateKeys.promotions(id)], actOnRow(archivePromotion));
export const useUpdateProduct = (id: number) =>
  useRefreshingMutation([templateKeys.products(id)], changeRow(updateProduct));
export const useArchiveProduct = (id: number) =>
  useRefreshingMutation([templateKeys.products(id)], actOnRow(archiveProduct));
/** `id`: the product the variant is added to. */
export const useAddProductVariant = (id: number) =>
  useRefreshingMutation([templateKeys.products(id)], changeRow(addProductVariant));
export const useUpdateProductVariant = (id: number) =>
  useRefreshingMutation([templateKeys.products(id)], changeRow(updateProductVariant));
export const useArchiveProductVariant = (id: number) =>
  useRefreshingMutation([templateKeys.products(id)], actOnRow(archiveProductVariant));
