import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedToken, PASSWORD } from '../customer-accounts/shop-session';
import { addHostname, createAccount, createStaffUser } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

/**
 * The mails about an account rather than an order are written in their reader's language: a
 * shop customer's in the language they shop in (the request's), staff mails in the account's
 * default language.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  const account = await createAccount(t.database.db, { name: 'Teatro Real', defaultLanguage: 'es-ES' });
  await addHostname(t.database.db, account.id, 'localhost', true);
});
afterAll(() => t.close());

const shop = (url: string, payload: object, language: string) =>
  call(t.app, { method: 'POST', url, payload, headers: { host: 'localhost', 'accept-language': language } });

describe('account mails in the reader language', () => {
  it('confirms a new shop account in Spanish and resets its password in French, as each was asked', async () => {
    const email = 'lucia@example.test';
    const reg = await shop(
      '/api/shop/account/register',
      { firstName: 'Lucía', lastName: 'Prieto', email, password: PASSWORD, confirmPassword: PASSWORD },
      'es-ES,es;q=0.9',
    );
    expect(reg.statusCode, reg.body).toBe(201);
    const verify = await t.smtp!.lastTo(email);
    expect(verify.text).toContain('Gracias por crear tu cuenta de Teatro Real.');
    expect(verify.text).not.toContain('Thank you for creating');
    expect(verify.text).toContain('lang="es-ES"');
    const token = await mailedToken(t, email, 'verify-email');
    expect((await shop('/api/shop/account/verify-email', { token }, 'es-ES')).statusCode).toBe(200);

    const asked = await shop('/api/shop/account/forgot-password', { email }, 'fr');
    expect(asked.statusCode, asked.body).toBe(200);
    let reset = verify;
    for (let i = 0; i < 100 && reset === verify; i++) {
      reset = await t.smtp!.lastTo(email);
      if (reset === verify) await new Promise((r) => setTimeout(r, 20));
    }
    expect(reset.text).toContain('Choisissez un nouveau mot de passe avec le lien ci-dessous.');
    expect(reset.text).toContain('lang="fr"');
  });

  it('mails staff in the account default language', async () => {
    const [account] = await t.database.db.query.accounts.findMany({
      where: (a, { eq }) => eq(a.name, 'Teatro Real'),
    });
    const user = await createStaffUser(t.database.db, { accountId: account!.id });
    const asked = await call(t.app, {
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
      headers: { 'accept-language': 'en-US' },
    });
    expect(asked.data).toEqual({ ok: true });
    const mail = await t.smtp!.lastTo(user.email);
    expect(mail.text).toContain('Alguien ha pedido restablecer la');
    expect(mail.text).toContain('/admin/v2/auth/reset-password/');
    expect(mail.text).not.toContain('Someone asked');
  });
});
