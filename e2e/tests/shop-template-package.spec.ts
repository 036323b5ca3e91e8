import { expect, type Page, test } from '@playwright/test';
import { addTempestProducts } from './products';
import { pay } from './shop';
import { copyOfTheTempest, deactivate, staffHeaders } from './tempest-dates';

/** Screenshots of the screen at 1280 and 360 px, in English and Spanish (the stored choice, reloaded). */
async function shots(page: Page, name: string, ready: () => Promise<void>) {
  const setLocale = (language: string) =>
    page.evaluate(
      (lng) =>
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem('tessera.locale', lng),
      language,
    );
  for (const language of ['en-US', 'es-ES']) {
    await setLocale(language);
    await page.reload();
    await ready();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/shots/${name}-${language}-${width}.png`, fullPage: true });
    }
  }
  await setLocale('en-US');
  await page.reload();
  await page.setViewportSize({ width: 1280, height: 900 });
  await ready();
}

test('a buyer adds a template package from the event page, sees it as one line with its parts, and pays', async ({
  page,
}) => {
  test.slow();
  const run = Date.now();
  const event = await copyOfTheTempest(page.request, {
    name: `Tempest shop package ${run}`,
    days: 78,
    onSaleLikeOriginal: true,
  });
  const second = await copyOfTheTempest(page.request, {
    name: `Tempest shop plan ${run}`,
    days: 79,
    onSaleLikeOriginal: true,
  });
  const headers = await staffHeaders(page.request);
  const types = (await (
    await page.request.get(`/api/admin/event-templates/${event.templateId}/price-types`, { headers })
  ).json()) as { id: number; name: string }[];
  const full = types.find((p) => p.name === 'Full price')!;
  const [programme] = await addTempestProducts((stamp) => [
    { name: `Package programme ${stamp}`, type: 'Program', sku: `PKG-PROG-${stamp}`, price: 800 },
  ]);
  const name = `Pair with programmes ${run}`;
  const made = await page.request.post(`/api/admin/event-templates/${event.templateId}/packages`, {
    headers,
    data: {
      name,
      description: 'Two seats and a programme each.',
      pricingMode: 'Package',
      price: 8000,
      items: [
        { kind: 'PriceType', priceTypeId: full.id, quantity: 2, unitPrice: 4500 },
        { kind: 'Product', productId: programme!.id, quantity: 2, unitPrice: 800 },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const packageId = (await made.json()).id as number;
  // A plan of this date and the next, shown beside the package with its rule and discount.
  const plan = await page.request.post('/api/admin/event-plans', {
    headers,
    data: {
      name: `Both Tempests ${run}`,
      selectionMode: 'Fixed',
      discountKind: 'Percentage',
      discount: 1000,
      salesChannels: ['Web'],
      events: [{ eventId: event.eventId }, { eventId: second.eventId }],
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const planId = (await plan.json()).id as number;

  try {
    // The event page: the package with what it includes and its price, and the plan.
    const eventPage = `/shop/tickets/series/${event.templateId}/${event.eventId}`;
    await page.goto(eventPage);
    const offer = page.getByRole('listitem', { name });
    const planCard = page.getByRole('listitem', { name: `Both Tempests ${run}` });
    const ready = async () => {
      await expect(page.getByRole('heading', { name: 'Packages and plans' })).toBeVisible();
    };
    await ready();
    await expect(offer).toContainText('2 × Full price');
    await expect(offer).toContainText(`2 × ${programme!.name}`);
    await expect(offer).toContainText('Two seats and a programme each.');
    await expect(offer).toContainText('$80.00');
    await expect(planCard).toContainText('All 2 events · 10% off each ticket');
    await shots(page, 'shop-template-package-event', () =>
      expect(page.getByRole('listitem', { name })).toBeVisible(),
    );

    // Added: the basket shows one line, its two tickets and the programmes under it.
    const addIt = async () => {
      await page.getByRole('button', { name: `Add ${name} to basket` }).click();
      await expect(page).toHaveURL(/\/shop\/checkout\/basket$/);
    };
    await addIt();
    const line = page.getByTestId('basket-bundle');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(name);
    await expect(line).toContainText('Package · 3 items');
    await expect(line.getByTestId('basket-bundle-part')).toHaveCount(3);
    await expect(line.getByTestId('basket-bundle-part').last()).toContainText(`2 × ${programme!.name}`);
    await expect(page.getByTestId('basket-line')).toHaveCount(0);
    await expect(page.getByTestId('basket-product')).toHaveCount(0);
    await shots(page, 'shop-template-package-basket', () => expect(line).toHaveCount(1));

    // Removing it takes the whole package out; the buyer adds it again.
    await page.getByRole('button', { name: `Remove ${name} and everything in it` }).click();
    await expect(page.getByText('Your basket is empty.')).toBeVisible();
    await page.goto(eventPage);
    await addIt();
    await expect(line).toHaveCount(1);

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);
    await expect(page.getByTestId('basket-bundle')).toContainText(name);
    await pay(page, '4242 4242 4242 4242');

    // The confirmation: the package as one, its two tickets (with barcodes) and programmes inside.
    await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
    const bought = page.getByTestId('confirmation-bundle');
    await expect(bought).toHaveCount(1);
    await expect(bought).toContainText(name);
    await expect(bought).toContainText('Package · 3 items');
    await expect(bought.getByTestId('confirmation-ticket')).toHaveCount(2);
    await expect(bought.getByTestId('barcode')).toHaveCount(2);
    await expect(bought.getByTestId('confirmation-product')).toContainText(programme!.name);
    await shots(page, 'shop-template-package-confirmation', () =>
      expect(page.getByTestId('confirmation-bundle')).toHaveCount(1),
    );
  } finally {
    await page.request.post(`/api/admin/packages/${packageId}/archive`, { headers });
    await page.request.post(`/api/admin/event-plans/${planId}/archive`, { headers });
    await page.request.post(`/api/admin/products/${programme!.id}/archive`, { headers });
    await deactivate(page.request, event.eventId);
    await deactivate(page.request, second.eventId);
  }
});
