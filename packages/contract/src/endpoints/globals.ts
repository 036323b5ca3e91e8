import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

const idName = z.object({ id: z.string(), name: z.string() });

export const globalsOutput = z.object({
  countries: z.array(
    z.object({ code: z.string().length(2), displayName: z.string(), name: z.string(), nameFr: z.string() }),
  ),
  languages: z.array(z.object({ code: z.string(), name: z.string(), nativeName: z.string() })),
  timezones: z.array(z.object({ id: z.string(), displayName: z.string(), offset: z.string() })),
  adminUserRoles: z.array(idName),
  accessibilityModes: z.array(idName),
  currencies: z.array(z.object({ code: z.string().length(3), displayName: z.string() })),
  externalTicketingSystems: z.array(idName),
  externalCredentialKeys: z.array(idName),
});
export type Globals = z.infer<typeof globalsOutput>;

export const getGlobals = defineEndpoint({
  id: 'getGlobals',
  method: 'GET',
  path: '/api/globals',
  summary:
    'Reference lists: countries, languages, time zones, staff roles, accessibility modes, currencies, external ticketing systems and their credential keys.',
  tag: 'globals',
  auth: 'public',
  permission: null,
  tenant: 'none',
  output: globalsOutput,
  errors: [],
});

export const getHealth = defineEndpoint({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability.',
  tag: 'globals',
  auth: 'public',
  permission: null,
  tenant: 'none',
  output: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgresql']) }),
  errors: [],
});

export const getOpenApi = defineEndpoint({
  id: 'getOpenApi',
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This API described as OpenAPI 3.1, generated from the contract.',
  tag: 'globals',
  auth: 'public',
  permission: null,
  tenant: 'none',
  output: z.record(z.string(), z.unknown()),
  errors: [],
});

export const getStaffLinks = defineEndpoint({
  id: 'getStaffLinks',
  method: 'GET',
  path: '/api/admin/staff-links',
  summary: 'The admin sidebar’s Help and Training academy addresses, from the server’s configuration.',
  tag: 'globals',
  auth: 'staff',
  permission: null,
  tenant: 'session',
  output: z.object({ helpUrl: z.string().nullable(), trainingAcademyUrl: z.string().nullable() }),
  errors: [],
});
