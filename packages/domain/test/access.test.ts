import {
  adminRoleIds,
  adminUserRoles,
  effectivePermissions,
  groupPermissions,
  hasPermission,
  passwordProblems,
  permissions,
  platformPermissions,
  roleName,
  sessionEndsAt,
  userGroupProblems,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('permissions', () => {
  it('gives admins every account permission but not the platform tools', () => {
    expect(hasPermission({ role: 'Admin', permissions: [] }, 'refundsAndCancellations')).toBe(true);
    expect(hasPermission({ role: 'Admin', permissions: [] }, 'manageUsers')).toBe(true);
    expect(hasPermission({ role: 'Admin', permissions: [] }, 'manageAccounts')).toBe(false);
  });
  it('opens the platform tools to the platform operator only', () => {
    for (const role of adminRoleIds) {
      for (const p of platformPermissions) {
        expect(hasPermission({ role, permissions: [...permissions] }, p)).toBe(false);
        expect(hasPermission({ role, permissions: [], platformOperator: true }, p)).toBe(true);
      }
    }
  });
  it('gives other roles only what their user group grants, where it applies to the role', () => {
    const agent = { role: 'CallCenter' as const, permissions: ['priceOverride', 'bulkEditSeats'] };
    expect(hasPermission(agent, 'priceOverride')).toBe(true);
    expect(hasPermission(agent, 'refundsAndCancellations')).toBe(false);
    // Bulk seat editing is a supervisor's setting (spec §6).
    expect(hasPermission(agent, 'bulkEditSeats')).toBe(false);
    expect(
      hasPermission({ role: 'BoxOfficeSupervisor', permissions: ['bulkEditSeats'] }, 'bulkEditSeats'),
    ).toBe(true);
  });
  it('never gives refunds to roles that cannot see orders', () => {
    for (const role of ['Partner', 'TicketTaker'] as const) {
      expect(hasPermission({ role, permissions: [...groupPermissions] }, 'refundsAndCancellations')).toBe(
        false,
      );
    }
  });
  it('lets a ticket taker scan and nothing else of the back office', () => {
    expect(effectivePermissions({ role: 'TicketTaker', permissions: [] })).toEqual(['scanTickets']);
  });
  it('never grants more than the group plus the role opens (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...adminRoleIds), fc.subarray([...groupPermissions]), (role, granted) => {
        const held = effectivePermissions({ role, permissions: granted });
        for (const p of held.filter((x) => (groupPermissions as readonly string[]).includes(x))) {
          expect(role === 'Admin' || granted.includes(p as never)).toBe(true);
        }
      }),
    );
  });
  it('names the spec’s eight roles and the ticket taker', () => {
    expect(adminUserRoles).toHaveLength(9);
    expect(roleName('BoxOfficeSupervisor')).toBe('Box office supervisor');
    expect(roleName('PointOfSale')).toBe('POS');
    expect(roleName('TicketTaker')).toBe('Ticket taker');
  });
});

describe('user group rules', () => {
  it('needs season package management for accessible seating on renewals', () => {
    expect(
      userGroupProblems({
        permissions: ['accessibleSeatingRenewals'],
        eventsScope: 'all',
        eventsScopeIds: [],
      }),
    ).toEqual([{ field: 'permissions', code: 'renewals_need_season_packages' }]);
    expect(
      userGroupProblems({
        permissions: ['accessibleSeatingRenewals', 'seasonPackageManagement'],
        eventsScope: 'all',
        eventsScopeIds: [],
      }),
    ).toEqual([]);
  });
  it('needs ids for an events scope by template or venue', () => {
    expect(userGroupProblems({ permissions: [], eventsScope: 'venues', eventsScopeIds: [] })).toEqual([
      { field: 'eventsScopeIds', code: 'scope_needs_ids' },
    ]);
  });
});

describe('password policy', () => {
  it('asks for 8 characters with lower and upper case, a number and a symbol', () => {
    expect(passwordProblems('Correct-Horse-9!')).toEqual([]);
    expect(passwordProblems('short')).toEqual([
      'too_short',
      'needs_uppercase',
      'needs_number',
      'needs_symbol',
    ]);
    expect(passwordProblems('ALLUPPER1!')).toEqual(['needs_lowercase']);
  });
  it('accepts any password that has every kind of character and is long enough (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4 }), (tail) => {
        expect(passwordProblems(`aA1!${tail}`)).toEqual([]);
      }),
    );
  });
});

describe('session expiry', () => {
  it('ends a session at the earlier of idle and absolute expiry', () => {
    const lastSeenAt = new Date('2026-01-01T10:00:00Z');
    expect(
      sessionEndsAt({
        lastSeenAt,
        idleMinutes: 30,
        expiresAt: new Date('2026-01-01T20:00:00Z'),
      }).toISOString(),
    ).toBe('2026-01-01T10:30:00.000Z');
    expect(
      sessionEndsAt({
        lastSeenAt,
        idleMinutes: 30,
        expiresAt: new Date('2026-01-01T10:10:00Z'),
      }).toISOString(),
    ).toBe('2026-01-01T10:10:00.000Z');
  });
});
