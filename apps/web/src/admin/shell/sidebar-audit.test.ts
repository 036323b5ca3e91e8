import { type AdminRole, effectivePermissions } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { adminRoutes, inSidebarFor } from '@/admin/routes';
import { sidebarEntries } from './sidebar-entries';

/**
 * The sidebar audit of decisions/0093: the spec's list ("Admin sidebar"), in its order, as each
 * role sees it, with the account's features on or off.
 */
const allFeatures = {
  advancedReporting: true,
  seasonTickets: true,
  ticketTransfer: true,
  nimbus: true,
  eventPlans: true,
  groupSalesModule: true,
};
const noFeatures = Object.fromEntries(Object.keys(allFeatures).map((k) => [k, false]));

function sidebarOf(
  role: AdminRole,
  features: Record<string, boolean>,
  options: { groupPermissions?: string[]; platformOperator?: boolean; reports?: string[] } = {},
) {
  const permissions = effectivePermissions({
    role,
    permissions: options.groupPermissions ?? [],
    platformOperator: options.platformOperator,
  });
  return sidebarEntries(
    adminRoutes.filter((route) => inSidebarFor(route, permissions, features, options.reports)),
  ).map((entry) =>
    entry.kind === 'link' ? entry.route.id : `${entry.id}: ${entry.routes.map((r) => r.id).join(', ')}`,
  );
}

describe('the admin sidebar against the spec’s list', () => {
  it('an administrator of an account with every feature sees every entry the product has, where the spec puts it', () => {
    const entries = sidebarOf('Admin', allFeatures);
    expect(entries.slice(0, 5)).toEqual([
      'dashboard',
      'sellTickets: sellTickets, sellSeasonPackages, sellGroupSales, sellGiftCertificate, sellMembership',
      'requestTickets',
      'clients',
      'groupSalesRequests',
    ]);
    // Reports in the spec's headings' order: accounting and finance, group sales module, guest
    // manifest and inventory, sales, UK theatres, then manage scheduled reports.
    expect(entries[5]).toMatch(
      /^reports: reportAdvanced, reportSeatAudit, reportPaymentsAudit, reportTransactions, reportTransactionsV2, reportGroupCommissions, reportGroupPayment, reportGuestManifest, reportInventory, reportPromotions, reportSales, reportAdvanceSales, reportDailyFigures, reportUkPayments, reportPaymentsV2, reportSalesByTransactionDate, reportWeeklyEventSales, reportScheduled$/,
    );
    expect(entries.slice(6)).toEqual([
      'orders: orders, savedBaskets',
      'customers',
      'events: events, eventTemplates, eventPlans, seatHistory',
      'paymentPlans',
      'seasonPackages',
      'venues',
      'houseSeatsRequests',
      expect.stringMatching(/^tools: tools, posSettings, /),
      'accountSettings',
      'seatSettings',
      'api: webhooks, technicalDocumentation, adminErrorsDocumentation, purchasingErrorsDocumentation',
    ]);
  });

  it('leaves out the season, event plans and group sales entries of an account without those features', () => {
    const entries = sidebarOf('Admin', noFeatures).join(' | ');
    for (const id of [
      'sellSeasonPackages',
      'seasonPackages',
      'eventPlans',
      'sellGroupSales',
      'clients',
      'groupSalesRequests',
      'reportGroupCommissions',
      'reportGroupPayment',
      'reportAdvanced',
      'manageAdvancedReportPermissions',
      'setSsrsUsername',
    ]) {
      expect(entries).not.toMatch(new RegExp(`\\b${id}\\b`));
    }
    expect(entries).toContain('events: events, eventTemplates, seatHistory');
    expect(entries).toContain('sellTickets: sellTickets, sellGiftCertificate, sellMembership');
  });

  it('a POS seller sees selling, orders and customers, and no POS settings', () => {
    expect(sidebarOf('PointOfSale', allFeatures)).toEqual([
      'dashboard',
      'sellTickets: sellTickets, sellSeasonPackages, sellGroupSales, sellGiftCertificate, sellMembership',
      'requestTickets',
      'clients',
      'groupSalesRequests',
      'orders: orders, savedBaskets',
      'customers',
      'houseSeatsRequests',
      'tools: tools, utilityObjects, bulkDownloadTickets, serverErrors',
      'api: technicalDocumentation, adminErrorsDocumentation, purchasingErrorsDocumentation',
    ]);
  });

  it('POS settings sit second under Tools for whoever manages account settings; the super admin’s tools follow', () => {
    expect(sidebarOf('Admin', allFeatures).find((e) => e.startsWith('tools:'))).toMatch(
      /^tools: tools, posSettings, (?!accounts)/,
    );
    expect(
      sidebarOf('Admin', allFeatures, { platformOperator: true }).find((e) => e.startsWith('tools:')),
    ).toMatch(/^tools: tools, posSettings, accounts, manageFeatures, changeLogLevel, cacheClear, /);
    expect(sidebarOf('EventAdmin', allFeatures).join(' ')).not.toContain('posSettings');
  });

  it('set SSRS username is for user managers of an account with advanced reporting; utility objects for those who see orders', () => {
    const tools = (role: Parameters<typeof sidebarOf>[0], features: Parameters<typeof sidebarOf>[1]) =>
      sidebarOf(role, features).find((e) => e.startsWith('tools:')) ?? '';
    expect(tools('Admin', allFeatures)).toMatch(/\bsetSsrsUsername\b.*\butilityObjects\b/);
    expect(tools('Admin', noFeatures)).not.toContain('setSsrsUsername');
    expect(tools('Admin', noFeatures)).toContain('utilityObjects');
    expect(tools('EventAdmin', allFeatures)).not.toContain('setSsrsUsername');
  });

  it('a box office supervisor’s group permissions open the events, venues and payment plans entries', () => {
    const without = sidebarOf('BoxOfficeSupervisor', allFeatures).join(' | ');
    expect(without).not.toMatch(/events: |venues|paymentPlans/);
    const withThem = sidebarOf('BoxOfficeSupervisor', allFeatures, {
      groupPermissions: ['events', 'venues', 'paymentPlanManagement'],
    }).join(' | ');
    expect(withThem).toMatch(/events: events, eventPlans/);
    expect(withThem).toContain('venues');
    expect(withThem).toContain('paymentPlans');
  });
});

describe('the user group’s restrict-reports list', () => {
  it('leaves the reports it does not name out of the sidebar, and keeps manage scheduled reports', () => {
    const entries = sidebarOf('BoxOfficeSupervisor', allFeatures, {
      reports: ['inventory', 'advanced-reporting'],
    });
    expect(entries.find((e) => e.startsWith('reports:'))).toBe(
      'reports: reportAdvanced, reportInventory, reportScheduled',
    );
    const unrestricted = sidebarOf('BoxOfficeSupervisor', allFeatures).find((e) => e.startsWith('reports:'));
    expect(unrestricted).toContain('reportSeatAudit');
  });

  it('names every report screen by the id the server checks', () => {
    const ids = adminRoutes.filter((r) => r.path.startsWith('reports/') && r.id !== 'reportScheduled');
    expect(ids.every((r) => r.report && r.path === `reports/${r.report}`)).toBe(true);
  });
});

describe('a screen the spec’s order does not name', () => {
  it('goes where the section’s * stands: before manage scheduled reports', () => {
    const extra = { ...adminRoutes.find((r) => r.id === 'reportSales')!, id: 'reportSomethingNew' };
    const reports = sidebarEntries([...adminRoutes, extra]).find(
      (e) => e.kind === 'section' && e.id === 'reports',
    );
    const ids = reports?.kind === 'section' ? reports.routes.map((r) => r.id) : [];
    expect(ids.slice(-2)).toEqual(['reportSomethingNew', 'reportScheduled']);
  });
});
