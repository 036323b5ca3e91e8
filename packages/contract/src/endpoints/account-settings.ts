import { adaSeatTypes, hostnameImageKinds } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { webAddress } from '../web-address';
import * as z from '../zod';

const html = z.string().max(20_000);

/** Every field and toggle of spec §3 "Account settings" an account administrator edits. */
export const accountSettingsInput = z.object({
  name: z.string().trim().min(1).max(120),
  currency: z.string().length(3),
  defaultLanguage: z.string().min(2).max(10),
  timezone: z.string().min(1).max(64),
  homeUrl: webAddress,
  bookNowUrl: webAddress,
  supportEmail: z.union([z.email().max(254), z.literal('')]),
  emailButtonColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  emailFooterContent: html,
  confirmationPageContent: html,
  termsOfService: html,
  termsOfServiceFr: html,
  headerHeight: z.number().int().min(0).max(1000),
  footerHeight: z.number().int().min(0).max(1000),
  globalHeadHtml: html,
  globalBodyHtml: html,
  nimbusSupportEmail: z.union([z.email().max(254), z.literal('')]),
  secondaryMarketAffiliateId: z.string().trim().max(100),
  googleAnalyticsId: z.string().trim().max(50),
  googleAnalytics4Id: z.string().trim().max(50),
  ticketTransferFeatureEnabled: z.boolean(),
  anonymizeGuestOrders: z.boolean(),
  registeredGuestCanDeleteAccount: z.boolean(),
  requireCommissionsOnPartnerOrders: z.boolean(),
  requireTermsOfService: z.boolean(),
  showEventPlans: z.boolean(),
  showGroupSalesModule: z.boolean(),
  audienceRewards: z.boolean(),
  automaticTicketBundling: z.boolean(),
  hideSeatLocationsForGroupSalesAndHouseSeats: z.boolean(),
  nimbusDisabilityTags: z
    .array(z.object({ disabilityType: z.enum(adaSeatTypes), customerTag: z.string().trim().min(1).max(100) }))
    .max(50),
  staffIdleMinutes: z.number().int().min(5).max(480),
  staffSessionHours: z.number().int().min(1).max(72),
});
export type AccountSettingsInput = z.infer<typeof accountSettingsInput>;

export const accountSettingsOutput = accountSettingsInput.extend({
  id: z.number().int(),
  /** Switched by the platform operator (Tools → Manage features). */
  enableSeasonTickets: z.boolean(),
  enableNimbus: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettingsOutput>;

export const exampleAccountSettings: AccountSettingsInput = {
  name: 'Demo Theatre',
  currency: 'USD',
  defaultLanguage: 'en-US',
  timezone: 'America/New_York',
  homeUrl: 'https://demo-theatre.example',
  bookNowUrl: 'https://demo-theatre.example/whats-on',
  supportEmail: 'boxoffice@demo.tessera.test',
  emailButtonColor: '#4c6ef5',
  emailFooterContent: '<p>Demo Theatre, 1 Main Street</p>',
  confirmationPageContent: '<p>Thank you for your order.</p>',
  termsOfService: '<p>Tickets are non-refundable.</p>',
  termsOfServiceFr: '<p>Les billets ne sont pas remboursables.</p>',
  headerHeight: 80,
  footerHeight: 120,
  globalHeadHtml: '',
  globalBodyHtml: '',
  nimbusSupportEmail: '',
  secondaryMarketAffiliateId: '',
  googleAnalyticsId: '',
  googleAnalytics4Id: '',
  ticketTransferFeatureEnabled: true,
  anonymizeGuestOrders: false,
  registeredGuestCanDeleteAccount: true,
  requireCommissionsOnPartnerOrders: false,
  requireTermsOfService: false,
  showEventPlans: false,
  showGroupSalesModule: false,
  audienceRewards: false,
  automaticTicketBundling: true,
  hideSeatLocationsForGroupSalesAndHouseSeats: false,
  nimbusDisabilityTags: [],
  staffIdleMinutes: 30,
  staffSessionHours: 12,
};

const base = { tag: 'account', auth: 'staff', permission: 'accountSettings', tenant: 'session' } as const;

export const getAccountSettings = defineEndpoint({
  ...base,
  id: 'getAccountSettings',
  method: 'GET',
  path: '/api/admin/account-settings',
  summary: 'General account information: every setting and toggle.',
  output: accountSettingsOutput,
  errors: [],
});

export const updateAccountSettings = defineEndpoint({
  ...base,
  id: 'updateAccountSettings',
  method: 'PUT',
  path: '/api/admin/account-settings',
  summary:
    'Saves the general account information. HTML that reaches customers is sanitised; confirmation page content is held to 256px wide.',
  body: accountSettingsInput,
  output: accountSettingsOutput,
  errors: [],
  example: exampleAccountSettings,
});

export const hostnameImage = z.object({
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  dataUrl: z.string(),
});

export const hostnameSettings = z.object({
  id: z.number().int(),
  hostName: z.string(),
  isDefault: z.boolean(),
  redirectToDefault: z.boolean(),
  customCss: z.string(),
  images: z.object(
    Object.fromEntries(hostnameImageKinds.map((k) => [k, hostnameImage.nullable()])) as Record<
      (typeof hostnameImageKinds)[number],
      z.ZodNullable<typeof hostnameImage>
    >,
  ),
});
export type HostnameSettings = z.infer<typeof hostnameSettings>;

export const hostnameInput = z.object({
  hostName: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(253)
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/),
  isDefault: z.boolean(),
  redirectToDefault: z.boolean(),
  customCss: z.string().max(50_000),
});
export type HostnameInput = z.infer<typeof hostnameInput>;

const hostnameParams = z.object({ hostnameId: z.idParam() });
const exampleHostname = {
  hostName: 'tickets.example.test',
  isDefault: false,
  redirectToDefault: true,
  customCss: '',
};

export const listHostnameSettings = defineEndpoint({
  ...base,
  id: 'listHostnameSettings',
  method: 'GET',
  path: '/api/admin/hostnames',
  summary: 'Host names with their default and redirect flags, logos, favicon, nav image and custom CSS.',
  output: z.array(hostnameSettings),
  errors: [],
});

export const createHostname = defineEndpoint({
  ...base,
  id: 'createHostname',
  method: 'POST',
  path: '/api/admin/hostnames',
  summary: 'Adds a host name the shop answers on.',
  body: hostnameInput,
  output: hostnameSettings,
  status: 201,
  errors: ['admin.hostname_taken'],
  example: exampleHostname,
});

export const updateHostname = defineEndpoint({
  ...base,
  id: 'updateHostname',
  method: 'PUT',
  path: '/api/admin/hostnames/:hostnameId',
  summary: 'Changes a host name; making it the default takes the flag from the previous default.',
  params: hostnameParams,
  body: hostnameInput,
  output: hostnameSettings,
  errors: ['common.not_found', 'admin.hostname_taken', 'admin.hostname_default_required'],
  example: exampleHostname,
});

export const deleteHostname = defineEndpoint({
  ...base,
  id: 'deleteHostname',
  method: 'DELETE',
  path: '/api/admin/hostnames/:hostnameId',
  summary: 'Removes a host name other than the default.',
  params: hostnameParams,
  output: z.object({ ok: z.literal(true) }),
  errors: ['common.not_found', 'admin.hostname_default_required'],
});

const imageParams = hostnameParams.extend({ imageKind: z.enum(hostnameImageKinds as [string, ...string[]]) });

export const uploadHostnameImage = defineEndpoint({
  ...base,
  id: 'uploadHostnameImage',
  method: 'PUT',
  path: '/api/admin/hostnames/:hostnameId/images/:imageKind',
  summary:
    'Uploads a logo, favicon or nav image (base64). Type and size follow the spec: mobile wallet logo 480x150 PNG, digital ticket logo 1050x191 JPG, favicon square of at least 512x512.',
  params: imageParams,
  body: z.object({ dataBase64: z.string().min(1).max(3_000_000) }),
  output: hostnameSettings,
  errors: ['common.not_found', 'admin.image_type_invalid', 'admin.image_size_invalid'],
  // A 1x1 PNG: valid to parse, refused by the size rules.
  example: {
    dataBase64:
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  },
});

export const deleteHostnameImage = defineEndpoint({
  ...base,
  id: 'deleteHostnameImage',
  method: 'DELETE',
  path: '/api/admin/hostnames/:hostnameId/images/:imageKind',
  summary: 'Removes a host name image.',
  params: imageParams,
  output: hostnameSettings,
  errors: ['common.not_found'],
});
