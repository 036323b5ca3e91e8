import { adminUserRoles, hasPermission, roleName } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

describe('permissions', () => {
  it('gives admins every permission', () => {
    expect(hasPermission({ role: 'Admin', permissions: [] }, 'refundsAndCancellations')).toBe(true);
  });
  it('gives other roles only what their user group grants', () => {
    const agent = { role: 'CallCenter' as const, permissions: ['priceOverride' as const] };
    expect(hasPermission(agent, 'priceOverride')).toBe(true);
    expect(hasPermission(agent, 'refundsAndCancellations')).toBe(false);
  });
  it('names the spec’s eight roles', () => {
    expect(adminUserRoles).toHaveLength(8);
    expect(roleName('BoxOfficeSupervisor')).toBe('Box office supervisor');
    expect(roleName('PointOfSale')).toBe('POS');
  });
});
