/**
 * The spec's admin sidebar, in its order. `link` groups are single entries; `section` groups
 * fold their entries under a heading. A group shows only once a screen in it exists.
 */
export const sidebarGroups = [
  { id: 'dashboard', kind: 'link' },
  { id: 'sellTickets', kind: 'section' },
  { id: 'requestTickets', kind: 'link' },
  { id: 'clients', kind: 'link' },
  { id: 'groupSalesRequests', kind: 'link' },
  { id: 'reports', kind: 'section' },
  { id: 'orders', kind: 'section' },
  { id: 'customers', kind: 'link' },
  { id: 'events', kind: 'section' },
  { id: 'paymentPlans', kind: 'link' },
  { id: 'seasonPackages', kind: 'link' },
  { id: 'venues', kind: 'link' },
  { id: 'houseSeatsRequests', kind: 'link' },
  { id: 'tools', kind: 'section' },
  { id: 'accountSettings', kind: 'link' },
  { id: 'api', kind: 'section' },
  { id: 'help', kind: 'link' },
  { id: 'trainingAcademy', kind: 'link' },
] as const;

export type SidebarGroupId = (typeof sidebarGroups)[number]['id'];
export type SectionGroupId = Extract<(typeof sidebarGroups)[number], { kind: 'section' }>['id'];

/**
 * Within a section, the spec's order of its entries (decisions/0093). A screen not named here
 * goes where '*' stands (or last), in the registry's order.
 */
export const sectionOrder: Partial<Record<SectionGroupId, readonly string[]>> = {
  // Sell Tickets: single tickets, season tickets, group sales v2 — then the other sale screens.
  sellTickets: [
    'sellTickets',
    'sellSeasonPackages',
    'sellGroupSales',
    'sellGiftCertificate',
    'sellMembership',
  ],
  // Reports, under the spec's headings: advanced reporting; accounting and finance; group
  // sales module; guest manifest, inventory; sales; UK theatres; manage scheduled reports.
  reports: [
    'reportAdvanced',
    'reportSeatAudit',
    'reportPaymentsAudit',
    'reportTransactions',
    'reportTransactionsV2',
    'reportGroupCommissions',
    'reportGroupPayment',
    'reportGuestManifest',
    'reportInventory',
    'reportPromotions',
    'reportSales',
    'reportAdvanceSales',
    'reportDailyFigures',
    'reportUkPayments',
    'reportPaymentsV2',
    'reportSalesByTransactionDate',
    'reportWeeklyEventSales',
    '*',
    'reportScheduled',
  ],
  orders: ['orders', 'savedBaskets'],
  events: ['events', 'eventTemplates', 'eventPlans'],
  // Tools: POS settings and the super admin's tools, after the index that lists every tool.
  tools: ['tools', 'posSettings', 'accounts', 'manageFeatures', 'changeLogLevel', 'cacheClear', '*'],
};
