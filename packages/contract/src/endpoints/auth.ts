import { passwordProblems } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

export const loginInput = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
  /** The authenticator app's code, once two-factor authentication is set up. */
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

export const sessionOutput = z.object({
  /** Absolute end of the session. */
  expiresAt: z.iso.datetime(),
  /** When the session ends unless it is used again. */
  idleExpiresAt: z.iso.datetime(),
});
export type SessionTimes = z.infer<typeof sessionOutput>;

export const staffLogin = defineEndpoint({
  id: 'staffLogin',
  method: 'POST',
  path: '/api/auth/login',
  summary:
    'Signs a staff user in with email, password and, once set up, a two-factor code. Sets the session cookie and returns the same token for use as a Bearer token.',
  tag: 'auth',
  auth: 'public',
  permission: null,
  tenant: 'none',
  body: loginInput,
  output: sessionOutput.extend({ token: z.string(), twoFactorSetupRequired: z.boolean() }),
  errors: [
    'auth.invalid_credentials',
    'auth.too_many_attempts',
    'auth.account_locked',
    'auth.two_factor_required',
    'auth.two_factor_invalid',
  ],
  example: { email: 'admin@demo.tessera.test', password: 'Demo-Theatre-2026!' },
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
  duringTwoFactorSetup: true,
});

export const keepSessionAlive = defineEndpoint({
  id: 'keepSessionAlive',
  method: 'POST',
  path: '/api/auth/session/keep-alive',
  summary: 'Keeps the current staff session open (the "stay signed in" answer to the expiry warning).',
  tag: 'auth',
  auth: 'staff',
  permission: null,
  tenant: 'session',
  output: sessionOutput,
  errors: [],
  duringTwoFactorSetup: true,
});

/** A new password under the policy of spec §5, typed twice. */
export const newPasswordInput = z
  .object({ password: z.string().max(200), confirmPassword: z.string().max(200) })
  .superRefine((value, ctx) => {
    for (const rule of passwordProblems(value.password)) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: rule,
        params: { key: `password_${rule}` },
      });
    }
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'passwords_do_not_match',
        params: { key: 'passwords_do_not_match' },
      });
    }
  });
export type NewPasswordInput = z.infer<typeof newPasswordInput>;

export const requestPasswordReset = defineEndpoint({
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/api/auth/password-reset',
  summary:
    'Emails a single-use recovery link to a staff user. Answers the same whether or not the address is known.',
  tag: 'auth',
  auth: 'public',
  permission: null,
  tenant: 'none',
  body: z.object({ email: z.email().max(254) }),
  output: z.object({ ok: z.literal(true) }),
  errors: ['auth.too_many_attempts'],
  example: { email: 'admin@demo.tessera.test' },
});

const tokenParams = z.object({ token: z.string().min(20).max(100) });

export const getPasswordResetToken = defineEndpoint({
  id: 'getPasswordResetToken',
  method: 'GET',
  path: '/api/auth/reset-password/:token',
  summary: 'What a recovery or invitation link is for, while it is still usable.',
  tag: 'auth',
  auth: 'public',
  permission: null,
  tenant: 'none',
  params: tokenParams,
  output: z.object({
    kind: z.enum(['reset', 'invitation']),
    email: z.string(),
    firstName: z.string(),
    accountName: z.string(),
  }),
  errors: ['auth.reset_token_invalid'],
});

export const resetPassword = defineEndpoint({
  id: 'resetPassword',
  method: 'POST',
  path: '/api/auth/reset-password/:token',
  summary:
    'Sets a new password from a recovery link, or the first one from an invitation. The link works once; a reset also unlocks the user.',
  tag: 'auth',
  auth: 'public',
  permission: null,
  tenant: 'none',
  params: tokenParams,
  body: newPasswordInput,
  output: z.object({ email: z.string() }),
  errors: ['auth.reset_token_invalid', 'auth.too_many_attempts'],
  example: { password: 'New-Password-2026!', confirmPassword: 'New-Password-2026!' },
});

export const endImpersonation = defineEndpoint({
  id: 'endImpersonation',
  method: 'POST',
  path: '/api/auth/impersonation/end',
  summary: 'Ends a "log in as" session and returns to the administrator’s own session.',
  tag: 'auth',
  auth: 'staff',
  permission: null,
  tenant: 'session',
  output: z.object({ ok: z.literal(true) }),
  errors: ['auth.not_impersonating'],
});

export const startTwoFactorSetup = defineEndpoint({
  id: 'startTwoFactorSetup',
  method: 'POST',
  path: '/api/auth/2fa/setup',
  summary:
    'Starts two-factor setup: a new secret key, its otpauth:// address and a QR code (SVG) for an authenticator app.',
  tag: 'auth',
  auth: 'staff',
  permission: null,
  tenant: 'session',
  output: z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeSvg: z.string() }),
  errors: [],
  duringTwoFactorSetup: true,
});

export const confirmTwoFactorSetup = defineEndpoint({
  id: 'confirmTwoFactorSetup',
  method: 'POST',
  path: '/api/auth/2fa/confirm',
  summary: 'Finishes two-factor setup with a code from the authenticator app.',
  tag: 'auth',
  auth: 'staff',
  permission: null,
  tenant: 'session',
  body: z.object({ code: z.string().regex(/^\d{6}$/) }),
  output: z.object({ ok: z.literal(true) }),
  errors: ['auth.two_factor_invalid', 'auth.two_factor_not_started'],
  duringTwoFactorSetup: true,
  example: { code: '123456' },
});
