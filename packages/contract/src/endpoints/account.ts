import { accountSetupSteps, adminRoleIds } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

export const accountDetailsOutput = z.object({
  AccountID: z.number().int(),
  ID: z.number().int(),
  Role: z.object({ id: z.enum(adminRoleIds), name: z.string() }),
  UserAccountGroup: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Permissions: z.array(z.string()),
  /** The platform operator (super admin), who sits above accounts. */
  PlatformOperator: z.boolean(),
  TwoFactorEnabled: z.boolean(),
  /** The user's group requires 2FA and it is not set up yet: only the setup is open. */
  TwoFactorSetupRequired: z.boolean(),
  /** Set while an administrator is logged in as this user. */
  Impersonator: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  Session: z.object({
    expiresAt: z.iso.datetime(),
    idleExpiresAt: z.iso.datetime(),
    idleMinutes: z.number().int(),
  }),
});
export type AccountDetails = z.infer<typeof accountDetailsOutput>;

export const getAccountDetails = defineEndpoint({
  id: 'getAccountDetails',
  method: 'GET',
  path: '/api/account/details',
  summary: 'The signed-in staff user: account, role, user group and permissions.',
  tag: 'account',
  auth: 'staff',
  permission: null,
  tenant: 'session',
  output: accountDetailsOutput,
  errors: [],
  duringTwoFactorSetup: true,
});

export const adminAccountOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string().length(3),
  defaultLanguage: z.string(),
  homeUrl: z.string(),
  bookNowUrl: z.string(),
  supportEmail: z.string(),
  timezone: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountOutput>;

export const getAdminAccount = defineEndpoint({
  id: 'getAdminAccount',
  method: 'GET',
  path: '/api/admin/account',
  summary: 'Settings of the signed-in user’s account.',
  tag: 'account',
  auth: 'staff',
  permission: null,
  tenant: 'session',
  output: adminAccountOutput,
  errors: [],
});

export const accountSetupOutput = z.object({
  steps: z.array(
    z.object({
      step: z.enum(accountSetupSteps),
      done: z.boolean(),
    }),
  ),
  /** The first step left; null when the account is set up. */
  next: z.enum(accountSetupSteps).nullable(),
});
export type AccountSetup = z.infer<typeof accountSetupOutput>;

export const getAccountSetup = defineEndpoint({
  id: 'getAccountSetup',
  method: 'GET',
  path: '/api/admin/account/setup',
  summary:
    'The account’s setup checklist for the dashboard: a venue, a seat map, an event template, an event, an event on sale and a payment account, each done or not.',
  tag: 'account',
  auth: 'staff',
  permission: null,
  tenant: 'session',
  output: accountSetupOutput,
  errors: [],
});

export const featureFlags = z.object({
  advancedReporting: z.boolean(),
  seasonTickets: z.boolean(),
  ticketTransfer: z.boolean(),
  nimbus: z.boolean(),
  eventPlans: z.boolean(),
  groupSalesModule: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlags>;

export const getAdminFeatures = defineEndpoint({
  id: 'getAdminFeatures',
  method: 'GET',
  path: '/api/admin/features',
  summary: 'Feature flags of the signed-in user’s account.',
  tag: 'account',
  auth: 'staff',
  permission: null,
  tenant: 'session',
  output: featureFlags,
  errors: [],
});

export const hostnameOutput = z.object({
  id: z.number().int(),
  hostName: z.string(),
  isDefault: z.boolean(),
});

export const getAccountHostnames = defineEndpoint({
  id: 'getAccountHostnames',
  method: 'GET',
  path: '/api/admin/accounthostnames',
  summary: 'Host names the account’s shop answers on.',
  tag: 'account',
  auth: 'staff',
  permission: null,
  tenant: 'session',
  output: z.array(hostnameOutput),
  errors: [],
});

export const consumerAccountOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string().length(3),
  defaultLanguage: z.string(),
  timezone: z.string(),
  ticketTransferFeatureEnabled: z.boolean(),
  enableSeasonTickets: z.boolean(),
  requireTermsOfService: z.boolean(),
  /** The shop account page offers "delete my account". */
  registeredGuestCanDeleteAccount: z.boolean(),
});
export type ConsumerAccount = z.infer<typeof consumerAccountOutput>;

export const getConsumerAccount = defineEndpoint({
  id: 'getConsumerAccount',
  method: 'GET',
  path: '/api/account',
  summary: 'Shop settings of the account this host name belongs to.',
  tag: 'shop',
  auth: 'public',
  permission: null,
  tenant: 'host',
  output: consumerAccountOutput,
  errors: [],
});

export const accountInformationOutput = z.object({
  name: z.string(),
  homeUrl: z.string(),
  bookNowUrl: z.string(),
  supportEmail: z.string(),
  hostName: z.string(),
  /** Shown on the shop's order confirmation; sanitised and held to 256px wide when saved. */
  confirmationPageContent: z.string(),
  /** The venue's analytics ids; the shop loads Google's tag for each one set (decisions/0062). */
  googleAnalyticsId: z.string(),
  googleAnalytics4Id: z.string(),
  /** The custom CSS of the host name the shop was opened on (sanitised when saved). */
  customCss: z.string(),
  /** The account's default host name, when this host name sends its visitors there. */
  redirectToHostName: z.string().nullable(),
});
export type AccountInformation = z.infer<typeof accountInformationOutput>;

export const getAccountInformation = defineEndpoint({
  id: 'getAccountInformation',
  method: 'GET',
  path: '/api/accountinformation',
  summary:
    'What the shop shows about the venue: name, links, contact, the order confirmation’s content and the analytics ids.',
  tag: 'shop',
  auth: 'public',
  permission: null,
  tenant: 'host',
  output: accountInformationOutput,
  errors: [],
});

export const getTermsOfService = defineEndpoint({
  id: 'getTermsOfService',
  method: 'GET',
  path: '/api/shop/terms',
  summary:
    'The venue’s terms of service in the buyer’s language (the French text for French where the venue wrote one), as sanitised HTML; empty when the venue has none.',
  tag: 'shop',
  auth: 'public',
  permission: null,
  tenant: 'host',
  output: z.object({ html: z.string() }),
  errors: [],
});

export const getConsumerFeatures = defineEndpoint({
  id: 'getConsumerFeatures',
  method: 'GET',
  path: '/api/consumer/features',
  summary: 'Feature flags the shop needs for this host name’s account.',
  tag: 'shop',
  auth: 'public',
  permission: null,
  tenant: 'host',
  output: featureFlags.pick({ seasonTickets: true, ticketTransfer: true, nimbus: true }),
  errors: [],
});
