/**
 * The job that removes the buyer's personal data from an account's guest orders once their
 * events are over (account setting "anonymize guest orders", decisions/0062). Saving the setting
 * on starts the account's series; the orders module runs it.
 */
export const GUEST_ORDER_ANONYMIZATION_JOB = 'orders.anonymize-guest-orders';

export interface GuestAnonymizationPayload {
  accountId: number;
}

/** How often a running series looks for orders whose events have ended. */
export const GUEST_ANONYMIZATION_EVERY_MS = 60 * 60_000;
