import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { mailSink } from '../playwright.config';

/** The newest message the mail sink received for an address. */
export async function lastMailTo(address: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string }[] = [];
  await expect
    .poll(async () => {
      const response = await fetch(
        `http://127.0.0.1:${mailSink.httpPort}/?to=${encodeURIComponent(address)}`,
      );
      found = (await response.json()) as { subject: string; text: string }[];
      return found.length;
    })
    .toBeGreaterThan(0);
  return found.at(-1)!;
}

/**
 * A shop account registered and verified through the mailed link, as a buyer makes one (the
 * API shares the page's cookies); not signed in yet.
 */
export async function verifiedShopCustomer(
  page: Page,
  names: { firstName: string; lastName: string; email: string },
  password: string,
): Promise<void> {
  const registered = await page.request.post('/api/shop/account/register', {
    data: { ...names, password, confirmPassword: password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = (await lastMailTo(names.email)).text.match(/verify-email\?token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();
  const verified = await page.request.post('/api/shop/account/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** The code an authenticator app holding this key shows, `stepsAhead` periods from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Types a code into Mantine's six-box PIN input. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const boxes = page.getByRole('group', { name: 'Authentication code' }).getByRole('textbox');
  await boxes.first().click();
  await page.keyboard.type(code);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/auth\/login$/);
}

/** The two-factor setup wizard from its first step to the congratulations: the key it showed. */
export async function setUpTwoFactor(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/v2\/2fa$/);
  await page.getByRole('button', { name: 'I have an app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByRole('button', { name: 'Next' }).click();
  await typeCode(page, totpCode(secret));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to the back office' }).click();
  return secret;
}
