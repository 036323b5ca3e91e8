import type { ShopEventSeats } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { mergeShopSeats, seatsRefetchIn } from './event-queries';

const columns = (ids: number[], status: string) => ({
  id: ids,
  section: ids.map(() => 0),
  row: ids.map(() => 0),
  seat: ids.map(String),
  position: ids.map((_, i) => i),
  x: ids.map((_, i) => i),
  y: ids.map(() => 0),
  status,
  hold: ids.map(() => 0),
  priceLevel: ids.map(() => 1),
  saleType: ids.map(() => 0),
  seatAlert: ids.map(() => 0),
  ada: ids.map(() => 0),
  tags: {},
});
const map = (seq: number, ids: number[], status: string, heldUntil: string | null = null) =>
  ({
    seq,
    sections: ['Stalls'],
    rows: ['A'],
    seats: columns(ids, status),
    heldUntil,
  }) as unknown as ShopEventSeats;

describe('mergeShopSeats', () => {
  it('folds the changed seats into the map and keeps its places', () => {
    const base = map(10, [1, 2, 3], 'ooo');
    const next = mergeShopSeats(base, map(12, [3, 1], 'rs', '2026-11-28T12:00:00Z'));
    expect(next.seats.status).toBe('sor');
    expect(next.seats.id).toBe(base.seats.id);
    expect(next.seq).toBe(12);
    expect(next.heldUntil).toBe('2026-11-28T12:00:00Z');
  });

  it('never moves the change number back (a late change sent again)', () => {
    const next = mergeShopSeats(map(20, [1, 2], 'oo'), map(15, [2], 'r'));
    expect(next.seq).toBe(20);
    expect(next.seats.status).toBe('or');
  });

  it('ignores seats the map does not show', () => {
    expect(mergeShopSeats(map(1, [1], 'o'), map(2, [9], 'r')).seats.status).toBe('o');
  });
});

describe('seatsRefetchIn', () => {
  it('reads every 10 s without a live stream and every minute with one, but always when a basket seat comes free', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(seatsRefetchIn(null, now)).toBe(10_000);
    expect(seatsRefetchIn(null, now, true)).toBe(60_000);
    expect(seatsRefetchIn('2026-11-28T12:00:30Z', now, true)).toBe(30_100);
  });
});
