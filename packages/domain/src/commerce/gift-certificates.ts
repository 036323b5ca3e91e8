/** Spec §4 gift certificate states. */
export const giftCertificateStatuses = ['unredeemed', 'partiallyRedeemed', 'redeemed', 'voided'] as const;
export type GiftCertificateStatus = (typeof giftCertificateStatuses)[number];

export interface GiftCertificateBalance {
  /** Minor units: what it was sold for. */
  readonly amount: number;
  /** Minor units: what is left to spend. */
  readonly balance: number;
  readonly voided: boolean;
  readonly expiresAt: Date | null;
}

/** Where a gift certificate stands: voided wins; otherwise by how much of it was spent. */
export function giftCertificateStatus(cert: GiftCertificateBalance): GiftCertificateStatus {
  if (cert.voided) return 'voided';
  if (cert.balance >= cert.amount) return 'unredeemed';
  return cert.balance > 0 ? 'partiallyRedeemed' : 'redeemed';
}

/** Spec §4: redeemed or partly redeemed certificates cannot be canceled. */
export function canVoidGiftCertificate(cert: GiftCertificateBalance): boolean {
  return giftCertificateStatus(cert) === 'unredeemed';
}

export type RedemptionProblem = 'voided' | 'expired' | 'insufficient_balance';

/** Why a certificate cannot pay `amount` at `now`, or null when it can. */
export function redemptionProblem(
  cert: GiftCertificateBalance,
  amount: number,
  now: Date,
): RedemptionProblem | null {
  if (cert.voided) return 'voided';
  if (cert.expiresAt && cert.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (amount > cert.balance) return 'insufficient_balance';
  return null;
}

/** A new certificate number: `digits` random digits (6–20), from the caller's random source. */
export function giftCertificateNumberFrom(randomDigit: () => number, digits = 12): string {
  const length = Math.min(20, Math.max(6, digits));
  let text = String(1 + (randomDigit() % 9));
  while (text.length < length) text += String(randomDigit() % 10);
  return text;
}
