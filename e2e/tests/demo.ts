import { expect, type Page } from '@playwright/test';

/** The account the server seeds on an empty database (printed at start-up). */
export const demoLogin = { email: 'admin@demo.tessera.test', password: 'Demo-Theatre-2026!' };

export async function signIn(page: Page, login = demoLogin): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(login.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInFromLoginPage(page: Page): Promise<void> {
  await page.goto('/admin/v2/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
}
