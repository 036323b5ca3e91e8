import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessibleRenewalAllowed, renewalRefusal, renewalStatus, renewalTotals } from './season-renewals';

const deadline = new Date('2027-02-01T00:00:00Z');
const before = new Date('2027-01-31T23:59:59Z');

describe('renewalStatus', () => {
  it('is renewed once an order holds it, whatever was stored', () => {
    for (const stored of ['held', 'unavailable', 'released'] as const)
      expect(renewalStatus({ stored, renewed: true })).toBe('renewed');
  });
  it('is pending while held, else what was stored', () => {
    expect(renewalStatus({ stored: 'held', renewed: false })).toBe('pending');
    expect(renewalStatus({ stored: 'released', renewed: false })).toBe('released');
    expect(renewalStatus({ stored: 'unavailable', renewed: false })).toBe('unavailable');
  });
});

describe('renewalRefusal', () => {
  it('lets a held renewal be renewed before the deadline only', () => {
    expect(renewalRefusal({ stored: 'held', renewed: false }, deadline, before)).toBeNull();
    expect(renewalRefusal({ stored: 'held', renewed: false }, deadline, deadline)).toBe(
      'purchase.season_renewal_deadline_passed',
    );
    expect(renewalRefusal({ stored: 'held', renewed: false }, null, before)).toBe(
      'purchase.season_renewal_deadline_passed',
    );
  });
  it('refuses one renewed already, and one whose seats are not held', () => {
    expect(renewalRefusal({ stored: 'held', renewed: true }, deadline, before)).toBe(
      'purchase.season_renewal_already_renewed',
    );
    expect(renewalRefusal({ stored: 'released', renewed: false }, deadline, before)).toBe(
      'purchase.season_renewal_not_held',
    );
  });
});

describe('accessibleRenewalAllowed', () => {
  const seat = (adaType: string | null) => ({ adaType });
  it('needs nothing for seats without an accessibility type', () => {
    expect(
      accessibleRenewalAllowed([seat(null), seat('')], {
        accessibleSeatingRenewals: false,
        seasonPackageManagement: false,
      }),
    ).toBe(true);
  });
  it('needs both rights for an accessible seat', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (a, m) => {
        const ok = accessibleRenewalAllowed([seat(null), seat('Wheelchair')], {
          accessibleSeatingRenewals: a,
          seasonPackageManagement: m,
        });
        expect(ok).toBe(a && m);
      }),
    );
  });
});

describe('renewalTotals', () => {
  it('counts every status, zero for the absent ones', () => {
    expect(renewalTotals(['renewed', 'pending', 'pending'])).toEqual({
      renewed: 1,
      pending: 2,
      released: 0,
      unavailable: 0,
    });
  });
});
