import type { PaymentType } from '@tessera/domain';
import type { Db } from '@/db/client';
import { checkRedeemable } from '@/modules/gift-certificates/gift-certificates.service';
import { AppError } from '@/platform/http/app-error';
import { compTypeOfSale, customTypeOfSale } from './payment-settings.store';

export interface ConfiguredPayment {
  type: PaymentType;
  amount: number;
  compTypeId?: number;
  customPaymentTypeId?: number;
  partner?: string;
  giftCertificateNumber?: string;
}

/** What a payment line records besides type and amount. */
export interface PaymentLabel {
  /** Comp type, custom payment type, or card brand name. */
  method: string | null;
  last4: string | null;
  partner: string | null;
}

/**
 * Checks the lines against the account's payment settings (spec §3, §5): a comp names a comp
 * type; a custom payment names a custom payment type, and a partner when its payment method
 * requires one; a gift certificate exists, is live and covers its amount. Runs before the
 * checkout transaction; the certificate balance is checked again, atomically, inside it.
 */
export async function checkConfiguredPayments(
  db: Db,
  accountId: number,
  payments: readonly ConfiguredPayment[],
  now: Date,
): Promise<PaymentLabel[]> {
  const labels: PaymentLabel[] = [];
  const perCertificate = new Map<string, number>();
  for (const [index, p] of payments.entries()) {
    const label: PaymentLabel = { method: null, last4: null, partner: null };
    if (p.type === 'Comp') {
      const comp = p.compTypeId ? await compTypeOfSale(db, accountId, p.compTypeId) : undefined;
      if (!comp) throw new AppError('purchase.comp_type_required', `payments.${index}.compTypeId`);
      label.method = comp.name;
    }
    if (p.type === 'Custom') {
      const custom = p.customPaymentTypeId
        ? await customTypeOfSale(db, accountId, p.customPaymentTypeId)
        : undefined;
      if (!custom)
        throw new AppError('purchase.custom_payment_type_required', `payments.${index}.customPaymentTypeId`);
      if (custom.partnerRequired && !p.partner?.trim()) {
        throw new AppError('purchase.partner_required', `payments.${index}.partner`);
      }
      label.method = custom.name;
      label.partner = p.partner?.trim() || null;
    }
    if (p.type === 'GiftCertificate') {
      const number = p.giftCertificateNumber?.trim() ?? '';
      if (!number)
        throw new AppError('purchase.gift_certificate_not_found', `payments.${index}.giftCertificateNumber`);
      const spent = (perCertificate.get(number) ?? 0) + p.amount;
      perCertificate.set(number, spent);
      await checkRedeemable(db, accountId, number, spent, now, `payments.${index}.giftCertificateNumber`);
      label.method = 'GiftCertificate';
      label.last4 = number.slice(-4);
    }
    labels.push(label);
  }
  return labels;
}
