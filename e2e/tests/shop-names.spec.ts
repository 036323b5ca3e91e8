import { expect, test } from '@playwright/test';
import { demoLogin, signInFromLoginPage } from './demo';
import { lastMailTo } from './identity';

const password = 'Analytical-Engine-1843!';

test('a customer shopping in Spanish buys a concession and sees its Spanish name on the confirmation and in their account', async ({
  page,
}) => {
  test.slow();
  // A verified customer, signed in in this browser (the API shares the browser's cookies).
  const email = `lucia-${Date.now()}@example.test`;
  const registered = await page.request.post('/api/shop/account/register', {
    data: { firstName: 'Lucía', lastName: 'García', email, password, confirmPassword: password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = (await lastMailTo(email)).text.match(/verify-email\?token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();
  expect((await page.request.post('/api/shop/account/verify-email', { data: { token } })).ok()).toBe(true);
  const login = await page.request.post('/api/shop/account/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);

  await page.goto('/shop');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await page.getByRole('link', { name: 'Comprar entradas' }).first().click();
  await page
    .getByRole('link', { name: /^Elegir entradas para/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Entrada general' }).click();
  await page.getByRole('button', { name: 'Añadir a la cesta' }).click();
  await expect(page.getByText('1 entrada en tu cesta')).toBeVisible();
  await page.getByRole('link', { name: 'Ir a la cesta' }).click();

  // The venue's price types and fees, in Spanish.
  await expect(page.getByTestId('basket-line')).toContainText('Gastos de gestión');
  await page.getByRole('combobox', { name: 'Tipo de entrada' }).first().click();
  await page.getByRole('option', { name: 'Tarifa reducida' }).click();
  await expect(page.getByRole('combobox', { name: 'Tipo de entrada' }).first()).toHaveValue(
    'Tarifa reducida',
  );

  await page.getByRole('link', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Caducidad' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Código de seguridad' }).fill('123');
  await page.getByRole('button', { name: /^Pagar / }).click();

  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
  await expect(page.getByText('Gracias por tu pedido')).toBeVisible();
  const ticket = page.getByTestId('confirmation-ticket');
  await expect(ticket).toContainText('Tarifa reducida');
  await expect(ticket).toContainText('Gastos de gestión');
  await expect(page.getByText('Gastos de envío', { exact: true })).toBeVisible();
  const orderId = page.url().match(/confirmation\/(\d+)$/)![1]!;

  // The order in the customer's account names it the same way.
  await page.getByRole('banner').getByRole('link', { name: 'Mi cuenta' }).click();
  await page.getByRole('tab', { name: 'Pedidos' }).click();
  await page.getByRole('link', { name: `Pedido ${orderId}` }).click();
  await expect(page.getByTestId('customer-ticket')).toContainText('Tarifa reducida');

  // So does the confirmation email.
  await expect.poll(async () => (await lastMailTo(email)).text).toContain('Tarifa reducida');
  expect((await lastMailTo(email)).subject).toContain(orderId);
});

test('a venue renames a price type and gives it a Spanish name in the template’s price types', async ({
  page,
}) => {
  const login = await page.request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const made = await page.request.post('/api/admin/event-templates', {
    headers,
    data: { name: `Names ${Date.now()}` },
  });
  const template = (await made.json()) as { id: number };
  const type = await page.request.post(`/api/admin/event-templates/${template.id}/price-types`, {
    headers,
    data: { name: 'Senior', offsetType: 'Percentage', defaultDiscount: 1000 },
  });
  expect(type.ok(), await type.text()).toBe(true);

  await signInFromLoginPage(page);
  await page.goto(`/admin/v2/event-template/${template.id}/pricing/price-types`);
  await page.getByRole('button', { name: 'Edit the names of Senior' }).click();
  const dialog = page.getByRole('dialog', { name: 'Names of Senior' });
  await expect(dialog.getByText('What was already sold keeps the names it was sold under')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Senior (65+)');
  await dialog.getByRole('textbox', { name: 'In Español (España)' }).fill('Jubilado');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit the names of Senior (65+)' })).toBeVisible();

  // Opened again, the dialog shows what was saved.
  await page.getByRole('button', { name: 'Edit the names of Senior (65+)' }).click();
  await expect(dialog.getByRole('textbox', { name: 'In Español (España)' })).toHaveValue('Jubilado');
});
