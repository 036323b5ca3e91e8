import { expect, type Page, test } from '@playwright/test';
import { demoLogin, signIn } from './demo';
import { copyOfTheTempest, deactivate, staffHeaders } from './tempest-dates';

const boxOffice = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

/** Screenshots of the screen at 1280 and 360 px, in English and Spanish (the stored choice, reloaded). */
async function shots(page: Page, name: string, ready: () => Promise<void>) {
  for (const language of ['en-US', 'es-ES']) {
    await page.evaluate(
      (lng) =>
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem('tessera.locale', lng),
      language,
    );
    await page.reload();
    await ready();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/shots/${name}-${language}-${width}.png`, fullPage: true });
    }
  }
  await page.evaluate(() =>
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
      'tessera.locale',
      'en-US',
    ),
  );
  await page.reload();
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the box office sells a template package as one line for cash, then refunds it as one', async ({
  page,
}) => {
  test.slow();
  const run = Date.now();
  const event = await copyOfTheTempest(page.request, {
    name: `Tempest package night ${run}`,
    days: 74,
    onSaleLikeOriginal: true,
  });
  const headers = await staffHeaders(page.request);
  const types = (await (
    await page.request.get(`/api/admin/event-templates/${event.templateId}/price-types`, { headers })
  ).json()) as { id: number; name: string }[];
  const full = types.find((p) => p.name === 'Full price')!;
  const made = await page.request.post(`/api/admin/event-templates/${event.templateId}/packages`, {
    headers,
    data: {
      name: `Pair night ${run}`,
      pricingMode: 'Package',
      price: 7000,
      items: [{ kind: 'PriceType', priceTypeId: full.id, quantity: 2, unitPrice: 4500 }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const packageId = (await made.json()).id as number;

  try {
    await page.goto('/admin/v2/auth/login');
    await signIn(page, boxOffice);
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
    await page.goto(`/admin/v2/sell-tickets?event=${event.eventId}`);
    await page.getByRole('tab', { name: 'Packages and plans' }).click();
    const offer = page.getByRole('listitem', { name: `Pair night ${run}` });
    await expect(offer).toContainText('2 × Full price');
    await expect(offer).toContainText('$70.00');
    await page.getByRole('button', { name: `Add package Pair night ${run}` }).click();

    // One line with its two tickets under it, none as lines of their own.
    const line = page.getByTestId('basket-bundle');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(`Pair night ${run}`);
    await expect(line).toContainText('Package · 2 parts');
    await expect(line.getByTestId('basket-bundle-part')).toHaveCount(2);
    await expect(page.getByTestId('basket-line')).toHaveCount(0);
    await shots(page, 'sell-template-package-basket', () =>
      expect(page.getByTestId('basket-bundle')).toHaveCount(1),
    );

    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/basket$/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Pat');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Package');
    await page.getByRole('textbox', { name: 'Email' }).fill('pat.package@example.test');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const total = await page.getByRole('textbox', { name: 'Amount of payment 1' }).inputValue();
    await page.getByRole('button', { name: `Complete sale · ${total}` }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
    await expect(page.getByText(`2 tickets sold for ${total}.`)).toBeVisible();
    const orderId = Number(page.url().split('/').pop());

    // Refund: choosing one of its tickets voids and refunds the whole package.
    await page.goto(`/admin/v2/orders/${orderId}/tickets`);
    await expect(page.getByTestId('ticket-in-bundle')).toHaveCount(2);
    await shots(page, 'sell-template-package-order', () =>
      expect(page.getByTestId('ticket-in-bundle')).toHaveCount(2),
    );
    await page
      .getByRole('checkbox', { name: /^Select / })
      .nth(1)
      .check();
    await page.getByRole('button', { name: 'Void 1 ticket' }).click();
    await expect(page.getByTestId('void-bundle-note')).toContainText('2 items');
    await page.screenshot({ path: 'test-results/shots/sell-template-package-void-en-US-1280.png' });
    await page.getByRole('button', { name: 'Void and refund' }).click();
    // Both tickets' rows say so (the order's own badge says Voided too).
    await expect(page.getByRole('cell', { name: 'Voided', exact: true })).toHaveCount(2);
    const after = await (await page.request.get(`/api/admin/orders/${orderId}`, { headers })).json();
    expect((after.tickets as { status: string }[]).map((t) => t.status)).toEqual(['voided', 'voided']);
    expect(after.netPaid).toBe(0);
    await page.goto(`/admin/v2/orders/${orderId}/activity`);
    await expect(page.getByText(`${'Pair night'} ${run}: 2 parts voided`)).toBeVisible();
    await expect(page.getByText(`Package Pair night ${run}`)).toBeVisible();
  } finally {
    await page.request.post(`/api/admin/packages/${packageId}/archive`, { headers });
    await deactivate(page.request, event.eventId);
  }
});
