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

/** Moves the server's clock ahead (the server runs with TESSERA_TEST_CLOCK=1). */
async function moveServerClock(request: APIRequestContext, ms: number) {
  const res = await request.post('/api/test/clock', { data: { advanceMs: ms } });
  expect(res.ok(), await res.text()).toBe(true);
}

// The template's timer is set to its minimum (1 minute); the server's clock and the second
// buyer's are then moved past it instead of waiting, and the second buyer's open map must
// offer the seat within seconds, without a reload.
test('a seat whose basket runs out goes to the next buyer within seconds', async ({ page, browser }) => {
  await setBasketTimer(page.request, 1);
  const other = await browser.newContext();
  try {
    await openTheTempest(page);
    await addSeats(page, 'Circle Right', 'F', ['5']);
    await expect(page.getByText('1 ticket in your basket')).toBeVisible();

    const next = await other.newPage();
    await next.clock.install();
    await openTheTempest(next);
    await choose(next, 'Section', 'Circle Right');
    await choose(next, 'Row', 'F');
    await expect(next.getByRole('checkbox', { name: '5 · Unavailable', exact: true })).toBeVisible();

    await moveServerClock(page.request, 61_000);
    const ranOut = Date.now();
    await next.clock.fastForward(61_000);
    // No reload: the open map asks again the moment the first basket's seat comes free.
    await next.getByRole('checkbox', { name: '5 · Available', exact: true }).check({ timeout: 15_000 });
    expect(Date.now() - ranOut).toBeLessThan(5_000);
    await next.getByRole('button', { name: 'Add 1 seat to basket' }).click();
    await expect(next.getByText('1 ticket in your basket')).toBeVisible();
  } finally {
    await other.close();
    await setBasketTimer(page.request, 15);
  }
});
