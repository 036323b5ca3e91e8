import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { mailSink } from '../playwright.config';
import { demoLogin, signIn } from './demo';

const port = Number(process.env.E2E_PORT ?? 3100);
const agentPort = port + 3;
const agentUrl = `http://127.0.0.1:${agentPort}`;
const printed = mkdtempSync(join(tmpdir(), 'tessera-printed-'));
const agentDir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/printer-agent');
let agent: ChildProcess;

/** The printer agent as a person starts it (its start script), printing to a folder. */
test.beforeAll(async () => {
  agent = spawn(join(agentDir, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: agentDir,
    env: { ...process.env, PRINTER_AGENT_PORT: String(agentPort), PRINTER_AGENT_OUTPUT_DIR: printed },
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

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Sells one standing place of The Tempest for cash and answers the order id. */
async function sellOnePlace(page: Page, email: string): Promise<number> {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, demoLogin);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
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
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
  return Number(/confirmation\/(\d+)$/.exec(page.url())![1]);
}

test.setTimeout(90_000);

test('a sold ticket is emailed, printed through the local agent, admitted once and counted on the attendance map', async ({
  page,
}) => {
  const email = `grace.${Date.now()}@example.test`;
  const orderId = await sellOnePlace(page, email);

  // The confirmation email arrives with the tickets PDF attached.
  await expect
    .poll(async () => {
      const res = await fetch(`http://127.0.0.1:${mailSink.httpPort}/?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as { subject: string; text: string }[];
      return mails.map((m) => [
        m.subject,
        /Content-Type: application\/pdf/.test(m.text),
        m.text.includes(`tickets-${orderId}.pdf`),
      ]);
    })
    .toEqual([[`Your order ${orderId} is confirmed`, true, true]]);

  // A ticket printer at the event's venue.
  const events = (await (await page.request.get('/api/admin/events')).json()) as {
    id: number;
    name: string;
    venueId: number;
  }[];
  const tempest = events.find((e) => e.name === 'The Tempest')!;
  const made = await page.request.post(`/api/admin/venues/${tempest.venueId}/printers`, {
    data: { name: 'Door printer', type: 'Zebra', ipAddress: '127.0.0.1' },
  });
  expect(made.status()).toBeLessThan(300);

  await page.goto(`/admin/v2/orders/${orderId}/bundle`);
  await expect(page.getByRole('heading', { name: `Order ${orderId}: tickets` })).toBeVisible();
  await expect(page).toHaveTitle('Tessera | Order tickets');
  const barcode = (await page.getByTestId('ticket-barcode').first().textContent())!.trim();
  expect(barcode).toMatch(/^\d{18}$/);

  await page.getByRole('textbox', { name: 'Printer agent address' }).fill(agentUrl);
  await page.getByRole('button', { name: 'Print 1 ticket' }).click();
  await expect(page.getByTestId('print-run-status')).toHaveText('Done: 1 of 1 printed');
  await expect(page.getByTestId('print-count').first()).toHaveText('1');
  const files = readdirSync(printed);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^Door_printer-.*\.zpl$/);
  const zpl = readFileSync(join(printed, files[0]!), 'latin1');
  expect(zpl).toContain(`^FD${barcode}^FS`);
  expect(zpl).toContain('The Tempest');

  // At the door: admitted once, refused the second time with the time of the first scan.
  await page.goto('/admin/v2/scan');
  const field = page.getByRole('textbox', { name: 'Barcode' });
  await page.getByRole('textbox', { name: 'Location' }).fill('Main door');
  await field.fill(barcode);
  await field.press('Enter');
  await expect(page.getByTestId('scan-result')).toHaveAttribute('data-result', 'accepted');
  await expect(page.getByTestId('scan-result')).toContainText('Admit');
  await expect(field).toHaveValue('');
  await field.fill(barcode);
  await field.press('Enter');
  await expect(page.getByTestId('scan-result')).toHaveAttribute('data-result', 'refused');
  await expect(page.getByTestId('scan-result')).toContainText(
    /Already scanned\s*First scanned .*\d{1,2}:\d{2}/,
  );

  // The attendance map counts the admission in its 5-minute increment.
  await page.goto(`/admin/v2/event/${tempest.id}/attendance-map`);
  await expect(page.getByRole('heading', { name: 'Attendance map: The Tempest' })).toBeVisible();
  // Other walks admit people to The Tempest too, in earlier increments: this admission is in
  // the latest one.
  const rows = page.getByTestId('attendance-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.last().locator('td').nth(1)).toHaveText(/^[1-9]\d*$/);

  // The bundle shows both scans in the ticket's history.
  await page.goto(`/admin/v2/orders/${orderId}/bundle`);
  await page.getByRole('button', { name: 'Details' }).first().click();
  await expect(page.getByRole('cell', { name: 'Main door', exact: true })).toHaveCount(2);
});
