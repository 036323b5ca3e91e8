import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoLogin, signInFromLoginPage } from './demo';

/**
 * Group sales (decisions/0057): a client with a contact, a group's request for the Tempest
 * quoted at the Concession price type by holding two seats no other walk uses (the last open
 * ones of Stalls row H), confirmed with a deposit and a balance due date, the balance taken, and
 * the group's names list. The client books through a partner, so the group's order is credited
 * to it (decisions/0085).
 */
/** Sets the deposit of the event's template (the money tab) as the demo administrator. */
async function templateDeposit(
  request: APIRequestContext,
  eventId: number,
  deposit: { amount: number; dueDaysBeforeEvent: number } | null,
) {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const event = await (await request.get(`/api/admin/events/${eventId}`, { headers })).json();
  const res = await request.patch(`/api/admin/event-templates/${event.templateId}`, {
    headers,
    data: { money: { deposit } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('staff quote a group, hold its seats, take a deposit then the balance, and fill its names list', async ({
  page,
}) => {
  test.slow();
  const tag = String(Date.now() % 100_000);
  const clientName = `Riverside School ${tag}`;
  await signInFromLoginPage(page);

  // Clients: a new client with its contact.
  await page.goto('/admin/v2/clients');
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New client' }).fill(clientName);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const clientDialog = page.getByRole('dialog', { name: 'New client' });
  await clientDialog.getByRole('textbox', { name: 'Contact name' }).fill('Grace Okafor');
  await clientDialog.getByRole('textbox', { name: 'Email', exact: true }).fill('okafor@riverside.example');
  // The school books through the demo's partner agency: its group orders are credited to it.
  await clientDialog.getByRole('combobox', { name: 'Books through partner' }).click();
  await page.getByRole('option', { name: 'City Tours', exact: true }).click();
  await clientDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(clientName) })).toContainText('Grace Okafor');
  await expect(page.getByRole('row', { name: new RegExp(clientName) })).toContainText('City Tours');

  // The seats this walk quotes: the last two open seats of Stalls row H.
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const eventId = events.items[0].id as number;
  await templateDeposit(page.request, eventId, { amount: 1000, dueDaysBeforeEvent: 3 });
  const data = await (await page.request.get(`/api/admin/events/${eventId}/seats`)).json();
  const cols = data.seats as {
    id: number[];
    section: number[];
    row: number[];
    seat: string[];
    status: string;
  };
  const free = cols.id
    .map((id, i) => ({
      id,
      section: data.sections[cols.section[i]!],
      row: data.rows[cols.row[i]!],
      seat: cols.seat[i]!,
      status: cols.status[i],
    }))
    .filter((s) => s.section === 'Stalls' && s.row === 'H' && s.status === 'o')
    .sort((a, b) => Number(b.seat) - Number(a.seat))
    .slice(0, 2);
  expect(free).toHaveLength(2);

  // Group sales requests: first the group pricing, 10% off for groups of two or more.
  await page.goto('/admin/v2/group-sales-requests');
  await expect(page.getByRole('heading', { name: 'Group sales requests' })).toBeVisible();
  await page.getByRole('button', { name: 'Group pricing' }).click();
  const pricing = page.getByRole('dialog', { name: 'Group pricing' });
  await pricing.getByRole('button', { name: 'Add a tier' }).click();
  await pricing.getByRole('textbox', { name: 'Threshold' }).last().fill('2');
  await pricing.getByRole('textbox', { name: 'Discount (%)' }).last().fill('10');
  await pricing.getByRole('button', { name: 'Save' }).click();
  await expect(pricing).toBeHidden();

  // The client's group of two for the Tempest.
  await page.getByRole('button', { name: 'New group request' }).click();
  const newDialog = page.getByRole('dialog', { name: 'New group request' });
  await newDialog.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: clientName, exact: true }).click();
  await newDialog.getByRole('combobox', { name: 'Event' }).click();
  await page
    .getByRole('option', { name: /The Tempest/ })
    .first()
    .click();
  await newDialog.getByRole('textbox', { name: 'Group size' }).fill('2');
  await newDialog.getByRole('textbox', { name: 'Preferred seating' }).fill('Together, near an aisle');
  await newDialog.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: clientName });
  await expect(row).toContainText('New');

  // Quote: hold the two seats for the group.
  await row.getByRole('button', { name: 'Quote and hold seats' }).click();
  const quoteDialog = page.getByRole('dialog', { name: new RegExp(`Quote ${clientName}`) });
  // The price type picker: the group pays the Concession price (the event's second type).
  const priceType = quoteDialog.getByRole('combobox', { name: 'Price type' });
  await expect(priceType).toHaveValue('Full price');
  await priceType.click();
  await page.getByRole('option', { name: 'Concession', exact: true }).click();
  await expect(priceType).toHaveValue('Concession');
  for (const s of free)
    await quoteDialog.getByRole('checkbox', { name: `Stalls H-${s.seat}`, exact: true }).check();
  await quoteDialog.getByRole('button', { name: 'Hold 2 seats' }).click();
  await expect(row).toContainText('Quoted');
  await expect(row).toContainText(`Stalls H-${free[1]!.seat}`);

  // Confirm: the template's deposit of $10.00 a seat is offered ($20.00), taken by card.
  await row.getByRole('button', { name: 'Confirm with deposit' }).click();
  const confirmDialog = page.getByRole('dialog', { name: `Confirm ${clientName}` });
  await expect(confirmDialog.getByRole('textbox', { name: 'Deposit taken now' })).toHaveValue('20');
  await expect(confirmDialog.getByRole('textbox', { name: 'Balance due by' })).not.toHaveValue('');
  await expect(confirmDialog.getByRole('combobox', { name: 'Credit to partner' })).toHaveValue('City Tours');
  await confirmDialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await confirmDialog.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await confirmDialog.getByRole('textbox', { name: 'Email', exact: true }).fill('okafor@riverside.example');
  await confirmDialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await confirmDialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await confirmDialog.getByRole('textbox', { name: 'Security code' }).fill('123');
  await confirmDialog.getByRole('button', { name: 'Take the deposit' }).click();
  await expect(row).toContainText('Confirmed');

  const list = await (await page.request.get('/api/admin/group-sale-requests')).json();
  const group = (
    list as { id: number; clientName: string; orderId: number; total: number; balance: number }[]
  ).find((r) => r.clientName === clientName)!;
  expect(group.balance).toBe(group.total - 2000);
  // Leave the account's group pricing as the other walks know it: none.
  const cleared = await page.request.put('/api/admin/group-sales/price-tiers', { data: { tiers: [] } });
  expect(cleared.ok(), await cleared.text()).toBe(true);
  const detail = await (await page.request.get(`/api/admin/group-sale-requests/${group.id}`)).json();
  expect(detail.discountBp).toBe(1000);
  const order = await (await page.request.get(`/api/admin/orders/${group.orderId}`)).json();
  expect(order.channel).toBe('GroupSales');
  expect(order.partner.name).toBe('City Tours');
  expect(order.tickets).toHaveLength(2);
  expect(order.tickets.map((t: { priceTypeName: string }) => t.priceTypeName)).toEqual([
    'Concession',
    'Concession',
  ]);

  // The names list: a guest per ticket, then the CSV file.
  await row.getByRole('button', { name: 'Names list' }).click();
  const namesDialog = page.getByRole('dialog', { name: `Names list: ${clientName}` });
  await namesDialog.getByRole('textbox', { name: 'Guest name for ticket 1' }).fill('Ada Lovelace');
  await namesDialog.getByRole('textbox', { name: 'Guest name for ticket 2' }).fill('Alan Turing');
  const download = page.waitForEvent('download');
  await namesDialog.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`group-${group.id}-names.csv`);
  await namesDialog.getByRole('button', { name: 'Save' }).click();
  await expect(namesDialog).toBeHidden();
  const csv = await (await page.request.get(`/api/admin/group-sale-requests/${group.id}/names.csv`)).text();
  expect(csv).toContain('Ada Lovelace');
  expect(csv).toContain('Alan Turing');

  // The balance, taken from the card kept at the deposit: the group is paid.
  await row.getByRole('button', { name: 'Take the balance' }).click();
  await expect(row).toContainText('Paid');
  const paid = await (await page.request.get(`/api/admin/group-sale-requests/${group.id}`)).json();
  expect(paid.balance).toBe(0);
});
