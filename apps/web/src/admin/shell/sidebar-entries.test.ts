import { describe, expect, it } from 'vitest';
import { type AdminRoute, adminRoutes, mayOpen } from '@/admin/routes';
import { i18n, initBackOfficeI18n } from '@/i18n/i18n';
import { sidebarGroups } from './sidebar';
import { sidebarEntries } from './sidebar-entries';
import { externalSidebarLinks } from './staff-links';

function describeEntries(routes: readonly AdminRoute[]) {
  return sidebarEntries(routes).map((entry) =>
    entry.kind === 'link' ? entry.route.id : `${entry.id}: ${entry.routes.map((r) => r.id).join(', ')}`,
  );
}

describe('the admin sidebar', () => {
  it('follows the spec order and shows only screens that exist', () => {
    const entries = describeEntries(adminRoutes);
    expect(entries[0]).toBe('dashboard');
    expect(entries).toContain(
      'api: webhooks, technicalDocumentation, adminErrorsDocumentation, purchasingErrorsDocumentation',
    );
    // Groups come in the spec's order (events before tools before api), whatever exists.
    const sections = entries.filter((e) => e.includes(':')).map((e) => e.split(':')[0] ?? '');
    const order = sidebarGroups.map((g) => g.id as string);
    const positions = sections.map((g) => order.indexOf(g));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // A screen without a sidebar group (e.g. a detail page) never appears.
    expect(entries.join(' ')).not.toContain('eventTemplate,');
  });

  it('leaves out what the user may not open', () => {
    const callCenter = adminRoutes.filter((route) => mayOpen(route, ['refundsAndCancellations']));
    expect(describeEntries(callCenter)).toEqual([
      'dashboard',
      'tools: tools, bulkUpdateOrderDeliveryMethods, serverErrors, paymentProcessing',
      'api: technicalDocumentation, adminErrorsDocumentation, purchasingErrorsDocumentation',
    ]);
    const admin = adminRoutes.filter((route) =>
      mayOpen(route, ['accountSettings', 'manageUsers', 'viewMailOutbox']),
    );
    expect(describeEntries(admin)).toContain('accountSettings');
    expect(describeEntries(admin).join(' ')).not.toContain('manageFeatures');
  });

  it('lists the UK theatres reports under Reports in the spec’s order', () => {
    const reports = describeEntries(adminRoutes).find((e) => e.startsWith('reports:')) ?? '';
    expect(reports).toContain(
      'reportAdvanceSales, reportDailyFigures, reportUkPayments, reportPaymentsV2, reportSalesByTransactionDate, reportWeeklyEventSales',
    );
    const seller = adminRoutes.filter((route) => mayOpen(route, ['sellTickets', 'viewOrders']));
    expect(describeEntries(seller).join(' ')).not.toMatch(
      /reportDailyFigures|reportUkPayments|reportPaymentsV2|reportTransactionsV2/,
    );
  });

  it('lists seat audit, inventory, promotions and sales under Reports, only to users who may view reports', () => {
    const reports = describeEntries(adminRoutes).find((e) => e.startsWith('reports:')) ?? '';
    expect(reports).toContain(
      'reportSeatAudit, reportPaymentsAudit, reportTransactions, reportTransactionsV2',
    );
    expect(reports).toContain('reportGuestManifest, reportInventory, reportPromotions, reportSales');
    const seller = adminRoutes.filter((route) => mayOpen(route, ['sellTickets', 'viewOrders']));
    expect(describeEntries(seller).join(' ')).not.toMatch(
      /reportSeatAudit|reportInventory|reportPromotions|reportSales\b/,
    );
  });

  it('keeps the spec order whatever order the registry lists screens in', () => {
    expect(describeEntries([...adminRoutes].reverse())[0]).toBe('dashboard');
  });

  it('never lists the sign-in page', () => {
    expect(describeEntries(adminRoutes).join(' ')).not.toContain('login');
  });

  it('gives every screen a readable name, which becomes the page title', async () => {
    await initBackOfficeI18n('en-US');
    for (const route of adminRoutes) expect(i18n.exists(route.nameKey), route.nameKey).toBe(true);
    expect(i18n.t('admin.nav.technicalDocumentation')).toBe('Technical documentation');
  });
});

// Group sales module (decisions/0076)
describe('the sidebar’s group sales reports', () => {
  it('sit under Reports for a user who may view reports, and not for one who may not', () => {
    const reports = (permissions: Parameters<typeof mayOpen>[1]) =>
      describeEntries(adminRoutes.filter((route) => mayOpen(route, permissions))).find((e) =>
        e.startsWith('reports:'),
      ) ?? '';
    expect(reports(['viewReports'])).toContain('reportGroupCommissions, reportGroupPayment');
    expect(reports(['refundsAndCancellations'])).toBe('');
  });
});

describe('the sidebar’s Help and Training academy links', () => {
  it('come from the server’s configuration, in the spec’s order, and an unset one is left out', () => {
    expect(
      externalSidebarLinks({
        helpUrl: 'https://help.example.test/',
        trainingAcademyUrl: 'https://academy.example.test/',
      }).map((l) => [l.id, l.href]),
    ).toEqual([
      ['help', 'https://help.example.test/'],
      ['trainingAcademy', 'https://academy.example.test/'],
    ]);
    expect(
      externalSidebarLinks({ helpUrl: null, trainingAcademyUrl: 'https://academy.example.test/' }).map(
        (l) => l.id,
      ),
    ).toEqual(['trainingAcademy']);
    expect(externalSidebarLinks(undefined)).toEqual([]);
  });
});
