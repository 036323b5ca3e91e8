import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

test('a map’s best-seat priorities and seat scores are saved as a new version', async ({ page }) => {
  await signInFromLoginPage(page);
  await page.goto('/admin/v2/tools/venue-configs');
  await page.getByRole('link', { name: 'Main house' }).click();
  await expect(page.getByRole('heading', { name: 'Best seats' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save as a new version' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Priority of Circle Left' }).fill('2');
  await page.getByRole('textbox', { name: 'Score (lower is better)' }).fill('5');
  // No seat selected yet: nothing to score.
  await expect(page.getByRole('button', { name: 'Set score' })).toBeDisabled();
  await save.click();
  await expect(save).toBeDisabled();
  await expect(page.getByRole('cell', { name: '2', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Priority of Circle Left' })).toHaveValue('2');
});
