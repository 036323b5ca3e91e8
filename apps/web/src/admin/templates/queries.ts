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
import { useRefreshingMutation, useRowMutation } from '@/api/mutations';
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

// A new price type is a new column of the price table too.
export const useCreatePriceType = (id: number) =>
  useRefreshingMutation(
    [templateKeys.priceTypes(id), templateKeys.prices(id)],
    (body: EndpointInput<typeof createPriceType>['body']) =>
      callApi(createPriceType, { params: { id }, body }),
  );

export const useUpdatePriceType = (id: number) =>
  useRefreshingMutation(
    [templateKeys.priceTypes(id), templateKeys.prices(id)],
    ({ priceTypeId, body }: { priceTypeId: number; body: EndpointInput<typeof updatePriceType>['body'] }) =>
      callApi(updatePriceType, { params: { id: priceTypeId }, body }),
  );

export const useArchivePriceType = (id: number) =>
  useRefreshingMutation([templateKeys.priceTypes(id), templateKeys.prices(id)], (priceTypeId: number) =>
    callApi(archivePriceType, { params: { id: priceTypeId } }),
  );

type VenueNamesBody = EndpointInput<typeof renamePriceType>['body'];

/** Renames a price type of the template; its price table shows the new name too. */
export const useRenamePriceType = (id: number) =>
  useRefreshingMutation(
    [templateKeys.priceTypes(id), templateKeys.prices(id)],
    ({ priceTypeId, body }: { priceTypeId: number; body: VenueNamesBody }) =>
      callApi(renamePriceType, { params: { id: priceTypeId }, body }),
  );
export const useRenameFee = (id: number) =>
  useRefreshingMutation(
    [templateKeys.feeSets(id)],
    ({ feeId, body }: { feeId: number; body: VenueNamesBody }) =>
      callApi(renameFee, { params: { id: feeId }, body }),
  );
export const useRenameProduct = (id: number) =>
  useRefreshingMutation(
    [templateKeys.products(id)],
    ({ productId, body }: { productId: number; body: VenueNamesBody }) =>
      callApi(renameProduct, { params: { id: productId }, body }),
  );
export const useCreateFeeSet = (id: number) =>
  useRefreshingMutation([templateKeys.feeSets(id)], (name: string) =>
    callApi(createFeeSet, { params: { id }, body: { name } }),
  );
export const useAddFee = (id: number) =>
  useRefreshingMutation(
    [templateKeys.feeSets(id)],
    (input: { feeSetId: number; body: EndpointInput<typeof addFee>['body'] }) =>
      callApi(addFee, { params: { id: input.feeSetId }, body: input.body }),
  );
export const useCreatePromotion = (id: number) =>
  useRefreshingMutation(
    [templateKeys.promotions(id)],
    (body: EndpointInput<typeof createPromotion>['body']) =>
      callApi(createPromotion, { params: { id }, body }),
  );
export const useGenerateGroupCodes = (id: number) =>
  useRefreshingMutation([templateKeys.promotions(id)], (input: { promotionId: number; count: number }) =>
    callApi(generateGroupCodesEndpoint, { params: { id: input.promotionId }, body: { count: input.count } }),
  );
export const useCreateProduct = (id: number) =>
  useRefreshingMutation([templateKeys.products(id)], (body: EndpointInput<typeof createProduct>['body']) =>
    callApi(createProduct, { params: { id }, body }),
  );

type LevelBody = EndpointInput<typeof createTemplatePriceLevel>['body'];
export const useSaveTemplatePriceLevel = (id: number) =>
  useRefreshingMutation(
    [templateKeys.prices(id)],
    ({ levelId, body }: { levelId?: number; body: LevelBody }) =>
      levelId
        ? callApi(updateTemplatePriceLevel, { params: { id: levelId }, body })
        : callApi(createTemplatePriceLevel, { params: { id }, body }),
  );
export const useArchiveTemplatePriceLevel = (id: number) =>
  useRefreshingMutation([templateKeys.prices(id)], (levelId: number) =>
    callApi(archiveTemplatePriceLevel, { params: { id: levelId } }),
  );
export const useSavePriceTable = (id: number) =>
  useRefreshingMutation([templateKeys.prices(id)], (body: EndpointInput<typeof savePriceTable>['body']) =>
    callApi(savePriceTable, { params: { id }, body }),
  );

type ChangeBody = EndpointInput<typeof createPriceChange>['body'];
export const useSavePriceChange = (id: number) =>
  useRefreshingMutation(
    [templateKeys.prices(id)],
    ({ changeId, body }: { changeId?: number; body: ChangeBody }) =>
      changeId
        ? callApi(updatePriceChange, { params: { id: changeId }, body })
        : callApi(createPriceChange, { params: { id }, body }),
  );

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
  useRefreshingMutation(
    [templateKeys.feeSets(id)],
    ({ feeSetId, name }: { feeSetId: number; name: string }) =>
      callApi(updateFeeSet, { params: { id: feeSetId }, body: { name } }),
  );
export const useArchiveFeeSet = (id: number) =>
  useRefreshingMutation([templateKeys.feeSets(id)], (feeSetId: number) =>
    callApi(archiveFeeSet, { params: { id: feeSetId } }),
  );
export const useUpdateFee = (id: number) =>
  useRefreshingMutation(
    [templateKeys.feeSets(id)],
    ({ feeId, body }: { feeId: number; body: EndpointInput<typeof updateFee>['body'] }) =>
      callApi(updateFee, { params: { id: feeId }, body }),
  );
export const useArchiveFee = (id: number) =>
  useRefreshingMutation([templateKeys.feeSets(id)], (feeId: number) =>
    callApi(archiveFee, { params: { id: feeId } }),
  );
export const useUpdatePromotion = (id: number) =>
  useRefreshingMutation(
    [templateKeys.promotions(id)],
    ({ promotionId, body }: { promotionId: number; body: EndpointInput<typeof updatePromotion>['body'] }) =>
      callApi(updatePromotion, { params: { id: promotionId }, body }),
  );
export const useArchivePromotion = (id: number) =>
  useRefreshingMutation([templateKeys.promotions(id)], (promotionId: number) =>
    callApi(archivePromotion, { params: { id: promotionId } }),
  );
export const useUpdateProduct = (id: number) =>
  useRefreshingMutation(
    [templateKeys.products(id)],
    ({ productId, body }: { productId: number; body: EndpointInput<typeof updateProduct>['body'] }) =>
      callApi(updateProduct, { params: { id: productId }, body }),
  );
export const useArchiveProduct = (id: number) =>
  useRefreshingMutation([templateKeys.products(id)], (productId: number) =>
    callApi(archiveProduct, { params: { id: productId } }),
  );
export const useAddProductVariant = (id: number) =>
  useRefreshingMutation(
    [templateKeys.products(id)],
    ({ productId, body }: { productId: number; body: EndpointInput<typeof addProductVariant>['body'] }) =>
      callApi(addProductVariant, { params: { id: productId }, body }),
  );
export const useUpdateProductVariant = (id: number) =>
  useRefreshingMutation(
    [templateKeys.products(id)],
    ({ variantId, body }: { variantId: number; body: EndpointInput<typeof updateProductVariant>['body'] }) =>
      callApi(updateProductVariant, { params: { id: variantId }, body }),
  );
export const useArchiveProductVariant = (id: number) =>
  useRefreshingMutation([templateKeys.products(id)], (variantId: number) =>
    callApi(archiveProductVariant, { params: { id: variantId } }),
  );
