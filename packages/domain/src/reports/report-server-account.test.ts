import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSeeAdvancedReport } from './advanced';
import { ownsReport, reportServerAccountProblem, sameReportServerAccount } from './report-server-account';

describe('report-server account names', () => {
  it('takes DOMAIN\\user and user, refuses anything else', () => {
    for (const ok of ['jsmith', 'VENUE\\jsmith', 'box.office-2', 'a_b'])
      expect(reportServerAccountProblem(ok)).toBeNull();
    for (const bad of [
      '',
      ' jsmith',
      'j smith',
      'a\\b\\c',
      '\\jsmith',
      'VENUE\\',
      'jo@venue.com',
      'x'.repeat(65),
    ]) {
      expect(reportServerAccountProblem(bad)).toBe('admin.report_server_account_invalid');
    }
  });

  it('compares names without regard to case', () => {
    expect(sameReportServerAccount('VENUE\\JSmith', 'venue\\jsmith')).toBe(true);
    expect(sameReportServerAccount(null, null)).toBe(false);
  });
});

describe('who owns a saved report', () => {
  it('belongs to whoever holds its account now, not to the colleague who saved it', () => {
    const report = { ownerUserId: 1, ownerAccount: 'VENUE\\boxoffice', shared: false, userGroupIds: [] };
    const newcomer = {
      userId: 2,
      reportAccount: 'venue\\BOXOFFICE',
      role: 'BoxOfficeSupervisor' as const,
      userGroupId: null,
    };
    const departed = {
      userId: 1,
      reportAccount: null,
      role: 'BoxOfficeSupervisor' as const,
      userGroupId: null,
    };
    expect(canSeeAdvancedReport(report, newcomer)).toBe(true);
    expect(canSeeAdvancedReport(report, departed)).toBe(false);
  });

  it('a report saved without an account is its author’s while they have none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (author, viewer) => {
        expect(
          ownsReport({ ownerUserId: author, ownerAccount: null }, { userId: viewer, reportAccount: null }),
        ).toBe(author === viewer);
        expect(
          ownsReport({ ownerUserId: author, ownerAccount: null }, { userId: viewer, reportAccount: 'x' }),
        ).toBe(false);
      }),
    );
  });
});
