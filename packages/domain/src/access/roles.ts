/**
 * Staff roles as the spec names them, plus the ticket taker who only scans at the door; the
 * list is served by GET /api/globals as `adminUserRoles`.
 */
export const adminUserRoles = [
  { id: 'Admin', name: 'Admin' },
  { id: 'EventAdmin', name: 'Event admin' },
  { id: 'BoxOfficeSupervisor', name: 'Box office supervisor' },
  { id: 'CallCenter', name: 'Call center' },
  { id: 'GroupSales', name: 'Group sales' },
  { id: 'HouseSeats', name: 'House seats' },
  { id: 'PointOfSale', name: 'POS' },
  { id: 'Partner', name: 'Partner' },
  { id: 'TicketTaker', name: 'Ticket taker' },
] as const;

export type AdminRole = (typeof adminUserRoles)[number]['id'];
export const adminRoleIds = adminUserRoles.map((r) => r.id) as [AdminRole, ...AdminRole[]];

export function roleName(role: AdminRole): string {
  return adminUserRoles.find((r) => r.id === role)?.name ?? role;
}

export function isAdminRole(value: string): value is AdminRole {
  return (adminRoleIds as readonly string[]).includes(value);
}

/** Roles whose settings cover the whole back office (spec §6). */
export const supervisorRoles: readonly AdminRole[] = ['Admin', 'EventAdmin', 'BoxOfficeSupervisor'];
/** Roles that sell through a channel of their own (spec §6). */
export const sellerRoles: readonly AdminRole[] = ['CallCenter', 'GroupSales', 'HouseSeats', 'PointOfSale'];
/** Roles that cannot view or edit orders, so refund and cancel rights mean nothing to them (spec §6). */
export const rolesWithoutOrders: readonly AdminRole[] = ['Partner', 'TicketTaker'];
