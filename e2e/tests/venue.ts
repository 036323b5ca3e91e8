import { type APIRequestContext, expect } from '@playwright/test';
import { demoLogin } from './demo';

/** Changes account settings through the staff API, as the General account information screen does. */
export async function saveSettings(
  request: APIRequestContext,
  changes: Record<string, unknown>,
): Promise<void> {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const settings = await (await request.get('/api/admin/account-settings', { headers })).json();
  const saved = await request.put('/api/admin/account-settings', {
    headers,
    data: { ...settings, ...changes },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/**
 * Seats of the Tempest still open in a section, `count` of them in one row, from the back
 * (other walks buy at the front).
 */
export async function freeSeats(
  request: APIRequestContext,
  section: string,
  count: number,
): Promise<{ row: string; seat: string }[]> {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const events = await (await request.get('/api/admin/sell/events?search=tempest', { headers })).json();
  const data = await (await request.get(`/api/admin/events/${events.items[0].id}/seats`, { headers })).json();
  const cols = data.seats as {
    id: number[];
    section: number[];
    row: number[];
    seat: string[];
    status: string;
  };
  const open = cols.id
    .map((_, i) => ({
      section: data.sections[cols.section[i]!] as string,
      row: data.rows[cols.row[i]!] as string,
      seat: cols.seat[i]!,
      status: cols.status[i],
    }))
    .filter((s) => s.section === section && s.status === 'o')
    .sort((a, b) => b.row.localeCompare(a.row) || Number(b.seat) - Number(a.seat));
  const row = open.filter((s) => s.row === open[0]?.row).slice(0, count);
  expect(row.length).toBe(count);
  return row;
}
