/**
 * The errors a sale's payments can answer, declared once for every endpoint that takes money
 * (box office and shop checkout, exchanges, memberships).
 */

/** What a card answers through the payment port, whichever processor the account uses. */
export const cardErrors = [
  'purchase.card_number_invalid',
  'purchase.card_expired',
  'purchase.card_expiry_invalid',
  'purchase.card_cvc_invalid',
  'purchase.card_declined',
  'purchase.card_insufficient_funds',
  'purchase.payment_failed',
  'purchase.card_authentication_required',
  'purchase.payment_timeout',
  'purchase.payment_method_unsupported',
  'purchase.payment_processor_unavailable',
] as const;

export const giftCertificateErrors = [
  'purchase.gift_certificate_not_found',
  'purchase.gift_certificate_expired',
  'purchase.gift_certificate_voided',
  'purchase.gift_certificate_insufficient_balance',
] as const;

/** Paying with the customer's account credit ("on account", decisions/0087). */
export const accountCreditErrors = [
  'purchase.account_credit_no_customer',
  'purchase.account_credit_insufficient',
] as const;

/** A staff sale's payments: the account's payment rules, cards and gift certificates. */
export const staffPaymentErrors = [
  'purchase.payment_type_not_allowed',
  'purchase.payment_total_mismatch',
  'purchase.minimum_payment',
  'purchase.check_amount_mismatch',
  'purchase.comp_not_combinable',
  'purchase.comp_type_required',
  'purchase.custom_payment_type_required',
  'purchase.partner_required',
  ...cardErrors,
  ...giftCertificateErrors,
] as const;

/** The seller's user group (spec §3) judging a sale's payments: the first rule it breaks. */
export const groupPaymentErrors = [
  'sale.payment_type_not_allowed',
  'sale.comp_type_not_allowed',
  'sale.custom_payment_not_allowed',
] as const;
