import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signInFromLoginPage } from './demo';

/**
 * Sell Tickets → group sales (decisions/0091): from the sidebar, staff choose a client, start
 * its request for the Tempest, pick the Concession price type, hold the best seats for the group
 * at the group price of its size, and take the deposit with the buyer's consent to charge the
 * balance on its due date.
 */
test('staff sell to a group: client, new request, price type, best available at the group price, deposit', async ({
  page,
}) => {
  test.slow();
  const tag = String(Date.now() % 100_000);
  const clientName = `Hillside Choir ${tag}`;
  await signInFromLoginPage(page);
  const client = await page.request.post('/api/admin/group-clients', { data: { name: clientName } });
  expect(client.status(), await client.text()).toBe(201);
  // Groups of two or more get 10% off (cleared again at the end).
  const tiers = await page.request.put('/api/admin/group-sales/price-tiers', {
    data: { tiers: [{ threshold: { kind: 'seats', value: 2 }, discountBp: 1000 }] },
  });
  expect(tiers.ok(), await tiers.text()).toBe(true);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Group sales', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Sell to a group' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: clientName, exact: true }).click();

  // A new request: the Tempest, a group of two.
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page
    .getByRole('option', { name: /The Tempest/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Group size' }).fill('2');
  await page.getByRole('textbox', { name: 'Preferred seating' }).fill('Near the front');
  await page.getByRole('button', { name: 'Start the request' }).click();
  await expect(page.getByText('Seats for 2 people')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Group request' })).toHaveValue(/The Tempest · 2 · New/);

  // The price type picker: the group pays the Concession price.
  await page.getByRole('combobox', { name: 'Price type' }).click();
  await page.getByRole('option', { name: 'Concession', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Price type' })).toHaveValue('Concession');
  await expectAccessible(page, 'Sell to a group');
  await page.getByRole('button', { name: 'Hold the best 2 seats' }).click();
  const summary = page.getByRole('status');
  await expect(summary).toContainText('Group discount: 10%');
  await expect(summary).toContainText('Held until');

  // Deposit and payment due date, the buyer agreeing to the balance charge.
  await page.getByRole('button', { name: 'Deposit and payment due date' }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm ${clientName}` });
  await expect(dialog.getByRole('textbox', { name: 'Deposit taken now' })).not.toHaveValue('');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Silva');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(`choir-${tag}@example.test`);
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await dialog.getByRole('textbox', { name: 'Security code' }).fill('123');
  await dialog
    .getByRole('checkbox', { name: 'Keep the card and charge the balance on its due date' })
    .check();
  await dialog.getByRole('button', { name: 'Take the deposit' }).click();
  await expect(summary).toContainText('Confirmed: deposit');
  const link = page.getByRole('link', { name: /^Open order \d+$/ });
  await expect(link).toBeVisible();
  const orderId = /(\d+)$/.exec((await link.textContent()) ?? '')![1];

  const order = await (await page.request.get(`/api/admin/orders/${orderId}`)).json();
  expect(order.channel).toBe('GroupSales');
  expect(order.tickets).toHaveLength(2);
  expect(order.tickets.map((t: { priceTypeName: string }) => t.priceTypeName)).toEqual([
    'Concession',
    'Concession',
  ]);
  const list = (await (await page.request.get('/api/admin/group-sale-requests')).json()) as {
    clientName: string;
    status: string;
    autoChargeBalance: boolean;
    discountBp: number;
  }[];
  expect(list.find((r) => r.clientName === clientName)).toMatchObject({
    status: 'confirmed',
    autoChargeBalance: true,
    discountBp: 1000,
  });
  const cleared = await page.request.put('/api/admin/group-sales/price-tiers', { data: { tiers: [] } });
  expect(cleared.ok(), await cleared.text()).toBe(true);
});
