import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registeredCustomer, shopCall } from '../customer-accounts/shop-session';
import { addHostname, createAccount, createStaffUser, signInAs, TEST_PASSWORD } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { linkToken } from '../smtp';

let t: TestApp;
let accountId: number;
let adminToken: string;
const NEW_PASSWORD = 'Fresh-Start-Pass-5!';

beforeAll(async () => {
  // The per-address request limit is lifted so that only the guessing limits answer here.
  t = await startTestApp({ withSmtp: true, config: { signInAttemptsPerMinute: 10_000 } });
  accountId = (await createAccount(t.database.db, { name: 'Lantern Theatre' })).id;
  await addHostname(t.database.db, accountId, 'localhost', true);
  const admin = await createStaffUser(t.database.db, { accountId, role: 'Admin' });
  adminToken = await signInAs(t.app, admin.email);
});
afterAll(() => t.close());

let addressNumber = 0;
/** A network address of its own for each caller in these tests. */
const newAddress = () => `10.9.${Math.floor(++addressNumber / 200)}.${addressNumber % 200}`;

const staffLogin = (email: string, password: string, remoteAddress: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

const shopLogin = (email: string, password: string, remoteAddress: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/shop/account/login',
    headers: { host: 'localhost' },
    payload: { email, password },
    remoteAddress,
  });

/** What a caller sees: status, code and message (nothing that differs between known and unknown emails). */
const answer = (res: Awaited<ReturnType<typeof call>>) => [res.statusCode, res.data.errors];

describe('Shop customers have no lockout or guessing limit; staff lockout tells known addresses and lets anyone lock anyone out', () => {
  it('answers guesses at a known and an unknown staff email alike, the wait included', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    const from = newAddress();
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(answer(await staffLogin(user.email, `Wrong-${i}-pass!`, from)));
      unknown.push(answer(await staffLogin('nobody.here@lantern.test', `Wrong-${i}-pass!`, from)));
    }
    expect(unknown).toEqual(known);
    expect(known.map((a) => (a as [number])[0])).toEqual([401, 401, 401, 423, 423, 423]);
  });

  it('does not let a stranger lock a staff user out: the user still signs in from their own address', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    const stranger = newAddress();
    for (let i = 0; i < 8; i++) await staffLogin(user.email, `Guess-${i}-pass!`, stranger);
    expect((await staffLogin(user.email, TEST_PASSWORD, stranger)).statusCode).toBe(423);
    expect((await staffLogin(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('makes a guesser wait longer after each further failure, and never for good', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    const from = newAddress();
    for (let i = 0; i < 4; i++) await staffLogin(user.email, `Guess-${i}-pass!`, from);
    expect((await staffLogin(user.email, TEST_PASSWORD, from)).statusCode).toBe(423);
    t.clock.advance(61_000);
    // The first wait (a minute) is over; one more failure doubles the next one.
    expect((await staffLogin(user.email, 'Guess-again-1!', from)).statusCode).toBe(423);
    t.clock.advance(61_000);
    expect((await staffLogin(user.email, TEST_PASSWORD, from)).statusCode).toBe(423);
    t.clock.advance(60_000);
    expect((await staffLogin(user.email, TEST_PASSWORD, from)).statusCode).toBe(200);
  });

  it('pauses an email guessed at from many addresses; the user’s reset link ends the pause', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    for (let i = 0; i < 10; i++) await staffLogin(user.email, `Spread-${i}-pass!`, newAddress());
    const paused = await staffLogin(user.email, TEST_PASSWORD, newAddress());
    expect(paused.statusCode).toBe(423);
    const shown = await call(t.app, { method: 'GET', url: `/api/admin/users/${user.id}`, token: adminToken });
    expect(shown.data).toMatchObject({ lockedOut: true, failedSignIns: 10 });

    await call(t.app, { method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const token = linkToken(await t.smtp!.lastTo(user.email));
    const reset = await call(t.app, {
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await staffLogin(user.email, NEW_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('limits guesses at a shop password, alike for known and unknown emails', async () => {
    const email = 'guessed.customer@lantern.test';
    await registeredCustomer(t, email);
    const from = newAddress();
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(answer(await shopLogin(email, `Wrong-${i}-pass!`, from)));
      unknown.push(answer(await shopLogin('ghost.customer@lantern.test', `Wrong-${i}-pass!`, from)));
    }
    expect(unknown).toEqual(known);
    expect(known.map((a) => (a as [number])[0])).toEqual([401, 401, 401, 423, 423]);
    // Even the right password waits from there, but not from the customer's own address.
    expect((await shopLogin(email, PASSWORD, from)).statusCode).toBe(423);
    expect((await shopLogin(email, PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('pauses a shop email guessed at from many addresses until the wait ends or a reset link is used', async () => {
    const email = 'spread.customer@lantern.test';
    await registeredCustomer(t, email);
    for (let i = 0; i < 10; i++) await shopLogin(email, `Spread-${i}-pass!`, newAddress());
    expect((await shopLogin(email, PASSWORD, newAddress())).statusCode).toBe(423);

    await shopCall(t, 'POST', '/api/shop/account/forgot-password', { payload: { email } });
    await t.app.background.settled();
    const mail = await t.smtp!.lastTo(email);
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    const reset = await shopCall(t, 'POST', '/api/shop/account/reset-password', {
      payload: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await shopLogin(email, NEW_PASSWORD, newAddress())).statusCode).toBe(200);
  });
});
