import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { expectAccessible } from './axe';
import { demoLogin, signInFromLoginPage } from './demo';
import { lastMailTo } from './identity';
import { addSeats, openTheTempest, overflowsSideways, pay } from './shop';
import { freeSeats } from './venue';
import { solidPng, walletCertificates } from './wallet';

/** Apple Wallet passes (decisions/0088): staff set up pass signing; a buyer adds a ticket to Wallet from the mailed link. */
const PASS_TYPE = 'pass.test.demo-theatre.tickets';
const TEAM = 'DEMO123456';

async function staffHeaders(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: demoLogin });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** The default host name (the demo shop's). */
async function defaultHost(page: Page, headers: Record<string, string>) {
  const hosts = (await (await page.request.get('/api/admin/hostnames', { headers })).json()) as {
    id: number;
    isDefault: boolean;
  }[];
  return hosts.find((h) => h.isDefault)!;
}

// Later walks find the account as it was: no wallet pass settings, no wallet logo (mails fall back to it).
test.afterEach(async ({ page }) => {
  const headers = await staffHeaders(page);
  await page.request.delete('/api/admin/wallet-passes/settings', { headers });
  const host = await defaultHost(page, headers);
  await page.request.delete(`/api/admin/hostnames/${host.id}/images/mobileWalletLogo`, { headers });
});

test('staff set up wallet passes; a buyer opens the mailed tickets link and downloads the ticket’s Apple Wallet pass', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const certs = walletCertificates(PASS_TYPE, TEAM);
  // The host name's mobile wallet logo (Hostnames tab), the logo every pass shows.
  const headers = await staffHeaders(page);
  const host = await defaultHost(page, headers);
  const logo = solidPng(480, 150, [200, 30, 60]);
  const uploaded = await page.request.put(`/api/admin/hostnames/${host.id}/images/mobileWalletLogo`, {
    headers,
    data: { dataBase64: logo.toString('base64') },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  // Staff fill in the wallet pass settings in account settings.
  await signInFromLoginPage(page);
  await page.goto('/admin/v2/account-settings/wallet-passes');
  await expect(page.getByRole('heading', { name: 'Apple Wallet passes' })).toBeVisible();
  await expect(page.getByText('Wallet passes off')).toBeVisible();
  await page.getByRole('textbox', { name: 'Pass Type ID' }).fill(PASS_TYPE);
  await page.getByRole('textbox', { name: 'Team ID' }).fill(TEAM);
  await page.getByRole('textbox', { name: 'Organization name' }).fill('Demo Theatre');
  await page.getByRole('textbox', { name: 'Pass signing certificate (PEM)' }).fill(certs.signer);
  await page.getByRole('textbox', { name: 'Private key (PEM)' }).fill(certs.key);
  await page.getByLabel('Private key password').fill('not the password');
  await page.getByRole('textbox', { name: 'Apple WWDR certificate (PEM)' }).fill(certs.ca);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // A wrong password is refused on the key's field, and nothing is saved.
  await expect(page.getByText('The private key cannot be read').first()).toBeVisible();
  await page.getByLabel('Private key password').fill(certs.password);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Wallet pass settings saved.')).toBeVisible();
  await expect(page.getByText('Wallet passes on')).toBeVisible();
  const status = page.getByTestId('wallet-signing-status');
  await expect(status).toContainText(PASS_TYPE);
  await expect(status).toContainText(/stored \(…[0-9a-f]{8}\)/);
  // The key never comes back to the screen.
  expect(await page.content()).not.toContain('PRIVATE KEY-----\nM');
  await expectAccessible(page, 'wallet pass settings');
  await page.screenshot({ path: 'test-results/wallet-settings-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  // The screen lays itself out again at the new width before it is measured.
  await expect.poll(() => overflowsSideways(page)).toBe(false);
  await page.screenshot({ path: 'test-results/wallet-settings-360.png', fullPage: true });

  // A guest buys a seat in the shop.
  const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: `wallet.${Date.now()}@example.test` };
  const [seat] = await freeSeats(request, 'Circle Left', 1);
  const shopper = await browser.newPage();
  await openTheTempest(shopper);
  await addSeats(shopper, 'Circle Left', seat!.row, [seat!.seat]);
  await shopper.getByRole('link', { name: 'Go to basket' }).click();
  await shopper.getByRole('link', { name: 'Checkout' }).click();
  await pay(shopper, '4242 4242 4242 4242', buyer);
  await expect(shopper).toHaveURL(/\/shop\/checkout\/confirmation\/(\d+)$/);
  const orderId = Number(/confirmation\/(\d+)$/.exec(shopper.url())![1]);

  // The confirmation mail's link opens the tickets, never signed in.
  await expect
    .poll(async () => (await lastMailTo(buyer.email).catch(() => ({ text: '' }))).text)
    .toContain('/shop/tickets/bundle/');
  const mail = await lastMailTo(buyer.email);
  const link = mail.text.match(/https?:\/\/[^\s"<>]+\/shop\/tickets\/bundle\/[\w-]+\/event\/\d+/)![0];
  const holder = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await holder.goto(link);
  await expect(holder.getByRole('heading', { name: 'The Tempest', level: 1 })).toBeVisible();
  const add = holder.getByRole('link', { name: /^Add to Apple Wallet/ });
  await expect(add).toHaveCount(1);

  // The pass downloads: a zip with pass.json holding the ticket's barcode and the host name's logo.
  const [download] = await Promise.all([holder.waitForEvent('download'), add.click()]);
  expect(download.suggestedFilename()).toMatch(/^ticket-\d+\.pkpass$/);
  const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
  const passJson = JSON.parse(await zip.file('pass.json')!.async('string'));
  const staffBundle = await (
    await page.request.get(`/api/admin/orders/${orderId}/bundle`, { headers })
  ).json();
  const barcode = staffBundle.tickets[0].barcode as string;
  expect(passJson.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatCode128', message: barcode });
  expect(passJson.passTypeIdentifier).toBe(PASS_TYPE);
  expect(Buffer.from(await zip.file('logo.png')!.async('uint8array')).equals(logo)).toBe(true);
  expect(zip.file('signature')).not.toBeNull();
  expect(zip.file('manifest.json')).not.toBeNull();
  // Served as a Wallet pass, so a phone opens it in Wallet.
  const served = await holder.request.get((await add.getAttribute('href'))!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/vnd.apple.pkpass');

  await expectAccessible(holder, 'ticket bundle with wallet passes');
  await holder.screenshot({ path: 'test-results/wallet-bundle-1280.png', fullPage: true });
  await holder.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => overflowsSideways(holder)).toBe(false);
  await holder.screenshot({ path: 'test-results/wallet-bundle-360.png', fullPage: true });

  // In Spanish.
  const lector = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await lector.goto(link);
  await expect(lector.getByRole('link', { name: /^Añadir a Apple Wallet/ })).toBeVisible();
  await lector.screenshot({ path: 'test-results/wallet-bundle-es-1280.png', fullPage: true });
  await lector.setViewportSize({ width: 360, height: 740 });
  await lector.screenshot({ path: 'test-results/wallet-bundle-es-360.png', fullPage: true });

  // Staff download the same ticket's pass from the order's tickets.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/v2/orders/${orderId}/bundle`);
  const [staffDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download the Apple Wallet pass of ticket ${barcode}` }).click(),
  ]);
  const staffZip = await JSZip.loadAsync(readFileSync((await staffDownload.path())!));
  expect(JSON.parse(await staffZip.file('pass.json')!.async('string')).barcodes[0].message).toBe(barcode);

  // Without the settings the bundle page offers no wallet button.
  await page.request.delete('/api/admin/wallet-passes/settings', { headers });
  await holder.reload();
  await expect(holder.getByRole('heading', { name: 'The Tempest', level: 1 })).toBeVisible();
  await expect(holder.getByRole('link', { name: /^Add to Apple Wallet/ })).toHaveCount(0);
});
