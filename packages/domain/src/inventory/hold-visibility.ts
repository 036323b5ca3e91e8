import type { SalesChannel } from '../enums';

/** A hold's own reach: the channels and staff user groups it lists (seat settings). */
export interface HoldReach {
  actAsKill: boolean;
  allowedChannels: readonly string[];
  allowedUserGroupIds: readonly number[];
}

/** A template's entry for one hold (its seat settings tab): who sees the hold in its events. */
export interface HoldVisibilityEntry {
  holdId: number;
  channels: readonly string[];
  userGroupIds: readonly number[];
}

/**
 * Whether a seller sees (and so may take) a hold's seats in an event: the event's template entry
 * for the hold, when it has one, in place of the hold's own channels and user groups. The channel
 * must be listed; a list of user groups admits only staff of those groups (a web buyer has none).
 * A kill hold is seen by no one.
 */
export function holdVisibleTo(
  hold: HoldReach,
  entry: HoldVisibilityEntry | undefined,
  seller: { channel: SalesChannel; userGroupId: number | null },
): boolean {
  if (hold.actAsKill) return false;
  const channels = entry ? entry.channels : hold.allowedChannels;
  const groups = entry ? entry.userGroupIds : hold.allowedUserGroupIds;
  if (!channels.includes(seller.channel)) return false;
  return groups.length === 0 || (seller.userGroupId !== null && groups.includes(seller.userGroupId));
}
