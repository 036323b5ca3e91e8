import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createSeatedEvent, createStaffUser, seatIdsByPlace, signInAs } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let token: string;
let eventId: number;
let seats: Map<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  const accountId = (await createAccount(t.database.db)).id;
  const user = await createStaffUser(t.database.db, {
    accountId,
    permissions: ['seatSettings', 'bulkEditSeats', 'events'],
  });
  token = await signInAs(t.app, user.email);
  ({ eventId } = await createSeatedEvent(t.database.db, accountId, { rows: 2, seatsPerRow: 4 }));
  seats = await seatIdsByPlace(t.database.db, eventId);
});
afterAll(() => t.close());

const post = (url: string, payload: Json = {}) => call(t.app, { method: 'POST', url, token, payload });
const code = (res: { data: Json }) => (res.data.errors as Json[])[0]?.code;

describe('holds and hold groups', () => {
  it('archives a hold in use only with a reassignment or a return to open', async () => {
    const group = await post('/api/admin/seat-settings/hold-groups', { name: 'Production' });
    const a = await post('/api/admin/seat-settings/holds', {
      name: 'Director',
      color: '#862e9c',
      holdGroupId: group.data.id,
    });
    const b = await post('/api/admin/seat-settings/holds', {
      name: 'Crew',
      color: '#e8590c',
      actAsKill: true,
    });
    await post(`/api/admin/events/${eventId}/seats/bulk`, {
      seatIds: [seats.get('S1-A-1'), seats.get('S1-A-2')],
      action: { kind: 'hold', holdId: a.data.id },
    });
    const refused = await post(`/api/admin/seat-settings/holds/${a.data.id}/archive`);
    expect(code(refused)).toBe('admin.hold_reassignment_required');
    const self = await post(`/api/admin/seat-settings/holds/${a.data.id}/archive`, {
      reassign: { to: 'other', id: a.data.id },
    });
    expect(code(self)).toBe('admin.reassignment_target_invalid');
    const archived = await post(`/api/admin/seat-settings/holds/${a.data.id}/archive`, {
      reassign: { to: 'other', id: b.data.id },
    });
    expect(archived.data.archived).toBe(true);
    const detail = await call(t.app, { method: 'GET', url: `/api/admin/events/${eventId}`, token });
    // Crew acts as kill, so the moved seats are killed.
    expect(detail.data.holdCounts).toEqual([{ holdId: b.data.id, count: 2 }]);
    expect((detail.data.statusCounts as Json).kill).toBe(2);
  });

  it('archives a hold group by moving its holds or returning their seats to open', async () => {
    const g1 = await post('/api/admin/seat-settings/hold-groups', { name: 'Sponsors' });
    const g2 = await post('/api/admin/seat-settings/hold-groups', { name: 'Partners' });
    const h = await post('/api/admin/seat-settings/holds', {
      name: 'Sponsor A',
      color: '#5c940d',
      holdGroupId: g1.data.id,
    });
    const refused = await post(`/api/admin/seat-settings/hold-groups/${g1.data.id}/archive`);
    expect(code(refused)).toBe('admin.hold_group_reassignment_required');
    const moved = await post(`/api/admin/seat-settings/hold-groups/${g1.data.id}/archive`, {
      reassign: { to: 'other', id: g2.data.id },
    });
    expect(moved.data).toMatchObject({ archived: true, holdCount: 0 });
    const holds = await call(t.app, { method: 'GET', url: '/api/admin/seat-settings/holds', token });
    expect((holds.data as unknown as Json[]).find((x) => x.id === h.data.id)?.holdGroupId).toBe(g2.data.id);

    await post(`/api/admin/events/${eventId}/seats/bulk`, {
      seatIds: [seats.get('S1-B-1')],
      action: { kind: 'hold', holdId: h.data.id },
    });
    await post(`/api/admin/seat-settings/hold-groups/${g2.data.id}/archive`, { reassign: { to: 'open' } });
    const detail = await call(t.app, { method: 'GET', url: `/api/admin/events/${eventId}`, token });
    expect((detail.data.holdCounts as Json[]).some((c) => c.holdId === h.data.id)).toBe(false);
  });
});

describe('sale types and seat alerts', () => {
  it('keeps one default sale type, which cannot be archived', async () => {
    const first = await post('/api/admin/seat-settings/sale-types', { name: 'Standard', isDefault: true });
    const second = await post('/api/admin/seat-settings/sale-types', { name: 'Group', isDefault: true });
    const list = await call(t.app, { method: 'GET', url: '/api/admin/seat-settings/sale-types', token });
    expect((list.data as unknown as Json[]).map((s) => [s.name, s.isDefault])).toEqual([
      ['Group', true],
      ['Standard', false],
    ]);
    expect(code(await post(`/api/admin/seat-settings/sale-types/${second.data.id}/archive`))).toBe(
      'admin.default_sale_type_archive',
    );
    expect((await post(`/api/admin/seat-settings/sale-types/${first.data.id}/archive`)).data.archived).toBe(
      true,
    );
  });

  it('stores seat alerts with HTML and acknowledgement flags', async () => {
    const alert = await post('/api/admin/seat-settings/seat-alerts', {
      name: 'Restricted view',
      externalId: 'RV-1',
      message: '<b>Pillar</b> in the line of sight',
      htmlAllowed: true,
      requiresAcknowledgement: true,
    });
    expect(alert.data).toMatchObject({
      externalId: 'RV-1',
      htmlAllowed: true,
      requiresAcknowledgement: true,
      archived: false,
    });
  });
});
