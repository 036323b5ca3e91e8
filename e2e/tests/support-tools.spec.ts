import { expect, type Page, test } from '@playwright/test';
import { operator, signedIn, supervisor, switchAdvancedReporting } from './advanced-reporting';
import { expectAccessible } from './axe';
import { demoLogin, signInFromLoginPage } from './demo';
import { overflowsSideways } from './shop';

/**
 * Tools → Set SSRS username (decisions/0103) and Tools → Utility objects (decisions/0104). A
 * supervisor saves an advanced report while working as a report-server account; the
 * administrator hands the account over (refused while the supervisor still holds it) and finds
 * the report in their own My Reports, its author shown as the account. Then an order is looked up
 * by id and its ticket opened from the related ids.
 */
async function setAccountOf(page: Page, user: RegExp, account: string) {
  await page.getByRole('combobox', { name: 'Staff user' }).click();
  await page.getByRole('option', { name: user }).click();
  const field = page.getByRole('textbox', { name: 'Report server account' });
  await field.fill(account);
  await page.getByRole('button', { name: account === '' ? 'Clear' : 'Save' }).click();
}

test('set SSRS username: a report-server account handed to a colleague takes its My Reports along', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = String(Date.now() % 100_000);
  const account = `VENUE\\box${tag}`;
  const reportName = `Door sales ${tag}`;
  const op = await signedIn(browser, operator);
  const admin = await signedIn(browser, demoLogin);
  const box = await signedIn(browser, supervisor);
  let reportId: number | undefined;
  try {
    await switchAdvancedReporting(op, true);
    await admin.goto('/admin/v2/tools');
    await admin.getByRole('link', { name: 'Set SSRS username' }).first().click();
    await expect(admin.getByRole('heading', { name: 'Set SSRS username' })).toBeVisible();

    // A malformed name is refused on its field.
    await setAccountOf(admin, /supervisor@demo\.tessera\.test/, 'box office');
    await expect(admin.getByText(/Enter a report server account as DOMAIN\\user or user/)).toBeVisible();
    await setAccountOf(admin, /supervisor@demo\.tessera\.test/, account);
    await expect(admin.getByRole('status')).toContainText(`now works as ${account}`);

    // The supervisor saves a private report: it is kept under the account.
    const saved = await box.request.post('/api/admin/reports/advanced/saved', {
      data: {
        name: reportName,
        shared: false,
        definition: { measures: ['tickets'], rows: ['event'], columns: [] },
      },
    });
    expect(saved.status()).toBe(201);
    reportId = (await saved.json()).id as number;
    await admin.goto('/admin/v2/reports/advanced-reporting');
    await expect(admin.getByRole('button', { name: reportName, exact: true })).toHaveCount(0);

    // Handing it over: refused while the supervisor holds it, done once cleared there.
    await admin.goto('/admin/v2/tools/set-ssrs-username');
    await setAccountOf(admin, /admin@demo\.tessera\.test/, account.toLowerCase());
    await expect(
      admin.getByText('Another user already has this report server account. Clear it there first.'),
    ).toBeVisible();
    await setAccountOf(admin, /supervisor@demo\.tessera\.test/, '');
    await expect(admin.getByRole('status')).toContainText('no longer has a report server account');
    await setAccountOf(admin, /admin@demo\.tessera\.test/, account);
    await expect(admin.getByRole('table', { name: 'Users with a report server account' })).toContainText(
      account,
    );
    await expectAccessible(admin, 'set SSRS username');

    // The administrator's My Reports now holds the supervisor's report; the supervisor's does not.
    await admin.goto('/admin/v2/reports/advanced-reporting');
    await expect(
      admin.getByRole('tabpanel').getByRole('button', { name: reportName, exact: true }),
    ).toBeVisible();
    await box.goto('/admin/v2/reports/advanced-reporting');
    await expect(box.getByRole('heading', { name: 'Advanced reporting' })).toBeVisible();
    await expect(box.getByRole('button', { name: reportName, exact: true })).toHaveCount(0);
    // Shared, All Reports names the account as its author.
    const shared = await admin.request.put(`/api/admin/reports/advanced/saved/${reportId}`, {
      data: {
        name: reportName,
        shared: true,
        definition: { measures: ['tickets'], rows: ['event'], columns: [] },
      },
    });
    expect(shared.status()).toBe(200);
    await box.reload();
    await box.getByRole('tab', { name: 'All Reports' }).click();
    await expect(box.getByRole('tabpanel').getByRole('row').filter({ hasText: reportName })).toContainText(
      `Shared by ${account}`,
    );

    await admin.setViewportSize({ width: 360, height: 800 });
    await admin.goto('/admin/v2/tools/set-ssrs-username');
    await expect(admin.getByRole('heading', { name: 'Set SSRS username' })).toBeVisible();
    await expect.poll(() => overflowsSideways(admin)).toBe(false);
    await admin.screenshot({ path: 'test-results/set-ssrs-username-en-US-360.png', fullPage: true });
  } finally {
    if (reportId) await admin.request.delete(`/api/admin/reports/advanced/saved/${reportId}`);
    const users = (await (await admin.request.get('/api/admin/tools/report-server-accounts')).json()) as {
      userId: number;
      reportServerAccount: string | null;
    }[];
    for (const u of users.filter((x) => x.reportServerAccount?.toLowerCase() === account.toLowerCase())) {
      await admin.request.put(`/api/admin/tools/report-server-accounts/${u.userId}`, {
        data: { reportServerAccount: null },
      });
    }
    await switchAdvancedReporting(op, false);
  }
});

test('utility objects: an order looked up by id, its ticket opened from the related ids', async ({
  page,
}) => {
  // Screens checked with axe at two widths in two languages.
  test.slow();
  await signInFromLoginPage(page);
  const tag = String(Date.now() % 100_000);
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const basket = await (
    await page.request.post('/api/admin/baskets', { data: { channel: 'PointOfSale' } })
  ).json();
  const added = await page.request.post(`/api/admin/baskets/${basket.id}/best-seats`, {
    data: { eventId: events.items[0].id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  const sold = await page.request.post(`/api/admin/baskets/${basket.id}/checkout`, {
    data: {
      idempotencyKey: `e2e-utility-${tag}`,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      payments: [{ type: 'Cash', amount: (await added.json()).total }],
    },
  });
  expect(sold.status(), await sold.text()).toBe(201);
  const order = { id: (await sold.json()).id as number, total: (await added.json()).total as number };

  await page.goto('/admin/v2/tools');
  await page.getByRole('link', { name: 'Utility objects' }).first().click();
  await expect(page.getByRole('heading', { name: 'Utility objects', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Id' }).fill(String(order.id));
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.id}` })).toBeVisible();
  const fields = page.getByRole('table', { name: 'Stored fields' });
  await expect(fields.getByRole('row').filter({ hasText: /^total/ })).toContainText(String(order.total));
  await expectAccessible(page, 'utility objects');

  const openTicket = page.getByRole('button', { name: /^Open Ticket \d+$/ }).first();
  const ticketId = Number(await openTicket.textContent());
  await openTicket.click();
  await expect(page.getByRole('heading', { name: `Ticket ${ticketId}` })).toBeVisible();
  await expect(fields.getByRole('rowheader', { name: 'barcode', exact: true })).toHaveCount(0);
  await expect(fields.getByRole('row').filter({ hasText: /^orderId/ })).toContainText(String(order.id));

  await page.getByRole('textbox', { name: 'Id' }).fill('999999');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  for (const [locale, width] of [
    ['en-US', 360],
    ['es-ES', 1280],
    ['es-ES', 360],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate((l) => localStorage.setItem('tessera.locale', l), locale);
    await page.goto('/admin/v2/tools/utility-objects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'es-ES' ? 'Objetos de utilidad' : 'Utility objects',
    );
    await page.getByRole('textbox', { name: 'Id', exact: true }).fill(String(order.id));
    await page.getByRole('button', { name: locale === 'es-ES' ? 'Consultar' : 'Look up' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toContainText(String(order.id));
    await expect.poll(() => overflowsSideways(page)).toBe(false);
    await page.screenshot({ path: `test-results/utility-objects-${locale}-${width}.png`, fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem('tessera.locale', 'en-US'));
});
