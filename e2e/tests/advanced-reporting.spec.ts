import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { operator, signedIn, supervisor, switchAdvancedReporting } from './advanced-reporting';
import { expectAccessible } from './axe';
import { demoLogin } from './demo';
import { overflowsSideways } from './shop';

/**
 * Advanced reporting (beta, decisions/0095): the "not enabled" screen until the platform operator
 * switches the feature on under Tools → Manage features; then a pivot built, checked against the
 * API, downloaded, saved and shared; the permissions tool limits it to the administrators' group
 * and the box office supervisor is refused by the API, then allowed. The feature is switched back.
 */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('advanced reporting: not enabled, then a pivot built, downloaded, saved, shared and refused to another group', async ({
  browser,
}) => {
  // Three signed-in people and two feature switches: a long walk.
  test.setTimeout(240_000);
  const tag = String(Date.now() % 100_000);
  const reportName = `Tickets by event ${tag}`;
  const op = await signedIn(browser, operator);
  const admin = await signedIn(browser, demoLogin);
  const box = await signedIn(browser, supervisor);
  try {
    // Without the feature: the spec's words, and no sidebar entry.
    await switchAdvancedReporting(op, false);
    await admin.goto('/admin/v2/reports/advanced-reporting');
    await expect(admin.getByText('Advanced reporting is not enabled for your account.')).toBeVisible();
    await expect(nav(admin).getByRole('link', { name: 'Advanced reporting' })).toHaveCount(0);

    await switchAdvancedReporting(op, true);
    await admin.goto('/admin/v2/dashboard');
    await nav(admin).getByRole('link', { name: 'Advanced reporting', exact: true }).click();
    await expect(admin.getByRole('heading', { name: 'Advanced reporting' })).toBeVisible();

    // A sale today at the box office, so the pivot has something to show.
    const events = await (await admin.request.get('/api/admin/sell/events?search=tempest')).json();
    const eventId = events.items[0].id as number;
    const basket = await (
      await admin.request.post('/api/admin/baskets', { data: { channel: 'PointOfSale' } })
    ).json();
    const added = await admin.request.post(`/api/admin/baskets/${basket.id}/best-seats`, {
      data: { eventId, quantity: 2 },
    });
    expect(added.status()).toBe(200);
    const sold = await admin.request.post(`/api/admin/baskets/${basket.id}/checkout`, {
      data: {
        idempotencyKey: `e2e-advanced-${tag}`,
        buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
        payments: [{ type: 'Cash', amount: (await added.json()).total }],
      },
    });
    expect(sold.status()).toBe(201);
    const orderId = (await sold.json()).id as number;
    const txns = await (await admin.request.get('/api/admin/reports/transactions?pageSize=100')).json();
    const day = (txns.items as { orderId: number; day: string }[]).find((i) => i.orderId === orderId)!.day;

    // Measures tickets and revenue (the default), rows by event, columns by channel, that day.
    await admin.getByRole('textbox', { name: 'From' }).fill(day);
    await admin.getByRole('textbox', { name: 'To' }).fill(day);
    await admin.getByRole('combobox', { name: 'Columns' }).click();
    await admin.getByRole('option', { name: 'Channel', exact: true }).click();
    await expect(admin).toHaveURL(/columns=channel/);
    const api = await (
      await admin.request.get(
        `/api/admin/reports/advanced/run?measures=tickets,revenue&rows=event&columns=channel&from=${day}&to=${day}`,
      )
    ).json();
    const tickets = (api.cells as { values: { tickets: number } }[]).reduce(
      (s, c) => s + c.values.tickets,
      0,
    );
    expect(tickets).toBeGreaterThanOrEqual(2);
    const pivot = admin.getByRole('table', { name: 'Pivot table' });
    await expect(pivot.locator('tfoot')).toContainText(String(tickets));
    await expect(pivot).toContainText('Point of sale');
    await expect(pivot).toContainText(events.items[0].name);
    await expect(admin.getByText(/Days are counted in the venue’s time zone/)).toBeVisible();
    await expectAccessible(admin, 'advanced reporting');

    // Download as CSV: the pivot's lines and its totals.
    await admin.getByRole('button', { name: 'Download' }).click();
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('menuitem', { name: 'CSV' }).click();
    const csv = readFileSync((await (await downloading).path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines.some((l) => l.startsWith('Event,'))).toBe(true);
    expect(lines.at(-1)!.startsWith('Total,')).toBe(true);
    expect(lines.at(-1)!.split(',').at(-2)).toBe(String(tickets));

    // Save it shared to All Reports.
    await admin.getByRole('textbox', { name: 'Report name' }).fill(reportName);
    await admin.getByRole('checkbox', { name: 'Share to All Reports' }).check();
    await admin.getByRole('button', { name: 'Save report' }).click();
    await expect(admin.getByRole('status').filter({ hasText: `“${reportName}” saved.` })).toBeVisible();
    await expect(admin.getByRole('button', { name: reportName, exact: true })).toBeVisible();
    await admin.getByRole('tab', { name: 'All Reports' }).click();
    await expect(
      admin.getByRole('tabpanel').getByRole('button', { name: reportName, exact: true }),
    ).toBeVisible();
    const saved = (
      (await (await admin.request.get('/api/admin/reports/advanced/saved')).json()) as {
        id: number;
        name: string;
      }[]
    ).find((r) => r.name === reportName)!;

    // The supervisor's group sees it while no group is chosen.
    expect((await box.request.get(`/api/admin/reports/advanced/saved/${saved.id}`)).status()).toBe(200);

    // Tools → manage advanced report permissions: only the administrators' group.
    await admin.goto('/admin/v2/tools');
    await admin.getByRole('link', { name: 'Manage advanced report permissions' }).first().click();
    await expect(admin.getByRole('heading', { name: 'Manage advanced report permissions' })).toBeVisible();
    const groups = admin.getByRole('combobox', { name: `User groups that see ${reportName}` });
    await groups.click();
    await admin.getByRole('option', { name: 'Administrators', exact: true }).click();
    await admin.keyboard.press('Escape');
    const row = admin.getByRole('row').filter({ hasText: reportName });
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('status')).toHaveText('Saved.');
    await expectAccessible(admin, 'manage advanced report permissions');

    // A user of another group is refused by the API, and does not find it in All Reports.
    const refused = await box.request.get(`/api/admin/reports/advanced/saved/${saved.id}`);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).errors[0].code).toBe('admin.report_not_allowed');
    await box.goto('/admin/v2/reports/advanced-reporting');
    await box.getByRole('tab', { name: 'All Reports' }).click();
    await expect(box.getByRole('button', { name: reportName, exact: true })).toHaveCount(0);

    // At 360 px the builder and its table fit.
    await admin.setViewportSize({ width: 360, height: 800 });
    await admin.goto('/admin/v2/reports/advanced-reporting?columns=channel');
    await expect(admin.getByRole('heading', { name: 'Advanced reporting' })).toBeVisible();
    await expect.poll(() => overflowsSideways(admin)).toBe(false);

    await admin.request.delete(`/api/admin/reports/advanced/saved/${saved.id}`);
  } finally {
    await switchAdvancedReporting(op, false);
  }
});
