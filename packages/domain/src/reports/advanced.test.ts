import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AdvancedCell, advancedLayoutProblem, canSeeAdvancedReport, pivot } from './advanced';
import { reportsAllowed } from './catalogue';

describe('advanced reporting layouts', () => {
  it('need a measure, one or two row dimensions, at most one column, each once', () => {
    expect(advancedLayoutProblem({ measures: ['tickets'], rows: ['event'], columns: [] })).toBeNull();
    expect(advancedLayoutProblem({ measures: [], rows: ['event'], columns: [] })).toBe('measures');
    expect(advancedLayoutProblem({ measures: ['tickets', 'tickets'], rows: ['event'], columns: [] })).toBe(
      'measures',
    );
    expect(advancedLayoutProblem({ measures: ['tickets'], rows: [], columns: [] })).toBe('rows');
    expect(advancedLayoutProblem({ measures: ['tickets'], rows: ['event'], columns: ['event'] })).toBe(
      'columns',
    );
    expect(
      advancedLayoutProblem({ measures: ['tickets'], rows: ['event'], columns: ['channel', 'day'] }),
    ).toBe('columns');
  });
});

describe('pivot', () => {
  const cells: AdvancedCell[] = [
    { keys: { event: 'Hamlet', channel: 'boxOffice' }, values: { tickets: 2, revenue: 5000 } },
    { keys: { event: 'Hamlet', channel: 'web' }, values: { tickets: 1, revenue: 2500 } },
    { keys: { event: 'Cats', channel: 'web' }, values: { tickets: 4, revenue: 8000 } },
  ];

  it('lays the groups out by row and column with totals', () => {
    const table = pivot(cells, { measures: ['tickets', 'revenue'], rows: ['event'], columns: ['channel'] });
    expect(table.rowKeys).toEqual([['Cats'], ['Hamlet']]);
    expect(table.columnKeys).toEqual(['boxOffice', 'web']);
    expect(table.values).toEqual([
      [
        [0, 0],
        [4, 8000],
      ],
      [
        [2, 5000],
        [1, 2500],
      ],
    ]);
    expect(table.rowTotals).toEqual([
      [4, 8000],
      [3, 7500],
    ]);
    expect(table.columnTotals).toEqual([
      [2, 5000],
      [5, 10500],
    ]);
    expect(table.grandTotal).toEqual([7, 15500]);
  });

  it('without a column dimension has one column', () => {
    const table = pivot(cells, { measures: ['tickets'], rows: ['event'], columns: [] });
    expect(table.columnKeys).toEqual(['']);
    expect(table.values).toEqual([[[4]], [[3]]]);
  });

  it('row, column and grand totals always agree with the groups (property)', () => {
    const cell = fc.record({
      keys: fc.record({ event: fc.constantFrom('A', 'B', 'C'), day: fc.constantFrom('1', '2') }),
      values: fc.record({ tickets: fc.integer({ min: 0, max: 1000 }) }),
    });
    fc.assert(
      fc.property(fc.array(cell), (list) => {
        const table = pivot(list, { measures: ['tickets'], rows: ['event'], columns: ['day'] });
        const sum = list.reduce((s, c) => s + (c.values.tickets ?? 0), 0);
        expect(table.grandTotal[0]).toBe(sum);
        expect(table.rowTotals.reduce((s, r) => s + (r[0] ?? 0), 0)).toBe(sum);
        expect(table.columnTotals.reduce((s, r) => s + (r[0] ?? 0), 0)).toBe(sum);
      }),
    );
  });
});

describe('who sees a saved report', () => {
  const own = { userId: 1, reportAccount: null, role: 'BoxOfficeSupervisor' as const, userGroupId: 10 };
  const other = { userId: 2, reportAccount: null, role: 'BoxOfficeSupervisor' as const, userGroupId: 20 };
  const admin = { userId: 3, reportAccount: null, role: 'Admin' as const, userGroupId: null };

  it('keeps My Reports to their author', () => {
    const report = { ownerUserId: 1, ownerAccount: null, shared: false, userGroupIds: [] };
    expect(canSeeAdvancedReport(report, own)).toBe(true);
    expect(canSeeAdvancedReport(report, other)).toBe(false);
    expect(canSeeAdvancedReport(report, admin)).toBe(false);
  });

  it('shows a shared report to every group until the tool names some', () => {
    expect(
      canSeeAdvancedReport({ ownerUserId: 1, ownerAccount: null, shared: true, userGroupIds: [] }, other),
    ).toBe(true);
    const limited = { ownerUserId: 1, ownerAccount: null, shared: true, userGroupIds: [10] };
    expect(canSeeAdvancedReport(limited, other)).toBe(false);
    expect(canSeeAdvancedReport(limited, { ...other, userGroupId: 10 })).toBe(true);
    expect(canSeeAdvancedReport(limited, admin)).toBe(true);
    expect(canSeeAdvancedReport(limited, { ...other, userGroupId: null })).toBe(false);
  });
});

describe('the reports a group allows', () => {
  const policy = (reports: string[] | null) =>
    ({
      role: 'BoxOfficeSupervisor',
      restrictions: { reports },
    }) as unknown as Parameters<typeof reportsAllowed>[0];

  it('are every report without a list, and those it names by id or name with one', () => {
    expect(reportsAllowed(policy(null))).toContain('advanced-reporting');
    expect(reportsAllowed(policy(null))).toContain('seat-audit');
    expect(reportsAllowed(policy(['Inventory', 'advanced-reporting']))).toEqual([
      'advanced-reporting',
      'inventory',
    ]);
  });
});
