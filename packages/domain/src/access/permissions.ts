import { type AdminRole, rolesWithoutOrders, sellerRoles, supervisorRoles } from './roles';

/**
 * Rights a user group grants (spec §3 "User group" → permissions), the accessible-seating
 * right for renewals, which §5 ties to season package management, and the venue, event and
 * seat areas a venue hands to its supervisors group by group, and approving event-template
 * price change requests.
 */
export const groupPermissions = [
  'barcodeApi',
  'bulkEditSeats',
  'priceOverride',
  'refundsAndCancellations',
  'releaseInquiryBasket',
  'seasonPackageManagement',
  'salesAndRenewals',
  'paymentPlanManagement',
  'accessibleSeatingRenewals',
  'venues',
  'events',
  'seatSettings',
  'seatLocator',
  'approvePriceChanges',
] as const;

/** Back-office areas a role opens, whatever the user group says. */
export const rolePermissions = [
  'accountSettings',
  'manageUsers',
  'manageUserGroups',
  'viewAuditLog',
  'viewMailOutbox',
  'scanTickets',
  'manageEventTemplates',
  'sellTickets',
  'viewOrders',
  'viewReconciliation',
  /** Tools → Jobs: the background job queue (administrators; the platform operator is one). */
  'viewJobs',
  /** API → Webhooks: endpoints and their deliveries, within the user group's webhooks list. */
  'manageWebhooks',
  /** Reports: sales, payments, transactions and the guest manifest, within the group's reports list. */
  'viewReports',
] as const;

/** Tools of the platform operator (super admin), who sits above accounts. */
export const platformPermissions = [
  'manageAccounts',
  'manageFeatures',
  'changeLogLevel',
  'clearCache',
] as const;

export const permissions = [...groupPermissions, ...rolePermissions, ...platformPermissions] as const;

export type GroupPermission = (typeof groupPermissions)[number];
export type RolePermission = (typeof rolePermissions)[number];
export type PlatformPermission = (typeof platformPermissions)[number];
export type Permission = (typeof permissions)[number];

export function isGroupPermission(p: string): p is GroupPermission {
  return (groupPermissions as readonly string[]).includes(p);
}
export function isPlatformPermission(p: string): p is PlatformPermission {
  return (platformPermissions as readonly string[]).includes(p);
}
export function isPermission(p: string): p is Permission {
  return (permissions as readonly string[]).includes(p);
}

/** What each role opens by itself. Admins open every account area. */
const roleGrants: Readonly<Record<AdminRole, readonly RolePermission[]>> = {
  Admin: rolePermissions,
  EventAdmin: [
    'viewMailOutbox',
    'scanTickets',
    'manageEventTemplates',
    'sellTickets',
    'viewOrders',
    'manageWebhooks',
    'viewReports',
  ],
  BoxOfficeSupervisor: [
    'viewMailOutbox',
    'scanTickets',
    'sellTickets',
    'viewOrders',
    'manageWebhooks',
    'viewReports',
  ],
  CallCenter: ['sellTickets', 'viewOrders'],
  GroupSales: ['sellTickets', 'viewOrders'],
  HouseSeats: ['sellTickets', 'viewOrders'],
  PointOfSale: ['sellTickets', 'viewOrders'],
  // Partners sell through their outlet but cannot view or edit orders (spec §6).
  Partner: ['sellTickets'],
  TicketTaker: ['scanTickets'],
};

/**
 * The roles a group permission applies to (spec §6): some settings mean something only to
 * supervisors, refunds only to roles that handle orders, and a ticket taker only scans.
 */
export function groupPermissionRoles(permission: GroupPermission): readonly AdminRole[] {
  switch (permission) {
    case 'bulkEditSeats':
    case 'seasonPackageManagement':
    case 'accessibleSeatingRenewals':
    case 'venues':
    case 'events':
    case 'seatSettings':
    case 'seatLocator':
      return supervisorRoles;
    case 'refundsAndCancellations':
      return [...supervisorRoles, ...sellerRoles].filter((r) => !rolesWithoutOrders.includes(r));
    case 'approvePriceChanges':
      // Deciding a template's price change needs the templates area, which these roles open.
      return ['Admin', 'EventAdmin'];
    case 'barcodeApi':
      return [...supervisorRoles, ...sellerRoles, 'Partner', 'TicketTaker'];
    default:
      return [...supervisorRoles, ...sellerRoles, 'Partner'];
  }
}

export interface StaffAccess {
  readonly role: AdminRole;
  /** What the user's group grants (ignored where it does not apply to the role). */
  readonly permissions: readonly string[];
  /** The platform operator (super admin). */
  readonly platformOperator?: boolean;
}

/**
 * The one permission rule: platform tools need the platform operator; admins hold every
 * account permission; other roles hold what their role opens plus the group's grants that
 * apply to their role.
 */
export function hasPermission(access: StaffAccess, permission: Permission): boolean {
  if (isPlatformPermission(permission)) return access.platformOperator === true;
  if (access.role === 'Admin') return true;
  if (isGroupPermission(permission)) {
    return access.permissions.includes(permission) && groupPermissionRoles(permission).includes(access.role);
  }
  return roleGrants[access.role].includes(permission);
}

/** Every permission the user holds, in the catalogue's order. */
export function effectivePermissions(access: StaffAccess): Permission[] {
  return permissions.filter((p) => hasPermission(access, p));
}
