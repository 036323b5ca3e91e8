import {
  adminRoleIds,
  duplicatePriceChangeItem,
  faceValue,
  hasPermission,
  isFinalPriceChange,
  mayDecidePriceChange,
  offsetTypes,
  priceChangeActions,
  priceChangeStatuses,
  priceChangeTransition,
  priceGrid,
  priceLevelArchiveCheck,
  priceLevelMayMove,
  priceLevelStates,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('archiving a price level (spec §4)', () => {
  const level = { id: 1, archived: false };
  const other = { id: 2, archived: false, sameEvent: true };

  it('never brings an archived level back', () => {
    expect(priceLevelMayMove('archived', 'active')).toBe(false);
    expect(priceLevelMayMove('active', 'archived')).toBe(true);
    for (const from of priceLevelStates) {
      for (const to of priceLevelStates) {
        expect(priceLevelMayMove(from, to)).toBe(from === 'active' && to === 'archived');
      }
    }
    expect(
      priceLevelArchiveCheck({ level: { id: 1, archived: true }, paintedPlaces: 0, replacement: null }),
    ).toEqual({ ok: false, code: 'admin.price_level_archived' });
  });

  it('needs a replacement when seats are painted with the level', () => {
    expect(priceLevelArchiveCheck({ level, paintedPlaces: 12, replacement: null })).toEqual({
      ok: false,
      code: 'admin.price_level_replacement_required',
    });
    expect(priceLevelArchiveCheck({ level, paintedPlaces: 12, replacement: other })).toEqual({
      ok: true,
      repaint: true,
    });
    expect(priceLevelArchiveCheck({ level, paintedPlaces: 0, replacement: null })).toEqual({
      ok: true,
      repaint: false,
    });
  });

  it('takes only another active level of the same event as the replacement', () => {
    const bad = [
      { ...other, id: 1 },
      { ...other, archived: true },
      { ...other, sameEvent: false },
    ];
    for (const replacement of bad) {
      for (const paintedPlaces of [0, 5]) {
        expect(priceLevelArchiveCheck({ level, paintedPlaces, replacement })).toEqual({
          ok: false,
          code: 'admin.price_level_replacement_invalid',
        });
      }
    }
  });

  it('never leaves painted seats without a level (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.nat(1000),
        fc.option(
          fc.record({ id: fc.integer({ min: 1, max: 4 }), archived: fc.boolean(), sameEvent: fc.boolean() }),
        ),
        (archived, paintedPlaces, replacement) => {
          const result = priceLevelArchiveCheck({ level: { id: 1, archived }, paintedPlaces, replacement });
          if (!result.ok) return;
          expect(archived).toBe(false);
          if (paintedPlaces > 0) {
            expect(replacement).not.toBeNull();
            expect(replacement!.id).not.toBe(1);
            expect(replacement!.archived).toBe(false);
            expect(replacement!.sameEvent).toBe(true);
          }
          expect(result.repaint).toBe(paintedPlaces > 0);
        },
      ),
    );
  });
});

describe('price change requests (spec §4: draft, approval requested, approved or denied)', () => {
  const allowed = new Set([
    'draft:edit',
    'draft:request_approval',
    'approval_requested:approve',
    'approval_requested:deny',
  ]);

  it('moves only along the spec’s transitions', () => {
    expect(priceChangeTransition('draft', 'request_approval')).toEqual({
      ok: true,
      to: 'approval_requested',
    });
    expect(priceChangeTransition('approval_requested', 'approve')).toEqual({ ok: true, to: 'approved' });
    expect(priceChangeTransition('approval_requested', 'deny')).toEqual({ ok: true, to: 'denied' });
    expect(priceChangeTransition('draft', 'edit')).toEqual({ ok: true, to: 'draft' });
    expect(priceChangeTransition('draft', 'approve')).toEqual({
      ok: false,
      code: 'admin.price_change_transition_invalid',
    });
  });

  it('accepts exactly the allowed moves, and nothing leaves a final state (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...priceChangeStatuses),
        fc.constantFrom(...priceChangeActions),
        (from, action) => {
          const result = priceChangeTransition(from, action);
          expect(result.ok).toBe(allowed.has(`${from}:${action}`));
          if (isFinalPriceChange(from)) expect(result.ok).toBe(false);
        },
      ),
    );
  });

  it('reaches a final state only through approval being requested (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...priceChangeActions), { maxLength: 12 }), (actions) => {
        let status: (typeof priceChangeStatuses)[number] = 'draft';
        const visited: string[] = [status];
        for (const action of actions) {
          const result = priceChangeTransition(status, action);
          if (result.ok) status = result.to;
          visited.push(status);
        }
        if (isFinalPriceChange(status)) expect(visited).toContain('approval_requested');
      }),
    );
  });

  it('lets someone other than the requester decide, or an administrator', () => {
    expect(mayDecidePriceChange({ userId: 7, role: 'EventAdmin' }, 7)).toBe(false);
    expect(mayDecidePriceChange({ userId: 8, role: 'EventAdmin' }, 7)).toBe(true);
    expect(mayDecidePriceChange({ userId: 7, role: 'Admin' }, 7)).toBe(true);
  });

  it('gives the approval right to administrators, and to event admins whose group grants it', () => {
    const verdicts = adminRoleIds.map((role) => [
      role,
      hasPermission({ role, permissions: ['approvePriceChanges'] }, 'approvePriceChanges'),
    ]);
    expect(Object.fromEntries(verdicts)).toMatchObject({
      Admin: true,
      EventAdmin: true,
      BoxOfficeSupervisor: false,
      CallCenter: false,
      Partner: false,
    });
    expect(hasPermission({ role: 'EventAdmin', permissions: [] }, 'approvePriceChanges')).toBe(false);
  });

  it('finds two lines that would set the same price', () => {
    expect(
      duplicatePriceChangeItem([
        { priceLevelId: 1, priceTypeId: null, price: 100 },
        { priceLevelId: 1, priceTypeId: 3, price: 100 },
        { priceLevelId: 2, priceTypeId: null, price: 100 },
      ]),
    ).toBe(-1);
    expect(
      duplicatePriceChangeItem([
        { priceLevelId: 1, priceTypeId: 3, price: 100 },
        { priceLevelId: 2, priceTypeId: null, price: 100 },
        { priceLevelId: 1, priceTypeId: 3, price: 200 },
      ]),
    ).toBe(2);
  });
});

describe('price grid', () => {
  const levels = [
    { id: 1, defaultPrice: 5000 },
    { id: 2, defaultPrice: 3000 },
  ];
  const types = [
    { id: 10, offsetType: 'Percentage' as const, defaultDiscount: 2000 },
    { id: 11, offsetType: 'FlatAmount' as const, defaultDiscount: 500 },
    { id: 12, offsetType: 'Table' as const, defaultDiscount: 0 },
  ];

  it('shows entered Table prices and works out the others', () => {
    const grid = priceGrid(levels, types, [{ priceLevelId: 1, priceTypeId: 12, price: 4200 }]);
    expect(grid.map((row) => row.map((c) => c.price))).toEqual([
      [4000, 4500, 4200],
      [2400, 2500, null],
    ]);
    expect(grid[0]!.map((c) => c.editable)).toEqual([false, false, true]);
  });

  it('agrees with faceValue in every cell (property)', () => {
    const level = fc.record({ id: fc.integer({ min: 1, max: 5 }), defaultPrice: fc.nat(1_000_000) });
    const type = fc.record({
      id: fc.integer({ min: 1, max: 5 }),
      offsetType: fc.constantFrom(...offsetTypes),
      defaultDiscount: fc.nat(10_000),
    });
    const entry = fc.record({
      priceLevelId: fc.integer({ min: 1, max: 5 }),
      priceTypeId: fc.integer({ min: 1, max: 5 }),
      price: fc.nat(1_000_000),
    });
    fc.assert(
      fc.property(
        fc.array(level, { maxLength: 4 }),
        fc.array(type, { maxLength: 4 }),
        fc.array(entry),
        (ls, ts, es) => {
          const grid = priceGrid(ls, ts, es);
          grid.forEach((row, i) => {
            row.forEach((cell, j) => {
              const expected = faceValue(ls[i]!, ts[j]!, es);
              expect(cell.price).toBe(expected.ok ? expected.faceValue : null);
              expect(cell.editable).toBe(ts[j]!.offsetType === 'Table');
            });
          });
        },
      ),
    );
  });
});
