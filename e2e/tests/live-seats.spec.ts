import { expect, type Page, test } from '@playwright/test';
import { addSeats, choose, emptyBasket, openTheTempest } from './shop';

// Circle Right row B is used by no other walk; seat 10, at the row's end (no single seat left
// beside it), is taken and given back by each walk here.

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
    await emptyBasket(page);
    await expect(seat10('Available')).toBeVisible({ timeout: 3_000 });
    expect(reads).toEqual([]);
  } finally {
    await other.close();
  }
});

test('a chosen seat another buyer takes first: the shopper is told at once and offered the nearest', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  try {
    const chooser = await other.newPage();
    await openTheTempest(chooser);
    await choose(chooser, 'Section', 'Circle Right');
    await choose(chooser, 'Row', 'B');
    await chooser.getByRole('checkbox', { name: '10 · Available', exact: true }).check();
    await expect(chooser.getByText('1 seat selected')).toBeVisible();

    // The other buyer takes it while the first is still looking, before they press "add".
    await openTheTempest(page);
    await addSeats(page, 'Circle Right', 'B', ['10']);
    await expect(page.getByText('1 ticket in your basket')).toBeVisible();

    await expect(
      chooser.getByText('Those seats were just taken by another buyer. Please choose other seats.'),
    ).toBeVisible();
    await expect(chooser.getByRole('checkbox', { name: '10 · Unavailable', exact: true })).toBeVisible();
    await expect(chooser.getByRole('button', { name: 'Add 0 seats to basket' })).toBeDisabled();
    await expect(chooser.getByRole('heading', { name: 'The next best seats nearby' })).toBeVisible();
    await expect(chooser.getByRole('list', { name: 'Seats found' })).toContainText('Circle Right');

    // Choosing again puts the notice away.
    await chooser.getByRole('checkbox', { name: '9 · Available', exact: true }).check();
    await expect(
      chooser.getByText('Those seats were just taken by another buyer.', { exact: false }),
    ).toBeHidden();

    await emptyBasket(page);
  } finally {
    await other.close();
  }
});
