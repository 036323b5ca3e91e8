import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessibleRenewalAllowed,
  renewalEventsChosen,
  renewalEventsNeeded,
  renewalRefusal,
  renewalSaleRefusal,
  renewalStatus,
  renewalTotals,
} from './season-renewals';

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

describe('renewalSaleRefusal', () => {
  const opens = new Date('2027-03-01T10:00:00Z');
  const notYet = { reason: 'not_yet_on_sale' as const, channel: 'Web' as const, at: opens };
  const deadline = new Date('2027-02-15T10:00:00Z');
  it('lets a renewal sell before the on-sale date until its deadline', () => {
    expect(renewalSaleRefusal(notYet, deadline, new Date('2027-02-01T10:00:00Z'))).toBeNull();
  });
  it('keeps the on-sale date from the deadline on, and without a deadline', () => {
    expect(renewalSaleRefusal(notYet, deadline, deadline)).toBe(notYet);
    expect(renewalSaleRefusal(notYet, null, new Date('2027-02-01T10:00:00Z'))).toBe(notYet);
  });
  it('keeps every other refusal and lets an event on sale sell', () => {
    const off = { reason: 'admin_off_sale' as const, at: deadline };
    expect(renewalSaleRefusal(off, deadline, new Date('2027-02-01T10:00:00Z'))).toBe(off);
    expect(renewalSaleRefusal(null, deadline, new Date('2027-02-01T10:00:00Z'))).toBeNull();
  });
});

describe('flex renewals (decisions/0119)', () => {
  const flex = { kind: 'flex', chooseCount: 2 } as const;
  const fixed = { kind: 'fixed', chooseCount: null } as const;

  it('holds a fixed renewal in every event, a flex one in at least N', () => {
    expect(renewalEventsNeeded(fixed, 3)).toBe(3);
    expect(renewalEventsNeeded(flex, 3)).toBe(2);
    expect(renewalEventsNeeded({ kind: 'flex', chooseCount: 5 }, 3)).toBe(3);
  });

  it('takes a fixed renewal’s every held event and refuses a choice on it', () => {
    expect(renewalEventsChosen(fixed, [3, 1, 2], undefined)).toEqual({ eventIds: [1, 2, 3] });
    expect(renewalEventsChosen(fixed, [1, 2], [1])).toEqual({ error: 'purchase.season_package_events' });
  });

  it('takes exactly N distinct held events of a flex renewal', () => {
    expect(renewalEventsChosen(flex, [1, 2, 3], [3, 1])).toEqual({ eventIds: [1, 3] });
    for (const chosen of [undefined, [1], [1, 2, 3], [1, 1]])
      expect(renewalEventsChosen(flex, [1, 2, 3], chosen)).toEqual({
        error: 'purchase.season_package_events',
      });
    expect(renewalEventsChosen(flex, [1, 2], [1, 3])).toEqual({ error: 'purchase.season_renewal_events' });
  });

  it('never answers an event whose seat is not held, nor another count than N', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }),
        (held, chosen) => {
          const answer = renewalEventsChosen(flex, held, chosen);
          if ('eventIds' in answer) {
            expect(answer.eventIds).toHaveLength(2);
            for (const id of answer.eventIds) expect(held).toContain(id);
          }
        },
      ),
    );
  });
});
