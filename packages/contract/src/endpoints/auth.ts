import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const loginInput = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

export const staffLogin = defineEndpoint({
  id: 'staffLogin',
  method: 'POST',
  path: '/api/auth/login',
  summary:
    'Signs a staff user in. Sets the session cookie and returns the same token for use as a Bearer token.',
  tag: 'auth',
  auth: 'public',
  permission: null,
  tenant: 'none',
  body: loginInput,
  output: z.object({ token: z.string(), expiresAt: z.iso.datetime() }),
  errors: ['auth.invalid_credentials', 'auth.too_many_attempts'],
});

export const staffLogout = defineEndpoint({
  id: 'staffLogout',
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Ends the current staff session.',
  tag: 'auth',
  auth: 'staff',
  permission: null,
  tenant: 'session',
  output: z.object({ ok: z.literal(true) }),
  errors: [],
});
