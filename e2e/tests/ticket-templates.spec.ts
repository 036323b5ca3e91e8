import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { demoLogin, signIn } from './demo';
import { pdfText } from './pdf';

const port = Number(process.env.E2E_PORT ?? 3100);
// port + 3 is the tickets walk's agent: this walk's own agent may run beside it.
const agentUrl = `http://127.0.0.1:${port + 5}`;
const printed = mkdtempSync(join(tmpdir(), 'tessera-template-printed-'));
const agentDir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/printer-agent');
let agent: ChildProcess;

/** The printer agent as a person starts it, printing to a folder. */
test.beforeAll(async () => {
  agent = spawn(join(agentDir, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: agentDir,
    env: { ...process.env, PRINTER_AGENT_PORT: String(port + 5), PRINTER_AGENT_OUTPUT_DIR: printed },
    detached: true,
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${agentUrl}/ping`, { method: 'POST' }).catch(() => null))?.status, {
      timeout: 20_000,
    })
    .toBe(200);
});
test.afterAll(() => {
  if (agent.pid) process.kill(-agent.pid, 'SIGTERM');
  rmSync(printed, { recursive: true, force: true });
});

/** The template and plan change every ticket of the demo account: put them back afterwards. */
async function resetTemplate(page: Page) {
  await page.request.put('/api/admin/ticket-template', {
    data: { layout: 'standard', textLines: [], defaultValuePlanId: null },
  });
  const { plans } = (await (await page.request.get('/api/admin/value-plans')).json()) as {
    plans: { id: number; name: string }[];
  };
  for (const plan of plans.filter((p) => p.name.startsWith('Walk comp')))
    await page.request.delete(`/api/admin/value-plans/${plan.id}`);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.setTimeout(240_000);

test('a venue sets a ticket text line and a value plan, and the downloaded ticket PDF shows them', async ({
  page,
}) => {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, demoLogin);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await resetTemplate(page);
  const planName = `Walk comp ${Date.now()}`;
  try {
    await page.goto('/admin/v2/account-settings/ticket-template');
    await expect(page.getByRole('heading', { name: 'Custom ticket template' })).toBeVisible();

    // A line of 101 characters and a 13th line are refused with the catalogue's messages.
    await page.getByRole('textbox', { name: 'Line 1', exact: true }).fill('x'.repeat(101));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Max length is 100 characters')).toBeVisible();
    await page.getByRole('textbox', { name: 'Line 1', exact: true }).fill('No refunds or exchanges');
    for (let n = 2; n <= 13; n++) {
      await page.getByRole('button', { name: 'Add line' }).click();
      await page.getByRole('textbox', { name: `Line ${n}`, exact: true }).fill(`Line ${n}`);
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'At most 12 entries' })).toBeVisible();
    for (let n = 13; n >= 2; n--)
      await page.getByRole('button', { name: `Remove line ${n}`, exact: true }).click();

    // A value plan: an empty name and one of 51 characters are refused.
    await page.getByRole('button', { name: 'New value plan' }).click();
    await page.getByRole('textbox', { name: 'Text printed instead of the price' }).fill('COMP');
    await page.getByRole('button', { name: 'Save value plan' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Ticket plan name' }).fill('x'.repeat(51));
    await page.getByRole('button', { name: 'Save value plan' }).click();
    await expect(page.getByText('Max length is 50 characters')).toBeVisible();
    await page.getByRole('textbox', { name: 'Ticket plan name' }).fill(planName);
    await page.getByRole('button', { name: 'Save value plan' }).click();
    await expect(page.getByRole('cell', { name: planName })).toBeVisible();

    // Every ticket whose price type is in no plan prints under the default plan.
    await choose(page, 'Default value plan', planName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Ticket template saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Line 1', exact: true })).toHaveValue(
      'No refunds or exchanges',
    );

    // Sell one standing place of The Tempest and download its tickets from the order.
    await page.goto('/admin/v2/sell-tickets');
    await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
    await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
    await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
    await page.getByRole('tab', { name: 'General admission' }).click();
    await page.getByRole('textbox', { name: 'Quantity for Standing' }).fill('1');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await choose(page, 'Title', 'Mx');
    await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await page.getByRole('textbox', { name: 'Email' }).fill(`grace.${Date.now()}@example.test`);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: /^Complete sale/ }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
    const orderId = Number(/confirmation\/(\d+)$/.exec(page.url())![1]);

    await page.goto(`/admin/v2/orders/${orderId}/bundle`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download tickets (PDF)' }).click(),
    ]);
    const text = await pdfText(new Uint8Array(readFileSync((await download.path())!)));
    expect(text).toContain('The Tempest');
    expect(text).toContain('No refunds or exchanges');
    expect(text).toContain('Price: COMP');

    // The same ticket printed on a venue ticket printer through the local agent.
    const events = (await (await page.request.get('/api/admin/events')).json()) as {
      name: string;
      venueId: number;
    }[];
    const tempest = events.find((e) => e.name === 'The Tempest')!;
    const printerName = `Template printer ${Date.now()}`;
    const made = await page.request.post(`/api/admin/venues/${tempest.venueId}/printers`, {
      data: { name: printerName, type: 'Boca', ipAddress: '127.0.0.1' },
    });
    expect(made.status()).toBeLessThan(300);
    await page.reload();
    // The venue's first printer is chosen already; choosing it again would clear it.
    const printerLabel = `${printerName} (Boca, 127.0.0.1)`;
    const printerBox = page.getByRole('combobox', { name: 'Ticket printer', exact: true });
    if ((await printerBox.inputValue()) !== printerLabel) await choose(page, 'Ticket printer', printerLabel);
    await page.getByRole('textbox', { name: 'Printer agent address' }).fill(agentUrl);
    await page.getByRole('button', { name: 'Print 1 ticket' }).click();
    await expect(page.getByTestId('print-run-status')).toHaveText('Done: 1 of 1 printed');
    const files = readdirSync(printed).filter((f) => f.endsWith('.fgl'));
    expect(files).toHaveLength(1);
    const fgl = readFileSync(join(printed, files[0]!), 'latin1');
    expect(fgl).toContain('No refunds or exchanges');
    expect(fgl).toContain('Price: COMP');
  } finally {
    await resetTemplate(page);
  }
});
