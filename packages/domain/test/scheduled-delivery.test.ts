import { orderTicketsDeliverAt, ticketsHeldUntil } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

const d = (iso: string) => new Date(iso);
const now = d('2026-12-01T10:00:00Z');

describe('scheduled ticket delivery', () => {
  it('delivers an order’s tickets at once when no event schedules them', () => {
    expect(orderTicketsDeliverAt([])).toBeNull();
    expect(orderTicketsDeliverAt([null, null])).toBeNull();
    expect(ticketsHeldUntil([null], now)).toBeNull();
  });

  it('holds them until the latest date of the order’s events', () => {
    const dates = [d('2026-12-05T09:00:00Z'), null, d('2026-12-03T09:00:00Z')];
    expect(orderTicketsDeliverAt(dates)).toEqual(d('2026-12-05T09:00:00Z'));
    expect(ticketsHeldUntil(dates, now)).toEqual(d('2026-12-05T09:00:00Z'));
  });

  it('releases them once that date has come', () => {
    expect(ticketsHeldUntil([d('2026-12-01T10:00:00Z')], now)).toBeNull();
    expect(ticketsHeldUntil([d('2026-11-30T10:00:00Z')], now)).toBeNull();
  });
});
