import { type AdminRole, supervisorRoles } from '../access/roles';
import type { SalesChannel } from '../enums';

/** Channels a back-office sale can go through. The shop sells on Web. */
export const staffSalesChannels = [
  'PointOfSale',
  'CallCenter',
  'GroupSales',
  'HouseSeats',
  'Outlet',
] as const satisfies readonly SalesChannel[];
export type StaffSalesChannel = (typeof staffSalesChannels)[number];

const ownChannel: Partial<Record<AdminRole, StaffSalesChannel>> = {
  CallCenter: 'CallCenter',
  GroupSales: 'GroupSales',
  HouseSeats: 'HouseSeats',
  PointOfSale: 'PointOfSale',
  Partner: 'Outlet',
};

/**
 * The channels a staff member may sell through: supervisors choose any back-office channel;
 * a seller sells through their role's channel, or the one their user group overrides it with.
 */
export function sellableChannels(
  role: AdminRole,
  groupOverride: SalesChannel | null,
): readonly StaffSalesChannel[] {
  if (supervisorRoles.includes(role)) return staffSalesChannels;
  const override = staffSalesChannels.find((c) => c === groupOverride);
  const own = override ?? ownChannel[role];
  return own ? [own] : [];
}
