import { type GroupPolicy, type StaffSalesChannel, sellableChannels } from '@tessera/domain';
import type { Db } from '@/db/client';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';

/** Who is selling: a staff member through a channel, or a shop buyer on Web. */
export interface Seller {
  userId: number | null;
  userGroupId: number | null;
  /** A staff member's user group policy, which every sale of theirs is checked against. */
  policy?: GroupPolicy;
  /** The channels a staff member sells through: a basket on another channel is not theirs to sell. */
  channels?: readonly StaffSalesChannel[];
  /** The staff member called through an API key (the group's default API promo code applies). */
  viaApiKey?: boolean;
}

export function sellerOf(staff: StaffPrincipal): Seller {
  return { userId: staff.userId, userGroupId: staff.userGroup?.id ?? null };
}

/** A staff seller with their group policy, for the paths that sell, hold or take payments. */
export async function staffSeller(db: Db, staff: StaffPrincipal): Promise<Seller> {
  const policy = await policyFor(db, staff);
  return {
    ...sellerOf(staff),
    policy,
    channels: sellableChannels(staff.role, policy.salesChannelOverride),
    viaApiKey: staff.apiKeyId !== null,
  };
}

/** A sale by a staff seller counts under their channel only (the group's override, spec §3). */
export function requireSellerChannel(seller: Seller, channel: string): void {
  if (seller.channels && !(seller.channels as readonly string[]).includes(channel)) {
    throw new AppError('purchase.channel_not_allowed', 'channel');
  }
}

/** The channels this staff member may sell through: their role's, or their group's override. */
export async function sellerChannels(
  db: Db,
  _accountId: number,
  staff: StaffPrincipal,
): Promise<readonly StaffSalesChannel[]> {
  return sellableChannels(staff.role, (await policyFor(db, staff)).salesChannelOverride);
}
