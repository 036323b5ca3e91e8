import {
  ADDRESS_GUESS_LIMIT,
  adminRoleIds,
  EMAIL_GUESS_LIMIT,
  guessBlockedUntil,
  guessingBlocked,
  guessWaitSeconds,
  mayActOnUser,
  mayGrantRole,
  userRank,
} from '@tessera/domain';
import { describe, expect, it } from 'vitest';

const operator = { id: 1, accountId: 10, role: 'Admin', platformOperator: true };
const admin = { id: 2, accountId: 10, role: 'Admin', platformOperator: false };
const otherAdmin = { id: 3, accountId: 10, role: 'Admin', platformOperator: false };
const supervisor = { id: 4, accountId: 10, role: 'BoxOfficeSupervisor', platformOperator: false };
const agent = { id: 5, accountId: 10, role: 'CallCenter', platformOperator: false };
const elsewhere = { id: 6, accountId: 11, role: 'CallCenter', platformOperator: false };

describe('mayActOnUser', () => {
  it('never lets anyone act on a user who outranks them, the platform operator above all', () => {
    expect(mayActOnUser(admin, operator)).toBe(false);
    expect(mayActOnUser(supervisor, admin)).toBe(false);
    expect(mayActOnUser(agent, supervisor)).toBe(false);
  });

  it('lets users act on their equals, those below them and themselves, within their account only', () => {
    expect(mayActOnUser(admin, otherAdmin)).toBe(true);
    expect(mayActOnUser(admin, agent)).toBe(true);
    expect(mayActOnUser(operator, admin)).toBe(true);
    expect(mayActOnUser(operator, operator)).toBe(true);
    expect(mayActOnUser(agent, agent)).toBe(true);
    expect(mayActOnUser(admin, elsewhere)).toBe(false);
    expect(mayActOnUser({ ...operator, accountId: 11 }, admin)).toBe(false);
  });

  it('ranks the operator, then admins, then supervisors, then every other role', () => {
    expect(userRank(operator)).toBeGreaterThan(userRank(admin));
    expect(userRank(admin)).toBeGreaterThan(userRank(supervisor));
    expect(userRank(supervisor)).toBeGreaterThan(userRank(agent));
    expect(userRank({ role: 'TicketTaker', platformOperator: false })).toBe(userRank(agent));
  });

  it('lets nobody give a role above their own', () => {
    for (const role of adminRoleIds) expect(mayGrantRole(admin, role)).toBe(true);
    expect(mayGrantRole(supervisor, 'Admin')).toBe(false);
    expect(mayGrantRole(supervisor, 'EventAdmin')).toBe(true);
    expect(mayGrantRole(agent, 'BoxOfficeSupervisor')).toBe(false);
  });
});

describe('guess limits', () => {
  it('waits only past the free failures, doubling up to the ceiling', () => {
    expect(guessWaitSeconds(ADDRESS_GUESS_LIMIT, 3)).toBe(0);
    expect(guessWaitSeconds(ADDRESS_GUESS_LIMIT, 4)).toBe(60);
    expect(guessWaitSeconds(ADDRESS_GUESS_LIMIT, 5)).toBe(120);
    expect(guessWaitSeconds(ADDRESS_GUESS_LIMIT, 6)).toBe(240);
    expect(guessWaitSeconds(ADDRESS_GUESS_LIMIT, 1000)).toBe(ADDRESS_GUESS_LIMIT.maxWaitSeconds);
    expect(guessWaitSeconds(EMAIL_GUESS_LIMIT, EMAIL_GUESS_LIMIT.freeFailures - 1)).toBe(0);
    expect(guessWaitSeconds(EMAIL_GUESS_LIMIT, 1000)).toBe(EMAIL_GUESS_LIMIT.maxWaitSeconds);
  });

  it('ends every wait: nothing a guesser does locks an email for good', () => {
    const at = new Date('2026-11-22T15:00:00Z');
    const until = guessBlockedUntil(EMAIL_GUESS_LIMIT, 10_000, at)!;
    expect(guessingBlocked(until, new Date(at.getTime() + 1000))).toBe(true);
    expect(guessingBlocked(until, new Date(at.getTime() + EMAIL_GUESS_LIMIT.maxWaitSeconds * 1000))).toBe(
      false,
    );
    expect(guessBlockedUntil(ADDRESS_GUESS_LIMIT, 1, at)).toBeNull();
    expect(guessingBlocked(null, at)).toBe(false);
  });
});
