import { expect, test } from '@playwright/test';
import { signIn, signInFromLoginPage } from './demo';
import { lastMailTo } from './identity';

/**
 * Partners see their own clients' group sales requests (decisions/0091): a group-sales agent of
 * the City Tours partner, invited and signed in, lists the request of City Tours' client and not
 * the request of a client booking direct, and the server answers that one as not found.
 */
test('a partner’s group-sales agent sees only the requests of its own partner’s clients', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = String(Date.now() % 100_000);
  await signInFromLoginPage(page);
  const partners = (await (await page.request.get('/api/admin/partners')).json()) as {
    id: number;
    name: string;
  }[];
  const cityTours = (
    Array.isArray(partners) ? partners : (partners as { items: typeof partners }).items
  ).find((p) => p.name === 'City Tours')!;
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const eventId = events.items[0].id as number;
  const request = async (name: string, partnerId: number | null) => {
    const client = await page.request.post('/api/admin/group-clients', { data: { name, partnerId } });
    expect(client.status(), await client.text()).toBe(201);
    const made = await page.request.post('/api/admin/group-sale-requests', {
      data: { clientId: (await client.json()).id, eventId, groupSize: 4 },
    });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()).id as number;
  };
  const ownClient = `Coach party ${tag}`;
  const directClient = `Direct school ${tag}`;
  await request(ownClient, cityTours.id);
  const directId = await request(directClient, null);

  // The agency's agent: invited as a group-sales user of City Tours, sets a password.
  const agent = { email: `agent-${tag}@citytours.example`, password: 'City-Tours-2026!' };
  const invited = await page.request.post('/api/admin/users', {
    data: {
      email: agent.email,
      firstName: 'Ali',
      lastName: 'Agent',
      role: 'GroupSales',
      userGroupId: null,
      partnerId: cityTours.id,
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = /\/admin\/v2\/auth\/reset-password\/[\w-]+/.exec((await lastMailTo(agent.email)).text)![0];
  const context = await browser.newContext();
  const agentPage = await context.newPage();
  await agentPage.goto(link);
  await agentPage.getByLabel('New password').fill(agent.password);
  await agentPage.getByLabel('Confirm password').fill(agent.password);
  await agentPage.getByRole('button', { name: 'Create account' }).click();
  await expect(agentPage.getByText('Your password is set. Sign in with it now.')).toBeVisible();
  await signIn(agentPage, agent);
  await expect(agentPage.getByRole('heading', { name: /Welcome,/ })).toBeVisible();

  await agentPage.goto('/admin/v2/group-sales-requests');
  await expect(agentPage.getByRole('heading', { name: 'Group sales requests' })).toBeVisible();
  await expect(agentPage.getByRole('row').filter({ hasText: ownClient })).toContainText('New');
  await expect(agentPage.getByRole('row').filter({ hasText: directClient })).toHaveCount(0);
  // Named directly, the other request is not found for the agent; the administrator sees both.
  const other = await agentPage.request.get(`/api/admin/group-sale-requests/${directId}`);
  expect(other.status()).toBe(404);
  expect((await other.json()).errors[0].code).toBe('admin.group_sale_not_found');
  await context.close();
  await page.goto('/admin/v2/group-sales-requests');
  await expect(page.getByRole('row').filter({ hasText: directClient })).toContainText('New');
  await expect(page.getByRole('row').filter({ hasText: ownClient })).toContainText('New');
});
