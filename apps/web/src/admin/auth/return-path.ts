export const adminHome = '/admin/v2';
export const loginPath = '/admin/v2/auth/login';

/** Only a path inside the back office (and not the sign-in pages) may be returned to. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value) return adminHome;
  const inside =
    value === adminHome || value.startsWith(`${adminHome}/`) || value.startsWith(`${adminHome}?`);
  if (!inside) return adminHome;
  if (value.startsWith('/admin/v2/auth') || value.startsWith('/admin/v2/2fa')) return adminHome;
  return value;
}

/** The login page URL that brings the user back to `wanted` after signing in. */
export function loginUrlFor(wanted: string): string {
  const target = safeReturnPath(wanted);
  return target === adminHome ? loginPath : `${loginPath}?returnTo=${encodeURIComponent(target)}`;
}
