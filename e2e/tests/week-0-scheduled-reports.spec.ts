import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './demo';
import { mailsTo } from './pdf';
import { sftpServerForWalks } from './sftp-server';

/*
 * Two weekly scheduled reports, one mailed and one uploaded to the account's SFTP folder, are
 * delivered once each when the server's clock reaches their time, and the screen lists both runs
 * as sent with the next one a week later (decisions/0059, 0063). The clock moves a few minutes;
 * the walk runs late with the other clock-moving walks (its file name sorts there).
 */
const walks = sftpServerForWalks('weekly');

const zone = 'America/New_York';
const isoDay: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The server's now (its clock may already be ahead of real time). */
async function serverNow(page: Page): Promise<Date> {
  const res = await page.request.post('/api/test/clock', { data: { advanceMs: 0 } });
  expect(res.ok(), await res.text()).toBe(true);
  return new Date((await res.json()).now as string);
}

/** A schedule's time of day and ISO day of the week in `zone` for the instant `at`. */
function wallClock(at: Date): { timeOfDay: string; day: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { timeOfDay: `${parts.hour}:${parts.minute}`, day: isoDay[parts.weekday!]! };
}

test('weekly scheduled reports are mailed and uploaded once when the clock reaches their time', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const recipient = `weekly-${stamp}@example.test`;
  const sftp = walks.server;
  const folder = walks.folder();
  await page.goto('/admin/v2/auth/login');
  await signIn(page);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();

  const saved = await page.request.put('/api/admin/data-export/sftp', {
    data: {
      host: sftp.host,
      port: sftp.port,
      username: sftp.username,
      remoteDirectory: folder,
      privateKey: sftp.privateKey,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // Both due at the next whole minute at least two minutes ahead of the server's clock.
  const now = await serverNow(page);
  const due = new Date(Math.ceil((now.getTime() + 120_000) / 60_000) * 60_000);
  const { timeOfDay, day } = wallClock(due);
  const weekly = {
    report: 'payments-audit',
    format: 'csv',
    range: 'last-7-days',
    frequencyUnit: 'week',
    frequencyCount: 1,
    daysOfWeek: [day],
    timeOfDay,
    timeZone: zone,
  };
  const schedules = [
    {
      ...weekly,
      name: `Weekly by mail ${stamp}`,
      delivery: 'email',
      recipients: [recipient],
      subject: `Weekly payments ${stamp}`,
    },
    { ...weekly, name: `Weekly to SFTP ${stamp}`, delivery: 'sftp' },
  ];
  const ids: number[] = [];
  for (const body of schedules) {
    const created = await page.request.post('/api/admin/reports/scheduled', { data: body });
    expect(created.status(), await created.text()).toBe(201);
    const schedule = (await created.json()) as { id: number; nextRunAt: string };
    expect(new Date(schedule.nextRunAt).getTime()).toBe(due.getTime());
    ids.push(schedule.id);
  }

  // Listed with their next run; nothing delivered before the time.
  await page.goto('/admin/v2/reports/manage-scheduled-reports');
  for (const { name } of schedules)
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  expect(await mailsTo(recipient)).toEqual([]);
  expect(readdirSync(folder).filter((f) => !f.startsWith('.'))).toEqual([]);

  // The clock passes the time: the job queue runs both.
  const moved = await page.request.post('/api/test/clock', {
    data: { advanceMs: due.getTime() - now.getTime() + 30_000 },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await expect
    .poll(async () => (await mailsTo(recipient)).map((m) => m.subject), { timeout: 45_000 })
    .toEqual([`Weekly payments ${stamp}`]);
  await expect
    .poll(() => readdirSync(folder).filter((f) => !f.startsWith('.')), { timeout: 45_000 })
    .toHaveLength(1);
  const [file] = readdirSync(folder).filter((f) => !f.startsWith('.'));
  expect(file).toMatch(/\.csv$/);
  expect(readFileSync(join(folder, file!), 'utf8')).toContain('Total');

  // The screen says both were sent; the next runs are a week later.
  await expect
    .poll(
      async () => {
        await page.reload();
        return Promise.all(
          schedules.map(({ name }) => page.getByRole('row', { name: new RegExp(name) }).textContent()),
        );
      },
      { timeout: 30_000 },
    )
    .toEqual([expect.stringContaining('Sent'), expect.stringContaining('Sent')]);
  const listed = (await (await page.request.get('/api/admin/reports/scheduled')).json()) as {
    id: number;
    nextRunAt: string;
    lastRun: { status: string } | null;
  }[];
  for (const id of ids) {
    const schedule = listed.find((s) => s.id === id)!;
    expect(schedule.lastRun?.status).toBe('succeeded');
    expect(new Date(schedule.nextRunAt).getTime() - due.getTime()).toBe(7 * 24 * 60 * 60_000);
  }
  // Once each: nothing more arrives.
  await page.waitForTimeout(3000);
  expect(await mailsTo(recipient)).toHaveLength(1);
  expect(readdirSync(folder).filter((f) => !f.startsWith('.'))).toHaveLength(1);

  // The schedule's runs, in its edit dialog: the one run, sent.
  await page
    .getByRole('row', { name: new RegExp(schedules[0]!.name) })
    .getByRole('button', { name: 'Edit' })
    .click();
  const runs = page.getByRole('dialog').getByRole('table', { name: 'Runs' });
  await expect(runs.getByRole('row').filter({ hasText: 'Sent' })).toHaveCount(1);
  await expect(runs.getByRole('columnheader', { name: 'Outcome' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Leave the demo as it was.
  for (const id of ids)
    expect((await page.request.delete(`/api/admin/reports/scheduled/${id}`)).status()).toBe(200);
  expect((await page.request.delete('/api/admin/data-export/sftp')).status()).toBe(200);
});
