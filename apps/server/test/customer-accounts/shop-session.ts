import { call, type TestApp } from '../harness';

export const PASSWORD = 'Analytical-Engine-1843!';

/** A shop call on a host name, with the customer's session cookie when given. */
export function shopCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: object; cookie?: string; host?: string } = {},
) {
  return call(t.app, {
    method,
    url,
    headers: { host: options.host ?? 'localhost' },
    ...(options.payload ? { payload: options.payload } : {}),
    ...(options.cookie ? { cookies: { tessera_shop_session: options.cookie } } : {}),
  });
}

/**
 * The token of the newest link of a kind mailed to an address, as the recipient gets it over
 * SMTP (the outbox hides it). The app must be started `withSmtp`.
 */
export async function mailedToken(
  t: TestApp,
  to: string,
  kind: 'verify-email' | 'reset-password',
): Promise<string> {
  const smtp = t.smtp;
  if (!smtp) throw new Error('start the test app withSmtp to read mailed links');
  const pattern = new RegExp(`/shop/account/${kind}\\?token=([\\w-]+)`);
  // Mail may leave after the answer (a reset request): wait briefly for it, like smtp.lastTo.
  for (let i = 0; i < 50; i++) {
    const match = smtp.received
      .filter((m) => m.to.includes(to))
      .map((m) => pattern.exec(m.text))
      .findLast((found) => found !== null);
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === 'tessera_shop_session');
  if (!cookie) throw new Error('no shop session cookie');
  return cookie.value;
}

/** Registers, verifies through the mailed link and signs in; answers the session cookie. */
export async function registeredCustomer(t: TestApp, email: string, host = 'localhost'): Promise<string> {
  const reg = await shopCall(t, 'POST', '/api/shop/account/register', {
    host,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  if (reg.statusCode !== 201) throw new Error(reg.body);
  const token = await mailedToken(t, email, 'verify-email');
  const verified = await shopCall(t, 'POST', '/api/shop/account/verify-email', { host, payload: { token } });
  if (verified.statusCode !== 200) throw new Error(verified.body);
  const login = await shopCall(t, 'POST', '/api/shop/account/login', {
    host,
    payload: { email, password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(login.body);
  return sessionCookie(login);
}
