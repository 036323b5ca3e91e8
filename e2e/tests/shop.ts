import { expect, type Page } from '@playwright/test';
import { mailSink } from '../playwright.config';

/** Gives back everything in this browser's shop basket, so the seats are free for other walks. */
export async function emptyBasket(page: Page) {
  const { basket } = (await (await page.request.get('/api/shop/basket')).json()) as {
    basket: { items: { id: number }[] };
  };
  for (const item of basket.items) {
    expect((await page.request.delete(`/api/shop/basket/items/${item.id}`)).ok()).toBe(true);
  }
}

/** Mantine selects: open by label, pick the option by name. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** From the shop home to The Tempest's only date. */
export async function openTheTempest(page: Page) {
  await page.goto('/shop');
  await page.getByRole('article', { name: 'The Tempest' }).getByRole('link', { name: 'Buy tickets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Tempest' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Choose tickets for/ })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: 'Choose seats' })).toBeVisible();
  // The map's first frame sets its height; until then the cards below it still move, and a
  // click aimed at them can land on the canvas instead.
  await expect(page.getByRole('img', { name: /^Seat map of/ })).toHaveAttribute('data-first-frame-at', /\d/);
}

/** Seats of a row through the keyboard picker, then into the basket. */
export async function addSeats(page: Page, section: string, row: string, seats: string[]) {
  await choose(page, 'Section', section);
  await choose(page, 'Row', row);
  for (const seat of seats)
    await page.getByRole('checkbox', { name: `${seat} · Available`, exact: true }).check();
  await page
    .getByRole('button', { name: `Add ${seats.length} seat${seats.length > 1 ? 's' : ''} to basket` })
    .click();
}

export const guest = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };

/** Fills the payment page and pays with a sandbox card. */
export async function pay(page: Page, cardNumber: string, buyer = guest) {
  await page.getByRole('textbox', { name: 'First name' }).fill(buyer.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(buyer.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(buyer.email);
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: /^Pay (now|\S+)$/ }).click();
}

/** Whether the page is wider than the window (a horizontal scroll bar). */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const w = globalThis as unknown as {
      innerWidth: number;
      document: { documentElement: { scrollWidth: number } };
    };
    return w.document.documentElement.scrollWidth > w.innerWidth;
  });
}

/** The order confirmation mails the sink received for an order: subject, PDF attached, its file name. */
export async function confirmationMails(
  email: string,
  orderId: number,
): Promise<[string, boolean, boolean][]> {
  const res = await fetch(`http://127.0.0.1:${mailSink.httpPort}/?to=${encodeURIComponent(email)}`);
  const mails = (await res.json()) as { subject: string; text: string }[];
  return mails
    .filter((m) => m.subject.includes(String(orderId)))
    .map((m) => [
      m.subject,
      /Content-Type: application\/pdf/.test(m.text),
      m.text.includes(`tickets-${orderId}.pdf`),
    ]);
}
