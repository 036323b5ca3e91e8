import { expect, test } from '@playwright/test';
import { demoLogin, signIn, signInFromLoginPage } from './demo';
import { lastMailTo, setUpTwoFactor, signOut, totpCode, typeCode } from './identity';

const permissionDenied =
  'Permission denied. You do not have the appropriate level of access to view this page.';

test('an invited call-center agent sets a password and 2FA, signs in with a code and is kept out of admin screens', async ({
  page,
}) => {
  const email = `agent-${Date.now()}@e2e.test`;
  const groupName = `Phone agents ${Date.now()}`;
  const password = 'Agent-Pass-2026!';

  // The administrator makes a group that requires 2FA and invites the agent into it.
  await signInFromLoginPage(page);
  await page.getByRole('link', { name: 'Account settings' }).click();
  await page.getByRole('tab', { name: 'User groups' }).click();
  await page.getByRole('button', { name: 'New user group' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(groupName);
  await page.getByRole('switch', { name: 'Require two-factor authentication' }).check();
  await page.getByRole('checkbox', { name: 'Refunds and cancellations' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: groupName })).toBeVisible();

  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Agent');
  await dialog.getByRole('combobox', { name: 'User group' }).click();
  await page.getByRole('option', { name: groupName }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Nora Agent/ })).toContainText('Invited');
  await signOut(page);

  // The invitation arrives through SMTP; its link creates the account.
  const mail = await lastMailTo(email);
  expect(mail.subject).toBe('Demo Theatre: your back-office invitation');
  const link = /\/admin\/v2\/auth\/reset-password\/[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill('Agent-Pass-2025!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your password is set. Sign in with it now.')).toBeVisible();

  // First sign-in: the group requires 2FA, so setup comes first.
  await signIn(page, { email, password });
  const secret = await setUpTwoFactor(page);
  await expect(page.getByRole('heading', { name: /Welcome, Nora/ })).toBeVisible();
  await signOut(page);

  // Later sign-ins ask for a code (a fresh one: each code works once).
  await signIn(page, { email, password });
  await expect(page.getByText('Open your authenticator app')).toBeVisible();
  await typeCode(page, totpCode(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /Welcome, Nora/ })).toBeVisible();

  // An agent sees no admin entries, and an admin screen answers with the spec's denial.
  await expect(page.getByRole('link', { name: 'Account settings' })).toHaveCount(0);
  await page.goto('/admin/v2/account-settings/users');
  await expect(page.getByText(permissionDenied)).toBeVisible();
});

test('four wrong passwords lock a user out until an administrator unlocks them', async ({ page }) => {
  const supervisor = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };
  await page.goto('/admin/v2/auth/login');
  for (let i = 1; i <= 4; i++) {
    await signIn(page, { email: supervisor.email, password: `Wrong-guess-${i}!` });
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toContainText('Account locked');
  await signIn(page, supervisor);
  await expect(page.getByRole('alert')).toContainText('locked');
  await expect(page).toHaveURL(/\/auth\/login/);

  await signIn(page, demoLogin);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await page.goto('/admin/v2/account-settings/users?status=locked');
  await page.getByRole('link', { name: 'Bo Supervisor' }).click();
  await expect(page.getByText('Locked out after 4 failed sign-ins')).toBeVisible();
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Not locked out')).toBeVisible();
  await signOut(page);

  await signIn(page, supervisor);
  await expect(page.getByRole('heading', { name: /Welcome, Bo/ })).toBeVisible();
});

test('an administrator logs in as an agent with a banner and a way back, and generates an API key shown once', async ({
  page,
}) => {
  await signInFromLoginPage(page);
  await page.goto('/admin/v2/account-settings/users?q=Carla');
  await page.getByRole('link', { name: 'Carla Caller' }).click();
  await expect(page.getByRole('heading', { name: 'Carla Caller' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Key name' }).fill('Kiosk');
  await page.getByRole('button', { name: 'Generate API key' }).click();
  const key = (await page.getByTestId('new-api-key').textContent())!.trim();
  expect(key).toMatch(/^tsk_/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('cell', { name: 'Kiosk' })).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  const viaKey = await page.request.get('/api/account/details', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect((await viaKey.json()).Email).toBe('callcenter@demo.tessera.test');

  await page.getByRole('button', { name: 'Log in as this user' }).click();
  await expect(page.getByRole('heading', { name: /Welcome, Carla/ })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('You are logged in as Carla Caller');
  await page.getByRole('button', { name: 'Return to my account' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Dana Admin');
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('row', { name: /Returned from user/ }).first()).toBeVisible();
});

test('shortly before the idle limit the back office offers to stay signed in, then signs out', async ({
  page,
}) => {
  await page.clock.install();
  await signInFromLoginPage(page);
  await page.clock.fastForward('28:30');
  const warning = page.getByRole('dialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await page.clock.fastForward('28:30');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/admin\/v2\/auth\/login$/);
});
