/**
 * The files that edit each entity's settings: a name found only there is not read for its
 * effect. Paths are matched as substrings of the repository path.
 */
export const settingsModules = {
  accounts: [
    'modules/accounts/account-settings.',
    'modules/accounts/accounts.store.ts',
    'modules/operator/',
    'web/src/admin/settings/',
  ],
  accountHostnames: ['modules/accounts/hostnames.', 'web/src/admin/settings/HostnamesTab.tsx'],
  userGroups: ['modules/user-groups/user-groups.', 'web/src/admin/settings/UserGroup'],
  events: [
    'modules/events/events-create.',
    'modules/events/events-update.',
    'modules/events/events-copy.',
    'modules/events/events-bulk.',
    'modules/events/events.admin.routes.ts',
    'modules/events/events-editing.admin.routes.ts',
    'modules/events/events.service.ts',
    'modules/events/events.store.ts',
    'web/src/admin/events/',
  ],
  ticketTemplates: ['modules/ticket-templates/', 'web/src/admin/settings/TicketTemplate'],
  valuePlans: [
    'modules/ticket-templates/',
    'web/src/admin/settings/ValuePlan',
    'web/src/admin/settings/TicketTemplate',
  ],
  valuePlanPriceTypes: ['modules/ticket-templates/', 'web/src/admin/settings/ValuePlan'],
  // Tools → POS settings (decisions/0093): read by the checkout and the sell screen.
  posSettings: ['modules/payment-settings/pos-settings.', 'web/src/admin/tools/'],
  eventTemplates: [
    'modules/templates/templates.',
    'modules/templates/template-references.',
    'web/src/admin/templates/',
  ],
} as const;

/** Columns that are keys, bookkeeping or set by the system, not settings a user edits. */
export const notSettings: string[] = [
  'accounts.id',
  'accounts.createdAt',
  'accountHostnames.id',
  'accountHostnames.accountId',
  'userGroups.id',
  'userGroups.accountId',
  'userGroups.archivedAt',
  'events.id',
  'events.accountId',
  'events.createdAt',
  'events.seatsGeneratedAt',
  'events.houseSeatsReleasedAt',
  'events.mapVersionId',
  'ticketTemplates.accountId',
  'ticketTemplates.updatedAt',
  'valuePlans.id',
  'valuePlans.accountId',
  'valuePlans.createdAt',
  'valuePlanPriceTypes.accountId',
  'posSettings.accountId',
  'posSettings.updatedBy',
  'posSettings.updatedAt',
];

const record = '0062-no-dead-settings.md';

/**
 * Settings with no reader, each with the decision record that says why (and names it): removed
 * from the UI, never in it, or a reader still to come (see the record's sections).
 */
export const deadSettingExceptions: Record<string, string> = {
  'accounts.headerHeight': record,
  'accounts.footerHeight': record,
  'accounts.globalHeadHtml': record,
  'accounts.globalBodyHtml': record,
  'accounts.secondaryMarketAffiliateId': record,
  'accounts.audienceRewards': record,
  'accounts.nimbusSupportEmail': record,
  'accounts.nimbusDisabilityTags': record,
  'eventTemplates.externalSync.system': record,
  'eventTemplates.externalSync.intervalMinutes': record,
  'eventTemplates.externalSync.startDate': record,
  'eventTemplates.externalSync.endDate': record,
  'eventTemplates.externalSync.externalTemplateId': record,
  'eventTemplates.externalSync.credentials': record,
  'events.externalEventId': record,
};
