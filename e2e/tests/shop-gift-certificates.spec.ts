import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';
import { lastMailTo } from './identity';

test('a guest buys a gift certificate in the shop; the recipient opens the mailed link and sees the balance', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInFromLoginPage(page);
  // The back office: the demo's first template sells gift certificates, valid 12 months.
  const list = await (await page.request.get('/api/admin/event-templates')).json();
  const templateId = list.items[0].id as number;
  const template = await (await page.request.get(`/api/admin/event-templates/${templateId}`)).json();
  const money = template.money as Record<string, unknown>;
  const sell = (giftCertificates: object) =>
    page.request.patch(`/api/admin/event-templates/${templateId}`, {
      data: { money: { ...money, giftCertificates } },
    });
  const on = await sell({ sellable: true, expiration: 'dynamic', validForMonths: 12 });
  expect(on.status(), await on.text()).toBe(200);

  try {
    // A guest, in a browser of their own: the shop home links to the gift certificates.
    const guest = await browser.newPage();
    await guest.goto('/shop');
    const section = guest.getByRole('region', { name: 'Gift certificates' });
    await section.getByRole('link', { name: `${template.name} gift certificate` }).click();
    await expect(guest).toHaveURL(new RegExp(`/shop/giftcertificates/${templateId}$`));
    await expect(guest.getByText('Valid for 12 months from the purchase.')).toBeVisible();

    // Too little is refused with the catalogue's bounds.
    const amount = guest.getByRole('textbox', { name: 'Amount' });
    await amount.fill('0.50');
    await guest.getByRole('button', { name: /^Buy/ }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    const recipient = `gift.${Date.now()}@example.test`;
    await guest.getByRole('textbox', { name: 'Amount' }).fill('25');
    await guest.getByRole('textbox', { name: 'Your first name' }).fill('Ada');
    await guest.getByRole('textbox', { name: 'Your last name' }).fill('Lovelace');
    await guest.getByRole('textbox', { name: 'Your email' }).fill('ada.gift@example.test');
    await guest.getByRole('textbox', { name: 'Recipient’s name' }).fill('Charles Babbage');
    await guest.getByRole('textbox', { name: 'Recipient’s email' }).fill(recipient);
    await guest.getByRole('textbox', { name: 'Message (optional)' }).fill('For the Analytical Engine fund.');
    await guest.getByLabel('Card number').fill('4242 4242 4242 4242');
    await guest.getByLabel('Expiry').fill('12/30');
    await guest.getByLabel('Security code').fill('123');
    await guest.getByRole('button', { name: 'Buy for $25.00' }).click();
    await expect(guest.getByRole('status')).toContainText('Your $25.00 gift certificate is on its way');

    // The recipient's mail carries the link; it opens the certificate with its balance.
    const mail = await lastMailTo(recipient);
    expect(mail.text).toContain('For the Analytical Engine fund.');
    const link = mail.text.match(/https?:\/\/\S+\/shop\/giftcertificates\/[\w-]+\/\d+/)?.[0];
    expect(link, mail.text).toBeTruthy();
    const reader = await browser.newPage();
    await reader.goto(link!);
    await expect(reader.getByRole('heading', { name: 'Gift certificate', level: 1 })).toBeVisible();
    await expect(reader.getByLabel('Balance')).toHaveText('$25.00');
    await expect(reader.getByText('Unused')).toBeVisible();
    await expect(reader.getByText('For the Analytical Engine fund.')).toBeVisible();
    await expect(reader.getByRole('cell', { name: 'Ada Lovelace' })).toBeVisible();

    // A wrong number is only "not found".
    await reader.goto(link!.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
    await expect(reader.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  } finally {
    await sell({ ...(money.giftCertificates as object), sellable: false });
  }
});
