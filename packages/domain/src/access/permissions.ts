import type { AdminRole } from './roles';

/**
 * Permissions granted per user group. The first eight are the spec's user-group permissions;
 * the rest guard back-office areas that exist so far.
 */
export const permissions = [
  'barcodeApi',
  'bulkEditSeats',
  'priceOverride',
  'refundsAndCancellations',
  'releaseInquiryBasket',
  'seasonPackageManagement',
  'salesAndRenewals',
  'paymentPlanManagement',
  'accountSettings',
  'viewMailOutbox',
  'venues',
  'events',
  'seatSettings',
  'seatLocator',
  'manageEventTemplates',
] as const;

export type Permission = (typeof permissions)[number];

export interface StaffAccess {
  readonly role: AdminRole;
  readonly permissions: readonly Permission[];
}

/** Admins hold every permission; everyone else holds what their user group grants. */
export function hasPermission(access: StaffAccess, permission: Permission): boolean {
  return access.role === 'Admin' || access.permissions.includes(permission);
}
