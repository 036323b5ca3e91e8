import { expect, type Page, test } from '@playwright/test';
import { standingPlaceToPayment } from './box-office';
import { demoLogin, signIn } from './demo';
import { paymentAccount, stripeCall, stripeKeys } from './stripe-local';
import { staffHeaders } from './tempest-dates';

const boxOffice = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

/** Mantine selects: open by label, pick the option by name. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The buyer presents a card once the reader shows the amount (its action is in progress). */
async function present(secretKey: string, readerId: string, number: string) {
  await expect
    .poll(async () => {
      const reader = await stripeCall(secretKey, 'GET', `/v1/terminal/readers/${readerId}`);
      return (reader.action as { status?: string } | null)?.status ?? null;
    })
    .toBe('in_progress');
  await stripeCall(
    secretKey,
    'POST',
    `/v1/test_helpers/terminal/readers/${readerId}/present_payment_method`,
    {
      'card_present[number]': number,
    },
  );
}

/**
 * The box office pays by card terminal (decisions/0090): The Tempest's venue takes cards through a
 * Stripe account on the local Stripe server, a workstation has its simulated reader, and the card
 * is presented on the reader (Stripe's test helper) while the sale waits. The venue gets its
 * payment account back afterwards, so the other walks keep the sandbox.
 */
test('a box-office sale paid on the workstation’s card reader: declined once, then paid', async ({
  page,
}) => {
  test.slow();
  const request = page.request;
  const headers = await staffHeaders(request);
  const keys = stripeKeys();
  const accountId = await paymentAccount(request, headers, {
    name: `Stripe terminal walk ${Date.now()}`,
    processor: 'Stripe',
    isLive: true,
    onboardingComplete: true,
    stripe: keys,
  });
  const reader = await stripeCall(keys.secretKey, 'POST', '/v1/terminal/readers', {
    registration_code: 'simulated-wpe',
    label: 'Front desk reader',
  });
  const series = (await (await request.get('/api/shop/series')).json()) as { id: number; name: string }[];
  const tempest = await (
    await request.get(`/api/shop/series/${series.find((s) => s.name === 'The Tempest')!.id}`)
  ).json();
  const eventId = (tempest.events as { id: number; name: string }[]).find(
    (e) => e.name === 'The Tempest',
  )!.id;
  const event = await (await request.get(`/api/admin/events/${eventId}`, { headers })).json();
  const venuePath = `/api/admin/venues/${event.venueId}`;
  const venue = await (await request.get(venuePath, { headers })).json();
  const station = `Terminal walk desk ${Date.now() % 100_000}`;
  const added = await request.post(`${venuePath}/workstations`, {
    headers,
    data: { name: station, cardTerminalId: reader.id, cardTerminalLabel: 'Front desk reader' },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const stationId = ((await added.json()).workstations as { id: number; name: string }[]).find(
    (w) => w.name === station,
  )!.id;
  const paidTo = async (cardPaymentAccountId: number | null) => {
    const saved = await request.put(venuePath, { headers, data: { ...venue, cardPaymentAccountId } });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  await paidTo(accountId);
  try {
    await page.goto('/admin/v2/auth/login');
    await signIn(page, boxOffice);
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
    await standingPlaceToPayment(page, {
      firstName: 'Tap',
      lastName: 'Reader',
      email: 'tap.reader@example.test',
    });

    await choose(page, 'Payment 1', 'Card terminal');
    await choose(page, 'Workstation and card reader', new RegExp(`${station} \\(Front desk reader\\)`));
    await expect(page.getByText('The reader shows the amount when you complete the sale')).toBeVisible();
    await page.screenshot({ path: 'test-results/stripe-terminal-payment.png' });

    // The buyer's first card is declined on the reader: the basket stays, the reason is shown.
    await page.getByRole('button', { name: /^Complete sale/ }).click();
    await expect(page.getByTestId('present-card')).toHaveText(/Waiting for the card on the reader/);
    await present(keys.secretKey, reader.id as string, '4000000000000002');
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/payment$/);

    // Another card on the reader pays; the order shows the terminal payment.
    await page.getByRole('button', { name: /^Complete sale/ }).click();
    await expect(page.getByTestId('present-card')).toBeVisible();
    await present(keys.secretKey, reader.id as string, '4242424242424242');
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
    await expect(page.getByText('Card terminal · Visa ending 4242')).toBeVisible();
    await page.screenshot({ path: 'test-results/stripe-terminal-paid.png' });
    // The seller's workstation is remembered for the next sale.
    expect(await page.evaluate(() => localStorage.getItem('tessera.workstation'))).toBe(String(stationId));
  } finally {
    await paidTo(venue.cardPaymentAccountId ?? null);
    await request.delete(`${venuePath}/workstations/${stationId}`, { headers });
  }
});
