/** Spec §4 saved basket alerts. */
export const savedBasketAlerts = ['expired', 'expiringSoon', 'pastDue', 'dueSoon'] as const;
export type SavedBasketAlert = (typeof savedBasketAlerts)[number];

/** A reservation counts as expiring soon within this many minutes of its end. */
export const EXPIRING_SOON_MINUTES = 60;
/** A payment counts as due soon within this many hours of its due date. */
export const DUE_SOON_HOURS = 48;

/**
 * The alerts a saved basket shows: expired once its reservation has lapsed (it must be started
 * over), expiring soon within the last hour; past due once the payment due date has passed,
 * due soon within two days of it.
 */
export function savedBasketAlertsOf(
  now: Date,
  basket: { expiresAt: Date | null; paymentDueAt: Date | null },
): SavedBasketAlert[] {
  const alerts: SavedBasketAlert[] = [];
  const t = now.getTime();
  if (basket.expiresAt) {
    const left = basket.expiresAt.getTime() - t;
    if (left <= 0) alerts.push('expired');
    else if (left <= EXPIRING_SOON_MINUTES * 60_000) alerts.push('expiringSoon');
  }
  if (basket.paymentDueAt) {
    const left = basket.paymentDueAt.getTime() - t;
    if (left <= 0) alerts.push('pastDue');
    else if (left <= DUE_SOON_HOURS * 3_600_000) alerts.push('dueSoon');
  }
  return alerts;
}
