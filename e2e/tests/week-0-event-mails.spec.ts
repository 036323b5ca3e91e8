import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { mailSink } from '../playwright.config';
import { demoLogin, signIn } from './demo';
import { overflowsSideways } from './shop';
import { copyOfTheTempest, deactivate, eventFieldNames, staffHeaders } from './tempest-dates';

/*
 * The account's pre-event email template (account settings → email templates, decisions/0069)
 * reaches the buyers of an event whose template turns the pre-event mail on, once the server's
 * clock passes the event's pre-event email date (decisions/0065). The clock moves about half
 * an hour at most; the walk's own event has its pre-event date set just ahead of the server's now.
 * It runs late, just before the week-later walk (its file name sorts there): a moved server clock no longer agrees
 * with two-factor codes and basket timers taken from real time.
 */

const files = mkdtempSync(join(tmpdir(), 'tessera-mail-templates-'));
function fileOf(name: string, content: string): string {
  const path = join(files, name);
  writeFileSync(path, content);
  return path;
}

interface SinkMail {
  to: string[];
  subject: string;
  text: string;
}
async function mailsTo(address: string): Promise<SinkMail[]> {
  const res = await fetch(`http://127.0.0.1:${mailSink.httpPort}/?to=${encodeURIComponent(address)}`);
  return (await res.json()) as SinkMail[];
}

/** The wall-clock time at the venue (New York) `ms` after the server's now, as event dates take it. */
async function venueTimeAhead(page: Page, ms: number): Promise<string> {
  const res = await page.request.post('/api/test/clock', { data: { advanceMs: 0 } });
  const now = new Date((await res.json()).now as string);
  const at = new Date(now.getTime() + ms);
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(' ', 'T');
}

test('an uploaded pre-event template: refused unless .txt, sent as a test, then in the pre-event mail after the clock moves', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const line = `Doors open at 6:45pm; the bar serves from 6pm (${stamp}).`;
  const buyer = `pre-event-${stamp}@example.test`;
  const name = `The Tempest (mail ${stamp})`;
  let eventId: number | undefined;
  let templateId: number | undefined;
  let email: Record<string, unknown> | undefined;
  const headers = await staffHeaders(page.request);
  try {
    await page.goto('/admin/v2/auth/login');
    await signIn(page);
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();

    // Account settings → Email templates.
    await page.goto('/admin/v2/account-settings/email-templates');
    await expect(page.getByRole('tab', { name: 'Email templates' })).toHaveAttribute('aria-selected', 'true');
    const pre = page.getByTestId('email-template-preEvent');
    // An HTML file is refused with the catalogue's message.
    await pre.locator('input[type=file]').setInputFiles(fileOf('pre-event.html', '<p>Doors open</p>'));
    await expect(pre.getByText('Email templates must be .txt files of plain text.')).toBeVisible();
    // The .txt file is taken.
    await pre.locator('input[type=file]').setInputFiles(fileOf('pre-event.txt', `${line}\n`));
    await expect(pre.getByText('pre-event.txt uploaded and saved.')).toBeVisible();
    await expect(pre.getByRole('textbox', { name: 'Template text' })).toHaveValue(line);

    // Send test: the pre-event mail with stand-in details reaches the signed-in staff member.
    await pre.getByRole('button', { name: 'Send test' }).click();
    await expect(pre.getByText('Test message sent to admin@demo.tessera.test.')).toBeVisible();
    await expect
      .poll(async () =>
        (await mailsTo('admin@demo.tessera.test')).some(
          (m) => m.subject.includes('[TEST]') && m.text.includes(line) && m.text.includes('Sample Event'),
        ),
      )
      .toBe(true);

    // A date of The Tempest of the walk's own, its template turning the pre-event mail on.
    ({ eventId, templateId } = await copyOfTheTempest(page.request, {
      name,
      days: 2,
      onSaleLikeOriginal: true,
    }));
    const template = await (
      await page.request.get(`/api/admin/event-templates/${templateId}`, { headers })
    ).json();
    email = template.email as Record<string, unknown>;
    const on = await page.request.patch(`/api/admin/event-templates/${templateId}`, {
      headers,
      data: { email: { ...email, preEventEmail: true } },
    });
    expect(on.status(), await on.text()).toBe(200);
    // Its pre-event email date: a few minutes ahead of the server's now.
    const detail = await (await page.request.get(`/api/admin/events/${eventId}`, { headers })).json();
    const fields = Object.fromEntries(Object.entries(detail).filter(([k]) => eventFieldNames.includes(k)));
    const dated = await page.request.put(`/api/admin/events/${eventId}`, {
      headers,
      data: {
        ...fields,
        dates: { ...detail.dates, LocalPreEventEmailScheduledDate: await venueTimeAhead(page, 3 * 60_000) },
      },
    });
    expect(dated.status(), await dated.text()).toBe(200);

    // A box-office sale of one standing place to the buyer.
    await page.goto('/admin/v2');
    await page.getByRole('link', { name: 'Single tickets' }).click();
    await page.getByRole('textbox', { name: 'Search events' }).fill(`mail ${stamp}`);
    await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
    await page.getByRole('button', { name: `Sell tickets to ${name}` }).click();
    await page.getByRole('tab', { name: 'General admission' }).click();
    await page.getByRole('textbox', { name: 'Quantity for Standing' }).fill('1');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Miranda');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Prospero');
    await page.getByRole('textbox', { name: 'Email' }).fill(buyer);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: /^Complete sale/ }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
    const preEvent = async () => (await mailsTo(buyer)).filter((m) => m.subject.includes('coming up'));
    expect(await preEvent()).toEqual([]);

    // The clock passes the pre-event date and the next quarter-hour sweep: the mail goes out.
    for (let i = 0; i < 3 && (await preEvent()).length === 0; i++) {
      const moved = await page.request.post('/api/test/clock', { data: { advanceMs: 16 * 60_000 } });
      expect(moved.ok(), await moved.text()).toBe(true);
      await expect
        .poll(async () => (await preEvent()).length, { timeout: 15_000 })
        .toBeGreaterThan(0)
        .catch(() => undefined);
    }
    const [mail] = await preEvent();
    expect(mail?.text).toContain(line);
    expect(mail?.text).toContain('Hello Miranda,');

    // The mail outbox shows it with the uploaded text (the moved clock may have ended the session).
    await page.goto('/admin/v2/tools/mail-outbox');
    const login = page.getByRole('button', { name: 'Sign in' });
    const heading = page.getByRole('heading', { name: 'Mail outbox' });
    await expect(login.or(heading)).toBeVisible();
    if (await login.isVisible()) {
      await signIn(page);
      await page.goto('/admin/v2/tools/mail-outbox');
    }
    const row = page.getByRole('row').filter({ hasText: buyer }).filter({ hasText: 'coming up' });
    await row.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(line)).toBeVisible();
  } finally {
    // The Tempest's template back as it was, and the walk's date off the shop.
    if (templateId && email) {
      const fresh = await staffHeaders(page.request);
      await page.request.patch(`/api/admin/event-templates/${templateId}`, {
        headers: fresh,
        data: { email },
      });
    }
    await deactivate(page.request, eventId);
  }
});

for (const locale of ['en-US', 'es-ES'] as const) {
  test.describe(`the email templates tab in ${locale}`, () => {
    test.use({ locale });

    test('fits at 1280 and 360 pixels wide', async ({ page }, testInfo) => {
      await page.goto('/admin/v2/auth/login');
      await page.locator('input[type=email]').fill(demoLogin.email);
      await page.locator('input[type=password]').fill(demoLogin.password);
      await page.locator('button[type=submit]').click();
      await expect(page.locator('input[type=password]')).toBeHidden();
      const title = locale === 'es-ES' ? 'Correo previo al evento' : 'Pre-event email';
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/admin/v2/account-settings/email-templates');
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`email-templates-${locale}-${width}.png`),
          fullPage: true,
        });
        await expect.poll(() => overflowsSideways(page)).toBe(false);
      }
    });
  });
}
