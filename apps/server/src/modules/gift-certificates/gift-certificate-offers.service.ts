import type { ShopGiftCertificateOffer } from '@tessera/contract';
import {
  type GiftCertificateExpirySettings,
  giftCertificateExpiry,
  SHOP_GIFT_CERTIFICATE_MAX,
  SHOP_GIFT_CERTIFICATE_MIN,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { readSections } from '@/modules/templates/templates.rules';
import { findTemplate, type TemplateRow } from '@/modules/templates/templates.store';
import { AppError } from '@/platform/http/app-error';
import { type AccountTerms, accountTerms, sellingTemplateIds } from './gift-certificates.store';

/** A template's gift certificate settings (money tab), when it sells them and is not archived. */
function sellableSettings(row: TemplateRow | undefined): GiftCertificateExpirySettings | null {
  if (!row || row.archivedAt) return null;
  const settings = readSections(row).money.giftCertificates;
  return settings.sellable ? settings : null;
}

export interface GiftCertificateOffer {
  offer: ShopGiftCertificateOffer;
  /** When a certificate bought now expires. */
  expiresAt: Date | null;
  account: AccountTerms;
}

function offerOf(
  row: TemplateRow,
  settings: GiftCertificateExpirySettings,
  account: AccountTerms,
  now: Date,
): GiftCertificateOffer {
  const expiry = giftCertificateExpiry(settings, now, account.timeZone);
  if (!expiry.ok) throw new AppError('purchase.gift_certificate_offer_closed');
  return {
    offer: {
      templateId: row.id,
      name: row.name,
      currency: account.currency,
      minAmount: SHOP_GIFT_CERTIFICATE_MIN,
      maxAmount: SHOP_GIFT_CERTIFICATE_MAX,
      expiration: settings.expiration,
      expiresAt: settings.expiration === 'static' && expiry.expiresAt ? expiry.expiresAt.toISOString() : null,
      validForMonths: settings.expiration === 'dynamic' ? (settings.validForMonths ?? null) : null,
    },
    expiresAt: expiry.expiresAt,
    account,
  };
}

/**
 * The gift certificates a template sells in the shop now (decisions/0067): one not selling
 * them, archived or of another account is not found; a static expiry already over is closed.
 */
export async function requireOffer(
  db: Db,
  accountId: number,
  templateId: number,
  now: Date,
): Promise<GiftCertificateOffer> {
  const row = await findTemplate(db, accountId, templateId);
  const settings = sellableSettings(row);
  if (!row || !settings) throw new AppError('purchase.gift_certificate_offer_not_found');
  return offerOf(row, settings, await accountTerms(db, accountId), now);
}

/** Every template whose gift certificates are on sale now, by name (closed ones left out). */
export async function listOffers(db: Db, accountId: number, now: Date): Promise<ShopGiftCertificateOffer[]> {
  const ids = await sellingTemplateIds(db, accountId);
  const account = await accountTerms(db, accountId);
  const offers: ShopGiftCertificateOffer[] = [];
  for (const { id } of ids) {
    const row = await findTemplate(db, accountId, id);
    const settings = sellableSettings(row);
    if (!row || !settings) continue;
    try {
      offers.push(offerOf(row, settings, account, now).offer);
    } catch {
      // Closed: its static expiry is over.
    }
  }
  return offers;
}
