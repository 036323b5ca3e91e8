import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signInFromLoginPage } from './demo';

test('an administrator emails the box office supervisors and sees it delivered in the history and the outbox', async ({
  page,
}) => {
  await signInFromLoginPage(page);
  await page.goto('/admin/v2/tools');
  await page.getByRole('link', { name: 'Send admin bulk emails' }).click();
  await expect(page.getByRole('heading', { name: 'Send admin bulk emails', level: 1 })).toBeVisible();

  // Nothing written: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('aria-invalid', 'true');

  const subject = `Matinee briefing ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Doors open at 13:30.\nFloat counts by 13:00.');
  await page.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'Box office supervisor' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Sending to 1 staff member.');

  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText('Box office supervisor');
  await expect(row).toContainText('1 of 1 sent · 0 failed · 0 waiting');
  await expectAccessible(page, 'send admin bulk emails');

  // The message went to the supervisor alone, through the mail outbox.
  await page.goto('/admin/v2/tools/mail-outbox');
  const mail = page.getByRole('row', { name: new RegExp(subject) });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText('supervisor@demo.tessera.test');
});
