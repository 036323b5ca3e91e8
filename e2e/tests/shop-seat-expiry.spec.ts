import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoLogin } from './demo';
import { addSeats, choose, openTheTempest } from './shop';

/** Sets The Tempest template's basket timer as the demo administrator. */
async function setBasketTimer(request: APIRequestContext, minutes: number) {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const [series] = (await (await request.get('/api/shop/series')).json()) as { id: number }[];
  const res = await request.patch(`/api/admin/event-templates/${series!.id}`, {
    headers,
    data: { saleTiming: { basketExpirationMinutes: minutes } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

// The server's clock cannot be moved: the template's timer is set to its minimum (1 minute),
// and the second buyer's open map must offer the seat as soon as the first basket runs out.
test('a seat whose basket runs out goes to the next buyer within seconds', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await setBasketTimer(page.request, 1);
  const other = await browser.newContext();
  try {
    await openTheTempest(page);
    await addSeats(page, 'Circle Right', 'F', ['5']);
    await expect(page.getByText('1 ticket in your basket')).toBeVisible();
    const { basket } = (await (await page.request.get('/api/shop/basket')).json()) as {
      basket: { expiresAt: string };
    };
    const expiresAt = new Date(basket.expiresAt).getTime();

    const next = await other.newPage();
    await openTheTempest(next);
    await choose(next, 'Section', 'Circle Right');
    await choose(next, 'Row', 'F');
    await expect(next.getByRole('checkbox', { name: '5 · Unavailable', exact: true })).toBeVisible();
    // No reload: the open map asks again the moment the first basket's seat comes free.
    await next
      .getByRole('checkbox', { name: '5 · Available', exact: true })
      .check({ timeout: expiresAt - Date.now() + 5_000 });
    await next.getByRole('button', { name: 'Add 1 seat to basket' }).click();
    await expect(next.getByText('1 ticket in your basket')).toBeVisible({
      timeout: Math.max(1, expiresAt + 5_000 - Date.now()),
    });
    expect(Date.now() - expiresAt).toBeLessThan(5_000);
  } finally {
    await other.close();
    await setBasketTimer(page.request, 15);
  }
});
