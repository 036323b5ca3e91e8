import { type Browser, expect, type Page } from '@playwright/test';
import { demoLogin, signIn } from './demo';

export const operator = { email: 'operator@demo.tessera.test', password: demoLogin.password };
export const supervisor = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

export async function signedIn(browser: Browser, login: typeof demoLogin): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/v2/auth/login');
  await signIn(page, login);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  return page;
}

export async function switchAdvancedReporting(page: Page, on: boolean) {
  await page.goto('/admin/v2/tools/manage-features');
  // The page opens on the first account listed, which other walks' new accounts may come before.
  await page.getByRole('combobox', { name: 'Account', exact: true }).click();
  await page.getByRole('option', { name: 'Demo Theatre', exact: true }).click();
  const flag = page.getByRole('switch', { name: 'Advanced reporting' });
  if ((await flag.isChecked()) !== on) await flag.click({ force: true });
  await expect(flag).toBeChecked({ checked: on });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Features saved.')).toBeVisible();
}
