import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './demo';
import { sftpServerForWalks } from './sftp-server';

// Account settings → data export against a real OpenSSH sftp server on this machine, then a
// scheduled report delivered there (decisions/0063).
const walks = sftpServerForWalks('exports');

test('an admin sets the SFTP data export, tests it, and a scheduled report is uploaded there', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sftp = walks.server;
  const folder = walks.folder();
  const scheduleName = `SFTP payments ${Date.now()}`;
  await page.goto('/admin/v2/auth/login');
  await signIn(page);
  // Signed in before going on: a navigation racing the sign-in answer lands back on the login.
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await page.goto('/admin/v2/account-settings/data-export');
  await expect(page.getByRole('heading', { name: 'SFTP data export' })).toBeVisible();

  // Nothing saved yet: saving without a secret is refused with the catalogue's words.
  await page.getByRole('textbox', { name: 'Host', exact: true }).fill(sftp.host);
  await page.getByRole('textbox', { name: 'Port', exact: true }).fill(String(sftp.port));
  await page.getByRole('textbox', { name: 'User name' }).fill(sftp.username);
  await page.getByRole('textbox', { name: 'Remote folder' }).fill(folder);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a password or a private key, exactly one.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Private key', exact: true }).fill(sftp.privateKey);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'SFTP settings saved.' })).toBeVisible();
  await expect(page.getByText('Private key: set')).toBeVisible();
  await expect(page.getByText('Password: not set')).toBeVisible();
  // The key is never sent back: the field is empty again and the answer does not hold it.
  await expect(page.getByRole('textbox', { name: 'Private key', exact: true })).toHaveValue('');
  const answered = await (await page.request.get('/api/admin/data-export/sftp')).text();
  expect(answered).not.toContain('PRIVATE KEY');

  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: sftp.hostKeyFingerprint })).toBeVisible();
  // The nightly full export: switched on and saved, it is due the next night and stays on.
  const nightly = page.getByRole('switch', { name: 'Nightly full export' });
  await expect(nightly).not.toBeChecked();
  await nightly.check({ force: true });
  await expect(nightly).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'SFTP settings saved.' })).toBeVisible();
  const saved = (await (await page.request.get('/api/admin/data-export/sftp')).json()) as {
    nightlyExport: boolean;
    nightlyExportAt: string | null;
  };
  expect(saved.nightlyExport).toBe(true);
  expect(saved.nightlyExportAt).not.toBeNull();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Nightly full export' })).toBeChecked();
  // WCAG 2.2 AA by axe-core, as the accessibility walk checks its screens: nothing serious.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath('data-export-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('data-export-1280.png'), fullPage: true });

  // A scheduled report delivered by SFTP, run now: the file lands in the folder.
  await page.goto('/admin/v2/reports/manage-scheduled-reports');
  await page.getByRole('textbox', { name: 'New scheduled report' }).fill(scheduleName);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New scheduled report' });
  await dialog.getByRole('combobox', { name: 'Report', exact: true }).click();
  await page.getByRole('option', { name: 'Payments audit', exact: true }).click();
  await dialog.getByText('SFTP', { exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: 'Recipients' })).toBeHidden();
  await expect(dialog.getByText(/Uploaded to the SFTP folder/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(scheduleName) });
  await row.getByRole('button', { name: 'Run now' }).click();
  await expect
    .poll(() => readdirSync(folder).filter((f) => f.startsWith('sftp-payments-')), { timeout: 30_000 })
    .toHaveLength(1);
  const [file] = readdirSync(folder).filter((f) => f.startsWith('sftp-payments-'));
  expect(file).toMatch(/\.csv$/);
  expect(readFileSync(join(folder, file!), 'utf8')).toContain('Total');
  expect(existsSync(join(folder, `.${file}.part`))).toBe(false);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('row', { name: new RegExp(scheduleName) }).textContent();
      },
      { timeout: 20_000 },
    )
    .toContain('Sent');

  // Leave the demo as it was.
  const list = (await (await page.request.get('/api/admin/reports/scheduled')).json()) as {
    id: number;
    name: string;
  }[];
  const mine = list.find((s) => s.name === scheduleName)!;
  expect((await page.request.delete(`/api/admin/reports/scheduled/${mine.id}`)).status()).toBe(200);
  expect((await page.request.delete('/api/admin/data-export/sftp')).status()).toBe(200);
});
