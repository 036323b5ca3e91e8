import { expect, type Page, test } from '@playwright/test';
import { addSeats, choose, openTheTempest } from './shop';

// Circle Right row B is used by no other walk; the seat taken here is given back at the end.

/** Full seat map reads (not the live stream) a page makes from now on. */
function countMapReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/shop\/events\/\d+\/seats(\?|$)/.test(request.url())) reads.push(request.url());
  });
  return reads;
}

test('a seat one shopper takes goes from another shopper’s open map without a reload', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  try {
    const watcher = await other.newPage();
    const streamOpen = watcher.waitForResponse((r) => r.url().includes('/seats/stream?'));
    await openTheTempest(watcher);
    expect((await streamOpen).status()).toBe(200);
    await choose(watcher, 'Section', 'Circle Right');
    await choose(watcher, 'Row', 'B');
    const seat10 = (state: string) => watcher.getByRole('checkbox', { name: `10 · ${state}`, exact: true });
    await expect(seat10('Available')).toBeVisible();

    await openTheTempest(page);
    const reads = countMapReads(watcher);
    await addSeats(page, 'Circle Right', 'B', ['10']);
    await expect(page.getByText('1 ticket in your basket')).toBeVisible();
    const took = Date.now();
    // Pushed: well within the 10 s the map used to wait between reads (a minute while live).
    await expect(seat10('Unavailable')).toBeVisible({ timeout: 3_000 });
    expect(Date.now() - took).toBeLessThan(3_000);
    expect(reads).toEqual([]);

    // The first shopper gives it back: it shows free again on the open map.
    const { basket } = (await (await page.request.get('/api/shop/basket')).json()) as {
      basket: { items: { id: number }[] };
    };
    for (const item of basket.items) {
      expect((await page.request.delete(`/api/shop/basket/items/${item.id}`)).ok()).toBe(true);
    }
    await expect(seat10('Available')).toBeVisible({ timeout: 3_000 });
    expect(reads).toEqual([]);
  } finally {
    await other.close();
  }
});
