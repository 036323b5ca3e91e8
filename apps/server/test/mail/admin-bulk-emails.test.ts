import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { errorCode } from '../orders/order-fixture';
import { readMail } from '../tickets/mail-read';

const url = '/api/admin/tools/send-admin-bulk-emails';
let t: TestApp;
let admin: string;
let accountId: number;
const staff = {} as Record<
  'admin' | 'pos' | 'posAway' | 'supervisor' | 'elsewhere',
  { id: number; email: string }
>;
let groups: { front: number; managers: number; elsewhere: number };

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  const db = t.database.db;
  const account = await createAccount(db, { name: 'Riverside Playhouse' });
  accountId = account.id;
  const other = await createAccount(db);
  groups = {
    front: (await createUserGroup(db, accountId, { name: 'Front of house' })).id,
    managers: (await createUserGroup(db, accountId, { name: 'Managers', permissions: ['manageUsers'] })).id,
    elsewhere: (await createUserGroup(db, other.id)).id,
  };
  staff.admin = await createStaffUser(db, { accountId, role: 'Admin', userGroupId: groups.managers });
  staff.pos = await createStaffUser(db, { accountId, role: 'PointOfSale', userGroupId: groups.front });
  staff.posAway = await createStaffUser(db, { accountId, role: 'PointOfSale', active: false });
  staff.supervisor = await createStaffUser(db, {
    accountId,
    role: 'BoxOfficeSupervisor',
    userGroupId: groups.managers,
  });
  staff.elsewhere = await createStaffUser(db, { accountId: other.id, role: 'PointOfSale' });
  admin = await signInAs(t.app, staff.admin.email);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', payload?: object, token = admin) =>
  call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
const mailsTo = (address: string) => t.smtp!.received.filter((m) => m.to.includes(address));

/** The list once the queue has mailed everyone of the newest bulk email. */
async function settled() {
  for (let i = 0; i < 200; i++) {
    const list = (await api('GET')).data as unknown as {
      pending: number;
      sent: number;
      recipients: number;
    }[];
    if (list[0] && list[0].pending === 0) return list;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the bulk email was not sent');
}

describe('tools → send admin bulk emails', () => {
  it('mails the active staff of the roles chosen, in this account only, signed by the sender', async () => {
    const res = await api('POST', {
      subject: 'Box office briefing',
      message: 'Doors open at 18:30 tonight.\nFloat counts by 18:00.',
      roles: ['PointOfSale'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({ subject: 'Box office briefing', roles: ['PointOfSale'], recipients: 1 });
    const [done] = await settled();
    expect(done).toMatchObject({ recipients: 1, sent: 1, failed: 0, pending: 0, sentBy: 'Sam Staff' });
    const mail = await readMail((await t.smtp!.lastTo(staff.pos.email)).raw);
    expect(mail.subject).toBe('Box office briefing');
    expect(mail.text).toContain('Doors open at 18:30 tonight.\nFloat counts by 18:00.');
    expect(mail.text).toContain('Sent by Sam Staff to the staff of Riverside Playhouse.');
    expect(mailsTo(staff.posAway.email)).toEqual([]);
    expect(mailsTo(staff.supervisor.email)).toEqual([]);
    expect(mailsTo(staff.elsewhere.email)).toEqual([]);
  });

  it('keeps to the user groups chosen, and with no choice goes to every active staff member', async () => {
    const byGroup = await api('POST', {
      subject: 'Managers only',
      message: 'Budget meeting.',
      userGroupIds: [groups.managers],
    });
    expect(byGroup.data).toMatchObject({ recipients: 2 });
    await settled();
    expect(mailsTo(staff.supervisor.email)).toHaveLength(1);
    expect(mailsTo(staff.pos.email)).toHaveLength(1);

    const everyone = await api('POST', { subject: 'Fire drill', message: 'Thursday at 10:00.' });
    expect(everyone.data).toMatchObject({ recipients: 3, roles: [], userGroupIds: [] });
    await settled();
    for (const who of [staff.admin, staff.pos, staff.supervisor]) {
      expect(mailsTo(who.email).some((m) => m.text.includes('Thursday at 10:00.'))).toBe(true);
    }
    expect(mailsTo(staff.posAway.email)).toEqual([]);
    expect(mailsTo(staff.elsewhere.email)).toEqual([]);
    const list = (await api('GET')).data as unknown as { subject: string }[];
    expect(list.map((b) => b.subject)).toEqual(['Fire drill', 'Managers only', 'Box office briefing']);
  });

  it('refuses an audience of nobody, another account’s group, bad input and staff without user management, recording nothing', async () => {
    const before = ((await api('GET')).data as unknown as unknown[]).length;
    const nobody = await api('POST', { subject: 'Hello', message: 'Anyone?', roles: ['Partner'] });
    expect(nobody.statusCode).toBe(400);
    expect(errorCode(nobody)).toBe('admin.bulk_email_no_recipients');
    const foreign = await api('POST', { subject: 'Hello', message: 'Hi', userGroupIds: [groups.elsewhere] });
    expect(foreign.statusCode).toBe(400);
    expect(errorCode(foreign)).toBe('admin.choice_unavailable');
    for (const bad of [
      { subject: ' ', message: 'Hi' },
      { subject: 'Hi\u0000', message: 'Hi' },
      { subject: 'Hi', message: 'x'.repeat(10_001) },
      { subject: 'Hi', message: 'Hi', roles: ['Owner'] },
      { subject: 'Hi', message: 'Hi', userGroupIds: [99_999_999_999] },
      { subject: 42, message: 'Hi' },
    ]) {
      const res = await api('POST', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const seller = await signInAs(t.app, staff.pos.email);
    expect((await api('GET', undefined, seller)).statusCode).toBe(403);
    expect((await api('POST', { subject: 'Hi', message: 'Hi' }, seller)).statusCode).toBe(403);
    expect(((await api('GET')).data as unknown as unknown[]).length).toBe(before);
  });
});
