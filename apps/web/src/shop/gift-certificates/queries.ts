import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  buyShopGiftCertificate,
  getShopGiftCertificateByLink,
  getShopGiftCertificateOffer,
  listShopGiftCertificateOffers,
  type ShopGiftCertificatePurchase,
} from '@tessera/contract';
import { callApi } from '@/api/client';

export const shopGiftCertificateKeys = {
  all: ['shop', 'gift-certificates'] as const,
  offers: () => [...shopGiftCertificateKeys.all, 'offers'] as const,
  offer: (templateId: number) => [...shopGiftCertificateKeys.all, 'offer', templateId] as const,
  link: (bundleCode: string, number: string) =>
    [...shopGiftCertificateKeys.all, 'link', bundleCode, number] as const,
};

export const shopGiftCertificateQueries = {
  offers: () =>
    queryOptions({
      queryKey: shopGiftCertificateKeys.offers(),
      queryFn: () => callApi(listShopGiftCertificateOffers, {}),
    }),
  offer: (templateId: number) =>
    queryOptions({
      queryKey: shopGiftCertificateKeys.offer(templateId),
      queryFn: () => callApi(getShopGiftCertificateOffer, { params: { templateId } }),
      retry: false,
    }),
  link: (bundleCode: string, number: string) =>
    queryOptions({
      queryKey: shopGiftCertificateKeys.link(bundleCode, number),
      queryFn: () => callApi(getShopGiftCertificateByLink, { params: { bundleCode, number } }),
      retry: false,
      staleTime: 0,
    }),
};

/** Buys a certificate by card; the key is kept per attempt, so a double click charges once. */
export function useBuyGiftCertificate() {
  return useMutation({
    mutationFn: (v: { templateId: number; body: ShopGiftCertificatePurchase }) =>
      callApi(buyShopGiftCertificate, { params: { templateId: v.templateId }, body: v.body }),
  });
}
