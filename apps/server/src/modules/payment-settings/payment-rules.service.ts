import { type PaymentType, partnerRequiredProblem } from '@tessera/domain';
import type { Db } from '@/db/client';
import { checkRedeemable } from '@/modules/gift-certificates/gift-certificates.service';
import { AppError } from '@/platform/http/app-error';
import { compTypeOfSale, customTypeOfSale } from './payment-settings.store';

export interface ConfiguredPayment {
  type: PaymentType;
  amount: number;
  compTypeId?: number;
  customPaymentTypeId?: number;
  giftCertificateNumber?: string;
}

/** What a payment line records besides type and amount. */
export interface PaymentLabel {
  /** Comp type, custom payment type, or card brand name. */
  method: string | null;
  last4: string | null;
  /** The order's partner, on a line whose payment method needs one. */
  partner: string | null;
}

/**
 * Checks the lines against the account's payment settings (spec §3, §5): a comp names a comp
 * type; a custom payment names a custom payment type, and the order has a partner when its
 * payment method requires one (`partner`: the order's, decisions/0053); a gift certificate exists, is live and covers its amount. Runs before the
 * checkout transaction; the certificate balance is checked again, atomically, inside it.
 */
export async function checkConfiguredPayments(
  db: Db,
  accountId: number,
  payments: readonly ConfiguredPayment[],
  now: Date,
  partner: { id: number; name: string } | null = null,
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
      const needsPartner = partnerRequiredProblem({
        partnerId: partner?.id ?? null,
        paymentsNeedPartner: [custom.partnerRequired],
      });
      if (needsPartner) throw new AppError(needsPartner.code, needsPartner.field);
      label.method = custom.name;
      label.partner = custom.partnerRequired ? (partner?.name ?? null) : null;
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
