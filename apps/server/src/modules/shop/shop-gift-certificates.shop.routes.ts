import {
  buyShopGiftCertificate,
  getShopGiftCertificateByLink,
  getShopGiftCertificateOffer,
  listShopGiftCertificateOffers,
} from '@tessera/contract';
import { listOffers, requireOffer } from '@/modules/gift-certificates/gift-certificate-offers.service';
import { certificateByLink } from '@/modules/gift-certificates/gift-certificate-view.service';
import { authenticateCustomer } from '@/platform/auth/customer-session';
import { implement } from '@/platform/http/implement';
import { shopHostName } from '@/platform/tenancy';
import { buyGiftCertificate } from './shop-gift-certificate-sale.service';

/** Gift certificates in the shop (decisions/0067): the offers, the purchase and the recipient's link. */
export const giftCertificateShopRoutes = [
  implement(listShopGiftCertificateOffers, ({ deps, accountId }) =>
    listOffers(deps.db, accountId, deps.now()),
  ),
  implement(getShopGiftCertificateOffer, async ({ deps, accountId, params }) => {
    return (await requireOffer(deps.db, accountId, params.templateId, deps.now())).offer;
  }),
  implement(buyShopGiftCertificate, async ({ deps, accountId, params, body, locale, request }) => {
    // A guest buys too; a customer signed in on this host gets it listed in their account.
    const customer = await authenticateCustomer(request, deps, accountId);
    return buyGiftCertificate(deps, accountId, params.templateId, body, {
      customerId: customer?.customerId ?? null,
      locale,
      hostName: shopHostName(request),
    });
  }),
  implement(getShopGiftCertificateByLink, ({ deps, accountId, params }) =>
    certificateByLink(deps.db, accountId, params.bundleCode, params.number, deps.now()),
  ),
];
