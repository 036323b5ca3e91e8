import { describe, expect, it } from 'vitest';
import {
  addMonths,
  membershipStatus,
  newMembershipPeriod,
  priceLevelOpenTo,
  reminderAt,
  renewMembership,
} from '../src/memberships';

const terms = { durationMonths: 12, renewalWindowDays: 30, reminderDays: 14 };
const at = (iso: string) => new Date(iso);

describe('membership periods', () => {
  it('adds whole months, keeping the time of day', () => {
    expect(addMonths(at('2026-03-15T10:30:00Z'), 12).toISOString()).toBe('2027-03-15T10:30:00.000Z');
    expect(addMonths(at('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  it('clamps a day the target month lacks to its last day', () => {
    expect(addMonths(at('2027-01-31T12:00:00Z'), 1).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(addMonths(at('2028-01-31T12:00:00Z'), 1).toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });

  it('a new membership runs the level duration from the sale', () => {
    const p = newMembershipPeriod({ durationMonths: 6 }, at('2026-05-01T09:00:00Z'));
    expect(p.startsAt.toISOString()).toBe('2026-05-01T09:00:00.000Z');
    expect(p.expiresAt.toISOString()).toBe('2026-11-01T09:00:00.000Z');
  });

  it('is active until its expiry, then expired', () => {
    const exp = at('2027-01-01T00:00:00Z');
    expect(membershipStatus(exp, at('2026-12-31T23:59:59Z'))).toBe('active');
    expect(membershipStatus(exp, exp)).toBe('expired');
  });

  it('sends the reminder the level’s days before the expiry', () => {
    expect(reminderAt(terms, at('2027-01-15T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('renewal', () => {
  const expires = at('2027-06-30T00:00:00Z');

  it('is refused before the renewal window opens', () => {
    const r = renewMembership(terms, expires, at('2027-05-30T00:00:00Z'));
    expect(r).toEqual({
      ok: false,
      code: 'purchase.membership_renewal_not_open',
      opensAt: at('2027-05-31T00:00:00Z'),
    });
  });

  it('extends from the current expiry inside the window (no days lost)', () => {
    const r = renewMembership(terms, expires, at('2027-06-10T00:00:00Z'));
    expect(r).toEqual({ ok: true, periodStart: expires, expiresAt: at('2028-06-30T00:00:00Z') });
  });

  it('starts again from today once lapsed', () => {
    const now = at('2027-09-01T08:00:00Z');
    const r = renewMembership(terms, expires, now);
    expect(r).toEqual({ ok: true, periodStart: now, expiresAt: at('2028-09-01T08:00:00Z') });
  });
});

describe('price levels gated by tags', () => {
  const open = { customerTags: [], membershipTags: [] };
  const members = { customerTags: [], membershipTags: ['Gold', 'Silver'] };
  const friends = { customerTags: ['Friend'], membershipTags: [] };

  it('a level without tags sells to anyone, even with no customer', () => {
    expect(priceLevelOpenTo(open, null)).toBe(true);
  });

  it('a members level needs one of its tags from an active membership', () => {
    expect(priceLevelOpenTo(members, null)).toBe(false);
    expect(priceLevelOpenTo(members, { customerTags: ['gold'], membershipTags: [] })).toBe(false);
    expect(priceLevelOpenTo(members, { customerTags: [], membershipTags: ['silver'] })).toBe(true);
  });

  it('customer tags are met by the customer or by a membership benefit', () => {
    expect(priceLevelOpenTo(friends, { customerTags: ['Friend'], membershipTags: [] })).toBe(true);
    expect(priceLevelOpenTo(friends, { customerTags: [], membershipTags: ['friend'] })).toBe(true);
    expect(priceLevelOpenTo(friends, { customerTags: ['Donor'], membershipTags: [] })).toBe(false);
  });
});
