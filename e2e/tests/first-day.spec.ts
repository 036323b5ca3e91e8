import { expect, type Page, test } from '@playwright/test';
import { signIn } from './demo';
import { lastMailTo, setUpTwoFactor, signOut, totpCode, typeCode } from './identity';
import { attachedPdf, mailsTo, pdfText } from './pdf';
import { pay } from './shop';

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function addLevel(page: Page, name: string, price: string) {
  await page.getByRole('button', { name: 'Add a price level' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a price level' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Default price').fill(price);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

const operator = { email: 'operator@demo.tessera.test', password: 'Demo-Theatre-2026!' };
const port = Number(process.env.E2E_PORT ?? 3100);

// Friday 7 May 2027, 8:00 PM in Chicago: 2:00 AM on Saturday in the account's London.
const atTheHall = 'May 7, 2027, 8:00 PM';
const atTheHallLong = 'Friday, May 7, 2027 at 8:00 PM';

test('a venue’s first day from an empty account: invitation, two-factor, venue, map, template, event, a blocked then a good activation, and a sale', async ({
  page,
}) => {
  // The whole first day, through many screens.
  test.setTimeout(180_000);
  const stamp = Date.now() % 1_000_000;
  const accountName = `Blue Room ${stamp}`;
  const hostName = `blueroom${stamp}.localhost`;
  const admin = { email: `owner-${stamp}@blueroom.test`, password: 'Blue-Room-2026!' };
  const venue = `Blue Room Hall ${stamp}`;
  const series = `Jazz Fridays ${stamp}`;
  const act = `Nina Simone tribute ${stamp}`;
  const buyer = `student-${stamp}@example.test`;
  let secret = '';

  await test.step('the platform operator creates the account and invites its administrator', async () => {
    await page.goto('/admin/v2/auth/login');
    await signIn(page, operator);
    await page.getByRole('link', { name: 'Accounts', exact: true }).click();
    await page.getByRole('button', { name: 'New account' }).click();
    const dialog = page.getByRole('dialog', { name: 'New account' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(accountName);
    await choose(page, 'Time zone', 'Europe/London');
    await dialog.getByRole('textbox', { name: 'Host name' }).fill(hostName);
    await dialog.getByRole('textbox', { name: 'Administrator email' }).fill(admin.email);
    await dialog.getByRole('textbox', { name: 'Administrator first name' }).fill('Billie');
    await dialog.getByRole('textbox', { name: 'Administrator last name' }).fill('Owner');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(accountName) })).toContainText(hostName);
    await signOut(page);
  });

  await test.step('the administrator accepts, sets a password and two-factor, and lands on the checklist', async () => {
    const mail = await lastMailTo(admin.email);
    expect(mail.subject).toBe(`${accountName}: your back-office invitation`);
    const link = /\/admin\/v2\/auth\/reset-password\/[\w-]+/.exec(mail.text)![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('New password').fill(admin.password);
    await page.getByLabel('Confirm password').fill(admin.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Your password is set. Sign in with it now.')).toBeVisible();
    await signIn(page, admin);
    // The account's administrators hold every key: two-factor comes first.
    secret = await setUpTwoFactor(page);
    await expect(page.getByRole('heading', { name: /Welcome, Billie/ })).toBeVisible();
    const checklist = page.getByRole('region', { name: 'Set up your box office' });
    await expect(checklist).toContainText('6 steps left');
  });

  await test.step('a venue in Chicago, from the checklist', async () => {
    await page.getByRole('link', { name: 'Add your venue' }).click();
    await page.getByRole('button', { name: 'New venue' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(venue);
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Chicago');
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.fill('America/Chicago');
    await page.getByRole('option', { name: 'America/Chicago', exact: true }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: venue })).toBeVisible();
  });

  await test.step('its map from the generator: two rows of eight seats and a standing area', async () => {
    await page.goto('/admin/v2');
    await page.getByRole('link', { name: 'Draw its seat map with the map generator' }).click();
    await choose(page, 'Venue', venue);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Hall');
    await page.getByRole('textbox', { name: 'Rows', exact: true }).fill('2');
    await page.getByRole('textbox', { name: 'Seats per row', exact: true }).fill('8');
    // A second block goes to the right of the first with an aisle between: its first seat two
    // empty seat places after the first block's last (seats sit 14 map units apart).
    await page.getByRole('button', { name: 'Add section' }).click();
    await expect(page.getByRole('textbox', { name: 'Left (map units)' }).nth(1)).toHaveValue('140');
    await page.getByRole('button', { name: 'Delete', exact: true }).nth(1).click();
    await expect(page.getByRole('textbox', { name: 'Left (map units)' })).toHaveCount(1);
    // Standing areas show under the preview's seats and can be deleted.
    await page.getByRole('button', { name: 'Add general-admission area' }).click();
    await page.getByRole('button', { name: 'Add general-admission area' }).click();
    const standing = page.getByRole('list', { name: 'General-admission areas' });
    await expect(standing.getByRole('listitem')).toHaveText([
      'Standing 1100 standing places',
      'Standing 2100 standing places',
    ]);
    await page.getByRole('button', { name: 'Delete Standing 2' }).click();
    await expect(standing.getByRole('listitem')).toHaveText(['Standing 1100 standing places']);
    await page.getByRole('button', { name: 'Save map (16 seats)' }).click();
    await expect(page.getByRole('heading', { name: 'Hall' })).toBeVisible();
    // Tools → Seat maps lists it, with the generator one click away.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Seat maps' })
      .click();
    await expect(page.getByRole('link', { name: 'Hall', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Map generator' })).toBeVisible();
  });

  await test.step('a concert template: two price levels, a student price type, a booking fee, a 10-minute timer', async () => {
    await page.goto('/admin/v2');
    await page.getByRole('link', { name: 'Create an event template with prices and fees' }).click();
    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(series);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: series })).toBeVisible();
    await page.getByLabel('Event name').fill(series);
    // One maximum of tickets per order, on the ticket limits tab.
    await expect(page.getByLabel(/tickets per order/i)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await page.getByRole('tab', { name: 'Sale timing' }).click();
    await page.getByLabel('Basket expires after (minutes)').fill('10');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await addLevel(page, 'Stalls', '48');
    await addLevel(page, 'Floor', '40');
    await page.getByRole('tab', { name: 'Price types' }).click();
    for (const [name, percent] of [
      ['Adult', '0'],
      ['Student', '20'],
    ] as const) {
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await page.getByLabel('Discount (%)').fill(percent);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      // The new price type's row: its name with the button that edits it.
      await expect(
        page.getByRole('button', { name: `Edit the names of ${name}`, exact: true }),
      ).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Fee sets' }).click();
    await page.getByPlaceholder('Name of the new fee set').fill('Standard fees');
    await page.getByRole('button', { name: 'Add a fee set' }).click();
    await expect(page.getByRole('heading', { name: 'Standard fees' })).toBeVisible();
    // The fee set says what it applies to.
    await expect(page.getByText(`Applies to every ticket of every event made from ${series}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Booking fee');
    await page.getByLabel('Amount', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('cell', { name: '$2.00' })).toBeVisible();
  });

  await test.step('the event, with its own name and the template’s map', async () => {
    await page.goto('/admin/v2');
    await page.getByRole('link', { name: 'Create an event from the template' }).click();
    await choose(page, 'Event template', series);
    await choose(page, 'Venue', venue);
    // The template names no map: left blank, the event takes the venue's only one.
    await expect(page.getByText('Leave empty to use the venue’s only map: Hall.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(act);
    await expect(page.getByText('The template has no rule for this date: enter it.').first()).toBeVisible();
    await page.getByLabel('Event start').fill('2027-05-07T20:00');
    await page.getByLabel('Event end').fill('2027-05-07T23:00');
    await page.getByLabel('Web on-sale').fill('2026-10-01T10:00');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: act })).toBeVisible();
    await page.getByRole('button', { name: 'Generate seats' }).click();
    await expect(page.getByRole('link', { name: 'Edit seats' })).toBeVisible();
  });

  await test.step('activation is refused with the checklist’s reasons, fixed from its links, then allowed', async () => {
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(
      page.getByText('The event was not activated: fix the items on its checklist first.'),
    ).toBeVisible();
    const checklist = page.getByRole('alert', { name: 'Ready to sell?' });
    await expect(checklist).toContainText('16 seats have no price level');
    await expect(checklist).toContainText('General admission area “Standing 1” has no price level.');

    await checklist.getByRole('link', { name: 'Give it a price level' }).click();
    await choose(page, 'Price level of Standing 1', /^Floor/);
    await page
      .getByRole('row', { name: /Standing 1/ })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(page.getByText('General admission area “Standing 1” has no price level.')).toBeHidden();
    await page.getByRole('link', { name: 'Go to the seats' }).click();
    const map = page.getByRole('img', { name: 'Seat map with 16 seats' });
    await expect(map).toBeVisible();
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByText('Seats selected: 16')).toBeVisible();
    await choose(page, 'Action', 'Set price level');
    await choose(page, 'Price level', 'Stalls');
    await page.getByRole('button', { name: 'Apply to 16 selected' }).click();
    await expect(page.getByRole('status')).toHaveText('Changed 16 seats in 1 events.');
    await page.getByRole('link', { name: '← Event' }).click();
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    // The dashboard's checklist has one step left: a real payment processor.
    await page.goto('/admin/v2');
    const setup = page.getByRole('region', { name: 'Set up your box office' });
    await expect(setup).toContainText('1 step left');
    await expect(setup.getByRole('link')).toHaveText(['Add a payment account for real card payments']);
    await signOut(page);
  });

  const shop = `http://${hostName}:${port}`;
  let orderId = 0;
  let placedAt = '';
  // The account's own host name is trusted by the shop's content security policy and origin check.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await test.step('the account’s own shop lists the date with its name, the hall’s time and all-in prices', async () => {
    await page.goto(`${shop}/shop`);
    await page.getByRole('article', { name: series }).getByRole('link', { name: 'Buy tickets' }).click();
    const date = page.getByTestId('series-event');
    await expect(date).toContainText(act);
    await expect(date).toContainText(atTheHall);
    // $40.00 Floor, 20% off for students, + $2.00 booking fee.
    await expect(date).toContainText('from $34.00 incl. fees');
    await date.getByRole('link', { name: /^Choose tickets for/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: act })).toBeVisible();
    await expect(page.getByText(atTheHall)).toBeVisible();
  });

  await test.step('a student buys two seats: every time on the way is the hall’s', async () => {
    await choose(page, 'Ticket type', 'Student');
    // $48.00 Stalls, 20% off, + $2.00 booking fee.
    await expect(page.getByRole('list', { name: 'Seat colors' })).toContainText('Stalls · $40.40');
    await choose(page, 'Section', 'Section 1');
    await choose(page, 'Row', 'A');
    for (const seat of ['4', '5'])
      await page.getByRole('checkbox', { name: `${seat} · Available`, exact: true }).check();
    await page.getByRole('button', { name: 'Add 2 seats to basket' }).click();
    await expect(page.getByText('2 tickets in your basket')).toBeVisible();
    await page.getByRole('link', { name: 'Go to basket' }).click();
    const lines = page.getByTestId('basket-line');
    await expect(lines).toHaveCount(2);
    // The remove button names the seat as a person reads it.
    await expect(page.getByRole('button', { name: 'Remove Section 1 · row A · seat 4' })).toBeVisible();
    for (const line of await lines.all()) {
      await expect(line).toContainText(atTheHall);
      await expect(line).toContainText('$40.40');
      await expect(line.getByRole('combobox', { name: 'Ticket type' })).toHaveValue('Student');
    }
    // The template's 10-minute timer.
    await expect(page.getByText(/^(10:00|09:[0-5]\d)$/)).toBeVisible();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByText(atTheHall).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay $80.80' })).toBeVisible();
    await pay(page, '4242 4242 4242 4242', { firstName: 'Ella', lastName: 'Student', email: buyer });
    await expect(page.getByText('Thank you for your order')).toBeVisible();
    orderId = Number(/confirmation\/(\d+)/.exec(page.url())![1]);
    // When the order was placed: in the account's zone (London), stated.
    placedAt = (await page.getByText(/ (GMT|BST)$/).textContent())!;
    const tickets = page.getByTestId('confirmation-ticket');
    await expect(tickets).toHaveCount(2);
    for (const ticket of await tickets.all()) await expect(ticket).toContainText(atTheHall);
    expect(violations).toEqual([]);
  });

  await test.step('the confirmation mail and its tickets PDF say the hall’s time', async () => {
    let mail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
    await expect
      .poll(async () => {
        mail = (await mailsTo(buyer)).find((m) => /is confirmed/.test(m.subject));
        return mail !== undefined;
      })
      .toBe(true);
    expect(mail!.text).toContain(atTheHallLong);
    expect(mail!.text).toContain(venue);
    expect(mail!.text).not.toContain('2:00 AM');
    const pdf = await pdfText(attachedPdf(mail!));
    expect(pdf).toContain(atTheHallLong);
    expect(pdf).not.toContain('2:00 AM');
  });

  await test.step('the administrator finds the order with its seats, the hall’s time and the same placed time', async () => {
    await page.goto('/admin/v2/auth/login');
    await signIn(page, admin);
    // A later code: each works once.
    await typeCode(page, totpCode(secret, 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: /Welcome, Billie/ })).toBeVisible();
    await page.goto(`/admin/v2/orders/${orderId}`);
    await expect(page.getByText(placedAt, { exact: true })).toBeVisible();
    await expect(page.getByText('Section 1 · row A · seat 4 · Student')).toBeVisible();
    await expect(page.getByText('Section 1 · row A · seat 5 · Student')).toBeVisible();
    await expect(page.getByText(`${act} · ${atTheHall} · ${venue}`).first()).toBeVisible();
  });
});
