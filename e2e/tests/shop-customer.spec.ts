import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoLogin } from './demo';
import { lastMailTo } from './identity';

const password = 'Analytical-Engine-1843!';

/** Sells a $20.00 gift certificate at the window through the staff API; answers its number. */
async function sellCertificate(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const number = `77${String(Date.now()).slice(-10)}`;
  const sold = await request.post('/api/admin/gift-certificates', {
    headers,
    data: { amount: 2000, number, paymentType: 'Cash', recipientName: 'Ada Lovelace' },
  });
  expect(sold.ok(), await sold.text()).toBe(true);
  return number;
}

/** Turns the account's terms of service requirement on (with an English and a French text) or off. */
async function requireTerms(request: APIRequestContext, on: boolean): Promise<void> {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const settings = await (await request.get('/api/admin/account-settings', { headers })).json();
  const saved = await request.put('/api/admin/account-settings', {
    headers,
    data: {
      ...settings,
      requireTermsOfService: on,
      termsOfService: on ? '<p>Tickets are non-refundable.</p>' : '',
      termsOfServiceFr: on ? '<p>Les billets ne sont pas remboursables.</p>' : '',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test.afterEach(async ({ request }) => requireTerms(request, false));

test('a customer registers in French, buys with a gift certificate and a card, chooses delivery and finds the order in their account', async ({
  page,
}) => {
  test.slow();
  const certificate = await sellCertificate(page.request);
  await requireTerms(page.request, true);
  const email = `grace-${Date.now()}@example.test`;

  await page.goto('/shop');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenue à Demo Theatre' })).toBeVisible();

  // Register, verify through the mailed link, sign in.
  await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await page.getByLabel('Prénom').fill('Grace');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Hopper');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre e-mail' })).toBeVisible();
  const mail = await lastMailTo(email);
  const link = mail.text.match(/https?:\/\/\S+\/shop\/account\/verify-email\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(
    page.getByText('Votre adresse e-mail est confirmée. Vous pouvez vous connecter.'),
  ).toBeVisible();

  // A standing ticket to The Tempest, chosen before signing in.
  await page.goto('/shop');
  await page.getByRole('link', { name: 'Acheter des billets' }).first().click();
  await page
    .getByRole('link', { name: /^Choisir des billets pour/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Placement libre' }).click();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('1 billet dans votre panier')).toBeVisible();
  await page.getByRole('link', { name: 'Voir le panier' }).click();
  await page.getByRole('link', { name: 'Passer au paiement' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);

  // Signing in from the payment page: the basket follows and the page comes back.
  await expect(page.getByText('Vous achetez en tant qu’invité.')).toBeVisible();
  await page
    .getByRole('link', { name: 'Connectez-vous pour retrouver cette commande dans votre compte.' })
    .click();
  // The payment page has an e-mail field too: fill in only once the sign-in page is there.
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Back on the payment page itself (the sign-in page's address ends with its return path).
  await expect(page).toHaveURL((url) => url.pathname === '/shop/checkout/payment');

  // The customer's details are filled in; the order will be in their account.
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Grace');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(page.getByText(`Connecté en tant que ${email}`)).toBeVisible();

  // Delivery: the plan's methods, with their display names in the buyer's language.
  await expect(page.getByText('Comment souhaitez-vous recevoir vos billets ?')).toBeVisible();
  await page.getByRole('radio', { name: 'Retrait au guichet' }).check();

  // Gift certificate: an unknown number first, then the real one pays $20.00.
  const number = page.getByRole('textbox', { name: 'Numéro du chèque-cadeau' });
  await number.fill('123456789');
  await page.getByRole('button', { name: 'Vérifier le solde' }).click();
  await expect(page.getByText('Aucun chèque-cadeau ne porte ce numéro.')).toBeVisible();
  await number.fill(certificate);
  await page.getByRole('button', { name: 'Vérifier le solde' }).click();
  await expect(page.getByText(/^Solde : 20,00/)).toBeVisible();
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByTestId('gift-applied')).toContainText(
    `Le chèque-cadeau se terminant par ${certificate.slice(-4)} règle 20,00`,
  );
  await expect(page.getByTestId('payment-split')).toContainText('À payer par carte');
  await expect(page.getByText(/La carte règle le reste, soit/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiration' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Code de sécurité' }).fill('123');

  // The venue requires its terms: paying without agreeing is refused; the French text is there to read.
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(
    page.getByText('Veuillez accepter les conditions d’utilisation pour continuer.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Lire les conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Conditions générales' });
  await expect(
    terms.frameLocator('iframe').getByText('Les billets ne sont pas remboursables.'),
  ).toBeVisible();
  await terms.getByRole('button').first().click();
  await expect(terms).toBeHidden();
  await page.getByRole('checkbox', { name: 'J’accepte les conditions d’utilisation' }).check();
  await page.getByRole('button', { name: /^Payer / }).click();

  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
  await expect(page.getByText('Merci pour votre commande')).toBeVisible();
  await expect(page.getByTestId('confirmation-delivery')).toHaveText('Livraison : Retrait au guichet');
  await expect(page.getByText(/réglé avec le chèque-cadeau se terminant par/)).toBeVisible();
  await expect(page.getByText(/payé avec Visa se terminant par 4242/)).toBeVisible();
  const orderId = page.url().match(/confirmation\/(\d+)$/)![1]!;

  // The order is in the customer's account.
  await page.getByRole('banner').getByRole('link', { name: 'Mon compte' }).click();
  await page.getByRole('tab', { name: 'Commandes' }).click();
  await page.getByRole('link', { name: `Commande ${orderId}` }).click();
  await expect(page.getByText('Livraison : Retrait au guichet')).toBeVisible();
});
