import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { mailSink } from '../playwright.config';
import { demoLogin, signInFromLoginPage } from './demo';
import { overflowsSideways } from './shop';
import { copyOfTheTempest, deactivate, staffHeaders } from './tempest-dates';
import { saveSettings } from './venue';

/*
 * Every one of the seven email types, as the mail sink received it, opened the way a mail client
 * does (inline images from their content ids) in Chromium at a desktop width and at 360 px, with
 * a screenshot of each kept in the test output. The account's branding (button colour, footer,
 * logo) shows in each, and the buyer's mails are in the buyer's language (Spanish here).
 * The server's clock is never moved.
 */

const colour = '#d6336c';
const colourRgb = 'rgb(214, 51, 108)';
const footerLine = 'Demo Theatre · 1 Playhouse Square · Box office 555-0100';

interface SinkMail {
  to: string[];
  subject: string;
  raw: string;
}
async function mailsTo(address: string): Promise<SinkMail[]> {
  const res = await fetch(`http://127.0.0.1:${mailSink.httpPort}/?to=${encodeURIComponent(address)}`);
  return (await res.json()) as SinkMail[];
}
/** The newest message to an address whose subject matches, waiting for it to arrive. */
async function mailTo(address: string, subject: RegExp, after = 0): Promise<SinkMail> {
  let found: SinkMail | undefined;
  await expect
    .poll(async () => {
      // The subject as the reader sees it (a header with accents is encoded).
      const mails = (await mailsTo(address)).slice(after);
      const subjects = await Promise.all(mails.map(async (m) => (await simpleParser(m.raw)).subject ?? ''));
      found = mails.findLast((_, i) => subject.test(subjects[i]!));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** A digital ticket logo of the spec's size (1050x191 JPG), drawn by the browser. */
async function logoJpeg(browser: Browser): Promise<string> {
  const page = await browser.newPage({ viewport: { width: 1050, height: 191 } });
  await page.setContent(
    '<body style="margin:0;height:191px;background:#1b2a4a;color:#fff;font:bold 96px sans-serif;display:flex;align-items:center;padding-left:48px">Demo Theatre</body>',
  );
  const jpeg = await page.screenshot({ type: 'jpeg', quality: 90 });
  await page.close();
  return jpeg.toString('base64');
}

async function windowSale(request: APIRequestContext, eventId: number, email: string): Promise<number> {
  const headers = await staffHeaders(request);
  const seats = await (await request.get(`/api/admin/events/${eventId}/seats`, { headers })).json();
  const open = (seats.seats.id as number[]).filter((_, i) => seats.seats.status[i] === 'o').slice(0, 2);
  const basket = await (
    await request.post('/api/admin/baskets', { headers, data: { channel: 'PointOfSale' } })
  ).json();
  const added = await request.post(`/api/admin/baskets/${basket.id}/seats`, {
    headers,
    data: { eventId, seatIds: open },
  });
  expect(added.status(), await added.text()).toBe(200);
  const paid = await request.post(`/api/admin/baskets/${basket.id}/checkout`, {
    headers,
    data: {
      idempotencyKey: `mail-rendering-${Date.now()}`,
      buyer: { firstName: 'Lucía', lastName: 'Gómez', email, locale: 'es-ES' },
      payments: [{ type: 'Cash', amount: (await added.json()).total }],
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return (await paid.json()).id as number;
}

/**
 * Opens the message as a mail client shows it (mailparser puts inline images in place of their
 * content ids) at a desktop and a phone width, keeps a screenshot of each, and checks that at
 * 360 px nothing runs off the side and the account's logo and footer show.
 */
async function open(viewer: Page, name: string, sent: SinkMail): Promise<ParsedMail> {
  const mail = await simpleParser(sent.raw);
  expect(mail.html, `${name} has an HTML part`).toBeTruthy();
  for (const [label, width] of [
    ['desktop', 1024],
    ['phone', 360],
  ] as const) {
    await viewer.setViewportSize({ width, height: 900 });
    await viewer.setContent(mail.html as string, { waitUntil: 'load' });
    await viewer.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
    const logo = viewer.locator('img').first();
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(
      1050,
    );
    await expect(viewer.getByText(footerLine)).toBeVisible();
    await expect.poll(() => overflowsSideways(viewer), { message: `${name} fits ${width} px` }).toBe(false);
  }
  return mail;
}

/** A button of the message, visible in the account's colour. */
async function expectButton(viewer: Page, name: string | RegExp) {
  const button = viewer.getByRole('link', { name }).first();
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS('background-color', colourRgb);
}

test('the seven email types render in a browser with the account’s branding, the buyer’s in Spanish', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const buyer = `lucia.mail-${stamp}@example.test`;
  const desk = `box-office-${stamp}@example.test`;
  const headers = await staffHeaders(page.request);
  const settings = await (await page.request.get('/api/admin/account-settings', { headers })).json();
  const hostnames = (await (await page.request.get('/api/admin/hostnames', { headers })).json()) as {
    id: number;
    isDefault: boolean;
    images: Record<string, unknown>;
  }[];
  const host = hostnames.find((h) => h.isDefault)!;
  // A logo another walk left is the venue's own: this walk puts none over it.
  const ownLogo = !host.images.digitalTicketLogo;
  let eventId: number | undefined;
  let venue: Record<string, unknown> | undefined;
  try {
    // The account's branding: button colour, email footer and a digital ticket logo.
    await saveSettings(page.request, {
      emailButtonColor: colour,
      emailFooterContent: `<p>${footerLine}</p>`,
    });
    if (ownLogo) {
      const logo = await page.request.put(`/api/admin/hostnames/${host.id}/images/digitalTicketLogo`, {
        headers,
        data: { dataBase64: await logoJpeg(browser) },
      });
      expect(logo.status(), await logo.text()).toBe(200);
    }
    ({ eventId } = await copyOfTheTempest(page.request, { name: 'Tempest mail rendering', days: 49 }));
    // The venue's box office gets the AdminOrderConfirmation of point-of-sale orders.
    const event = await (await page.request.get(`/api/admin/events/${eventId}`, { headers })).json();
    venue = await (await page.request.get(`/api/admin/venues/${event.venueId}`, { headers })).json();
    const notified = await page.request.put(`/api/admin/venues/${event.venueId}`, {
      headers,
      data: { ...venue, notificationEmails: { PointOfSale: [desk] } },
    });
    expect(notified.status(), await notified.text()).toBe(200);

    const orderId = await windowSale(page.request, eventId, buyer);
    const confirmation = await mailTo(buyer, new RegExp(`Tu pedido ${orderId} está confirmado`));
    const admin = await mailTo(desk, new RegExp(`(Nuevo pedido|New order) ${orderId}`));

    // Staff send the tickets again from the order's tickets screen, attached and inline.
    await signInFromLoginPage(page);
    await page.goto(`/admin/v2/orders/${orderId}/bundle`);
    const sent = (await mailsTo(buyer)).length;
    await page.getByRole('button', { name: 'Email tickets' }).click();
    await page.getByRole('menuitem', { name: 'As a PDF attachment' }).click();
    await expect(page.getByText(`The tickets were emailed to ${buyer}.`)).toBeVisible();
    const attached = await mailTo(buyer, new RegExp(`Tus entradas del pedido ${orderId}`), sent);
    await page.getByRole('button', { name: 'Email tickets' }).click();
    await page.getByRole('menuitem', { name: 'In the message, for phones' }).click();
    await expect.poll(async () => (await mailsTo(buyer)).length).toBe(sent + 2);
    const inline = await mailTo(buyer, new RegExp(`Tus entradas del pedido ${orderId}`), sent + 1);
    // Each send is in the order's activity, labelled in the staff member's language.
    await page.goto(`/admin/v2/orders/${orderId}/activity`);
    await expect(page.getByText('Tickets emailed in the message')).toBeVisible();
    await expect(page.getByText('Tickets emailed', { exact: true })).toBeVisible();

    // The pre- and post-event mails, as the email templates' send-test sends them to staff.
    const toStaff = (await mailsTo(demoLogin.email)).length;
    for (const kind of ['preEvent', 'postEvent']) {
      const test = await page.request.post('/api/admin/email-templates/test', { headers, data: { kind } });
      expect(test.status(), await test.text()).toBe(200);
    }
    await expect.poll(async () => (await mailsTo(demoLogin.email)).length).toBe(toStaff + 2);
    const [pre, post] = (await mailsTo(demoLogin.email)).slice(toStaff);

    // The order cancelled: the OrderCancellation.
    const cancelled = await page.request.post(`/api/admin/orders/${orderId}/cancel`, {
      headers,
      data: { returnTo: 'open' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const cancellation = await mailTo(buyer, new RegExp(`Tu pedido ${orderId} está cancelado`));

    const viewer = await page.context().newPage();
    // OrderConfirmation: Spanish, the tickets PDF, a button per ticket link.
    const confirmed = await open(viewer, '1-order-confirmation', confirmation);
    expect(confirmed.html).toContain('lang="es-ES"');
    await expect(viewer.getByText('Hola, Lucía:')).toBeVisible();
    await expect(viewer.getByText(/Gracias por tu pedido/)).toBeVisible();
    await expectButton(viewer, /Sección .+ Fila .+ Asiento/);
    expect(confirmed.attachments.some((a) => a.filename === `tickets-${orderId}.pdf`)).toBe(true);
    // AttachedTickets: the PDF alone.
    const withPdf = await open(viewer, '2-attached-tickets', attached);
    await expect(viewer.getByText(/Adjuntamos en PDF tus 2 entradas/)).toBeVisible();
    await expectButton(viewer, /Sección .+ Fila .+ Asiento/);
    expect(withPdf.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true);
    // InlineTickets: each ticket and its barcode image in the message.
    await open(viewer, '3-inline-tickets', inline);
    await expect(viewer.getByText(/Aquí tienes tus 2 entradas/)).toBeVisible();
    const barcodes = viewer.locator('.mail-barcode img');
    await expect(barcodes).toHaveCount(2);
    for (const image of await barcodes.all()) {
      await expect(image).toBeVisible();
      expect(
        await image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      ).toBeGreaterThan(0);
      const digits = await image.getAttribute('alt');
      await expect(viewer.getByText(digits!, { exact: true })).toBeVisible();
    }
    await expect(viewer.getByText(/Asiento/).first()).toBeVisible();
    // AdminOrderConfirmation: in the account's language, a button to the order.
    await open(viewer, '4-admin-order-confirmation', admin);
    await expect(viewer.getByText(/Lucía Gómez \(.+\) placed an order/)).toBeVisible();
    await expectButton(viewer, /Open the order|Abrir el pedido/);
    // OrderCancellation, Spanish.
    await open(viewer, '5-order-cancellation', cancellation);
    await expect(viewer.getByText(/se ha cancelado y sus entradas ya no son válidas/)).toBeVisible();
    // PreEventMarketingLite and PostEventMarketingLite.
    await open(viewer, '6-pre-event', pre!);
    await open(viewer, '7-post-event', post!);
    await viewer.close();
  } finally {
    await saveSettings(page.request, {
      emailButtonColor: settings.emailButtonColor,
      emailFooterContent: settings.emailFooterContent,
    });
    if (ownLogo) {
      await page.request.delete(`/api/admin/hostnames/${host.id}/images/digitalTicketLogo`, { headers });
    }
    if (venue) await page.request.put(`/api/admin/venues/${venue.id}`, { headers, data: venue });
    await deactivate(page.request, eventId);
  }
});
