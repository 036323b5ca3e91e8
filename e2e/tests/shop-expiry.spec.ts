import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoLogin } from './demo';
import { openTheTempest } from './shop';

/** Sets The Tempest template's basket timer as the demo administrator. */
async function setBasketTimer(request: APIRequestContext, minutes: number) {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const list = await request.get('/api/shop/series');
  const [series] = (await list.json()) as { id: number }[];
  const res = await request.patch(`/api/admin/event-templates/${series!.id}`, {
    headers,
    data: { saleTiming: { basketExpirationMinutes: minutes } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Moves the server's clock ahead (the server runs with TESSERA_TEST_CLOCK=1). */
async function moveServerClock(request: APIRequestContext, ms: number) {
  const res = await request.post('/api/test/clock', { data: { advanceMs: ms } });
  expect(res.ok(), await res.text()).toBe(true);
}

// The template's timer is set to its minimum (1 minute); the browser's clock and the server's
// are then moved past it instead of waiting.
test('a basket whose time runs out lands on the expired page', async ({ page }) => {
  await setBasketTimer(page.request, 1);
  await page.clock.install();
  try {
    await openTheTempest(page);
    await page.getByRole('tab', { name: 'General admission' }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.getByRole('link', { name: 'Go to basket' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your basket will expire in 1 minute.' }),
    ).toBeVisible();
    await moveServerClock(page.request, 61_000);
    await page.clock.fastForward(61_000);
    await expect(page).toHaveURL(/\/shop\/checkout\/expired$/);
    await expect(page.getByRole('heading', { name: 'Your basket has expired' })).toBeVisible();
    await page.goto('/shop/checkout/basket');
    await expect(page.getByText('Your basket is empty.')).toBeVisible();
  } finally {
    await setBasketTimer(page.request, 15);
  }
});
