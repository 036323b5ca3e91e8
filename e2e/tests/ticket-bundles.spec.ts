import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signInFromLoginPage } from './demo';
import { lastMailTo } from './identity';
import { addSeats, openTheTempest, overflowsSideways, pay } from './shop';
import { freeSeats, saveSettings } from './venue';

test.afterEach(async ({ request }) => saveSettings(request, { automaticTicketBundling: false }));

test('with automatic ticket bundling on, the confirmation links one page that opens both tickets and their PDF without signing in', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // Staff turn the setting on in General account information.
  await signInFromLoginPage(page);
  await page.goto('/admin/v2/account-settings/general');
  const toggle = page.getByRole('switch', { name: 'Automatic ticket bundling' });
  await toggle.check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The account settings were saved.')).toBeVisible();

  // A guest buys two seats in the shop.
  const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: `bundle.${Date.now()}@example.test` };
  const seats = await freeSeats(request, 'Circle Right', 2);
  const shopper = await browser.newPage();
  await openTheTempest(shopper);
  await addSeats(
    shopper,
    'Circle Right',
    seats[0]!.row,
    seats.map((s) => s.seat),
  );
  await shopper.getByRole('link', { name: 'Go to basket' }).click();
  await shopper.getByRole('link', { name: 'Checkout' }).click();
  await pay(shopper, '4242 4242 4242 4242', buyer);
  await expect(shopper).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);

  // The confirmation mail carries one link for the event.
  await expect
    .poll(async () => (await lastMailTo(buyer.email).catch(() => ({ text: '' }))).text)
    .toContain('/shop/tickets/bundle/');
  const mail = await lastMailTo(buyer.email);
  const links = [
    ...new Set(mail.text.match(/https?:\/\/[^\s"<>]+\/shop\/tickets\/bundle\/[\w-]+\/event\/\d+/g)),
  ];
  expect(links).toHaveLength(1);

  // Whoever holds the link, in a browser never signed in, sees both tickets and gets the PDF.
  const holder = await (await browser.newContext()).newPage();
  await holder.goto(links[0]!);
  await expect(holder.getByRole('heading', { name: 'The Tempest', level: 1 })).toBeVisible();
  await expect(holder.getByRole('heading', { name: '2 tickets' })).toBeVisible();
  await expect(holder.getByTestId('bundle-ticket')).toHaveCount(2);
  for (const s of seats)
    await expect(holder.getByText(`Circle Right, row ${s.row}, seat ${s.seat}`)).toBeVisible();
  const href = await holder.getByRole('link', { name: 'Download tickets (PDF)' }).getAttribute('href');
  const pdf = await holder.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  await expectAccessible(holder, 'ticket bundle');
  await holder.screenshot({ path: 'test-results/ticket-bundle-1280.png', fullPage: true });
  // On a phone the page fits the screen.
  await holder.setViewportSize({ width: 360, height: 740 });
  await expect(holder.getByTestId('bundle-ticket')).toHaveCount(2);
  await expect.poll(() => overflowsSideways(holder)).toBe(false);
  await holder.screenshot({ path: 'test-results/ticket-bundle-360.png', fullPage: true });
  // A Spanish reader gets the page in Spanish.
  const lector = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await lector.goto(links[0]!);
  await expect(lector.getByRole('link', { name: 'Descargar entradas (PDF)' })).toBeVisible();
  await lector.screenshot({ path: 'test-results/ticket-bundle-es.png', fullPage: true });

  // A link with a wrong code is only "not found".
  await holder.goto(links[0]!.replace(/bundle\/[\w-]+\//, 'bundle/AAAAAAAAAAAAAAAAAAAAAA/'));
  await expect(holder.getByText('This tickets link is not valid')).toBeVisible();
});
