import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';
import { featureFlags } from './account';

/** Platform operator (super admin) tools: they act on any account, so no session tenant. */
const base = { tag: 'operator', auth: 'staff', tenant: 'none' } as const;

export const platformAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  defaultLanguage: z.string(),
  timezone: z.string(),
  defaultHostName: z.string().nullable(),
  activeUsers: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type PlatformAccount = z.infer<typeof platformAccount>;

export const platformAccountInput = z.object({
  name: z.string().trim().min(1).max(120),
  currency: z.string().length(3).toUpperCase(),
  defaultLanguage: z.string().min(2).max(10),
  timezone: z.string().min(1).max(64),
});
export const newPlatformAccountInput = platformAccountInput.extend({
  hostName: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/),
  adminEmail: z.email().max(254),
  adminFirstName: z.string().trim().min(1).max(100),
  adminLastName: z.string().trim().min(1).max(100),
});
export type NewPlatformAccountInput = z.infer<typeof newPlatformAccountInput>;

const accountParams = z.object({ accountId: z.idParam() });

export const listPlatformAccounts = defineEndpoint({
  ...base,
  permission: 'manageAccounts',
  id: 'listPlatformAccounts',
  method: 'GET',
  path: '/api/platform/accounts',
  summary: 'Every account on the platform, searched by name and paged.',
  query: pageQuery.extend({ search: z.string().trim().max(100).optional() }),
  output: paged(platformAccount),
  errors: [],
});

export const createPlatformAccount = defineEndpoint({
  ...base,
  permission: 'manageAccounts',
  id: 'createPlatformAccount',
  method: 'POST',
  path: '/api/platform/accounts',
  summary:
    'Creates an account with its default host name, an Administrators group and an invited administrator.',
  body: newPlatformAccountInput,
  output: platformAccount,
  status: 201,
  errors: ['admin.hostname_taken', 'auth.email_taken', 'admin.mail_send_failed'],
  example: {
    name: 'Harbour Theatre',
    currency: 'AUD',
    defaultLanguage: 'en-AU',
    timezone: 'Australia/Sydney',
    hostName: 'tickets.harbour.example',
    adminEmail: 'admin@harbour.example',
    adminFirstName: 'Hana',
    adminLastName: 'Harbour',
  },
});

export const updatePlatformAccount = defineEndpoint({
  ...base,
  permission: 'manageAccounts',
  id: 'updatePlatformAccount',
  method: 'PUT',
  path: '/api/platform/accounts/:accountId',
  summary: 'Renames an account or changes its currency, language and time zone.',
  params: accountParams,
  body: platformAccountInput,
  output: platformAccount,
  errors: ['common.not_found'],
  example: {
    name: 'Harbour Theatre',
    currency: 'AUD',
    defaultLanguage: 'en-AU',
    timezone: 'Australia/Sydney',
  },
});

export const getAccountFeatures = defineEndpoint({
  ...base,
  permission: 'manageFeatures',
  id: 'getAccountFeatures',
  method: 'GET',
  path: '/api/platform/accounts/:accountId/features',
  summary: 'The features switched on for an account.',
  params: accountParams,
  output: featureFlags,
  errors: ['common.not_found'],
});

export const updateAccountFeatures = defineEndpoint({
  ...base,
  permission: 'manageFeatures',
  id: 'updateAccountFeatures',
  method: 'PUT',
  path: '/api/platform/accounts/:accountId/features',
  summary: 'Switches features for an account: they drive /api/admin/features and /api/consumer/features.',
  params: accountParams,
  body: featureFlags,
  output: featureFlags,
  errors: ['common.not_found'],
  example: {
    advancedReporting: true,
    seasonTickets: true,
    ticketTransfer: true,
    nimbus: false,
    eventPlans: false,
    groupSalesModule: false,
  },
});

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const getLogLevel = defineEndpoint({
  ...base,
  permission: 'changeLogLevel',
  id: 'getLogLevel',
  method: 'GET',
  path: '/api/platform/log-level',
  summary: 'The server’s current log level.',
  output: z.object({ level: z.enum(logLevels) }),
  errors: [],
});

export const setLogLevel = defineEndpoint({
  ...base,
  permission: 'changeLogLevel',
  id: 'setLogLevel',
  method: 'PUT',
  path: '/api/platform/log-level',
  summary: 'Changes the log level of this server process until it restarts.',
  body: z.object({ level: z.enum(logLevels) }),
  output: z.object({ level: z.enum(logLevels) }),
  errors: [],
  example: { level: 'info' },
});

export const clearCaches = defineEndpoint({
  ...base,
  permission: 'clearCache',
  id: 'clearCaches',
  method: 'POST',
  path: '/api/platform/cache/clear',
  summary: 'Empties the server’s in-process caches.',
  output: z.object({ cleared: z.array(z.string()) }),
  errors: [],
});
