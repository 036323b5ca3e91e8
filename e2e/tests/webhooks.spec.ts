import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './demo';

interface Received {
  signature: string;
  body: string;
  json: { id: string; type: string; data: { orderId?: number } };
}

/** A venue's webhook receiver on this machine: records each POST, answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ signature: String(req.headers['tessera-signature']), body, json: JSON.parse(body) });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answer: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sells one standing place of The Tempest at the point of sale, paid in cash; answers the order id. */
async function sellOne(page: Page): Promise<number> {
  await page.goto('/admin/v2');
  await page.getByRole('link', { name: 'Single tickets' }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('textbox', { name: 'Quantity for Standing' }).fill('1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill(`hooks-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
  return Number(/confirmation\/(\d+)$/.exec(page.url())![1]);
}

test('a webhook endpoint: a sale is delivered signed; a failing receiver is retried; a redelivery goes through', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    const name = `Orders feed ${Date.now()}`;
    await page.goto('/admin/v2/auth/login');
    await signIn(page);
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();

    // API → Webhooks: add an endpoint for new orders; its secret is shown once.
    await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/webhooks$/);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill('http://hooks.example.com/x');
    await dialog.getByRole('textbox', { name: 'Description' }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Webhook addresses must start with https://.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
    await expect(dialog.getByRole('checkbox', { name: 'Order created' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('dialog', { name: 'Signing secret' }).getByRole('button', { name: 'Close' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Order created');
    await expect(row).toContainText(`…${secret.slice(-4)}`);

    // A sale at the box office: delivered, signed with the secret over "timestamp.body".
    const first = await sellOne(page);
    await page.goto('/admin/v2/webhooks');
    await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Deliveries' }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/webhooks\/\d+$/);
    const latest = page.getByRole('row').nth(1);
    await expect(latest).toContainText('Order created');
    await expect(latest).toContainText('Delivered', { timeout: 20_000 });
    await expect(latest).toContainText('200');
    const got = receiver.received.find((r) => r.json.data.orderId === first)!;
    expect(got.json.type).toBe('order.created');
    const [t, v1] = got.signature.split(',').map((p) => p.split('=')[1]);
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${got.body}`).digest('hex'));

    // The receiver breaks: the next sale's delivery fails with its 500 and waits for a retry.
    receiver.answer(500);
    await sellOne(page);
    await page.goto('/admin/v2/webhooks');
    await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Deliveries' }).click();
    const failing = page.getByRole('row').nth(1);
    await expect(failing).toContainText('500', { timeout: 20_000 });
    await expect(failing).toContainText('Pending');
    await expect(failing).toContainText('the receiver answered 500');
    const attempts = failing.getByRole('cell').nth(4);
    await expect(attempts).toHaveText('1');

    // Half a minute later the queue tries again (the server's clock is moved, not waited for).
    const moved = await page.request.post('/api/test/clock', { data: { advanceMs: 31_000 } });
    expect(moved.ok(), await moved.text()).toBe(true);
    await expect(attempts).toHaveText('2', { timeout: 20_000 });
    await expect(failing).toContainText('500');

    // Fixed, and redelivered from the log: delivered.
    receiver.answer(200);
    await failing.getByRole('button', { name: 'Redeliver' }).click();
    await expect(failing).toContainText('Delivered', { timeout: 20_000 });
    await expect(failing).toContainText('200');
    await expect(attempts).toHaveText('3');
  } finally {
    await receiver.close();
  }
});
