import { type HoldReach, holdVisibleTo } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

const webHold: HoldReach = {
  actAsKill: false,
  allowedChannels: ['Web', 'PointOfSale'],
  allowedUserGroupIds: [],
};
const web = { channel: 'Web' as const, userGroupId: null };
const boxOffice = (userGroupId: number | null) => ({ channel: 'PointOfSale' as const, userGroupId });

describe('who sees a hold’s seats in an event', () => {
  it('without a template entry: the hold’s own channels and groups, as before', () => {
    expect(holdVisibleTo(webHold, undefined, web)).toBe(true);
    expect(holdVisibleTo(webHold, undefined, { channel: 'CallCenter', userGroupId: null })).toBe(false);
    const grouped = { ...webHold, allowedUserGroupIds: [3] };
    expect(holdVisibleTo(grouped, undefined, boxOffice(3))).toBe(true);
    expect(holdVisibleTo(grouped, undefined, boxOffice(4))).toBe(false);
  });

  it('with a template entry: its channels in place of the hold’s', () => {
    const entry = { holdId: 1, channels: ['PointOfSale'], userGroupIds: [] };
    expect(holdVisibleTo(webHold, entry, web)).toBe(false);
    expect(holdVisibleTo(webHold, entry, boxOffice(null))).toBe(true);
  });

  it('with user groups listed: only staff of those groups, never a web buyer', () => {
    const entry = { holdId: 1, channels: ['PointOfSale', 'Web'], userGroupIds: [7] };
    expect(holdVisibleTo(webHold, entry, boxOffice(7))).toBe(true);
    expect(holdVisibleTo(webHold, entry, boxOffice(8))).toBe(false);
    expect(holdVisibleTo(webHold, entry, web)).toBe(false);
  });

  it('never a kill hold, whatever the entry says', () => {
    const kill = { ...webHold, actAsKill: true };
    expect(holdVisibleTo(kill, { holdId: 1, channels: ['Web'], userGroupIds: [] }, web)).toBe(false);
  });
});
