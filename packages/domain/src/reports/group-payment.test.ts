import { describe, expect, it } from 'vitest';
import { groupPaymentStatus } from './group-payment';

describe('groupPaymentStatus', () => {
  const base = { outstanding: 5000, paidToDate: 1000, balanceDueDay: '2026-12-10', today: '2026-12-10' };
  it('is paid when nothing is outstanding, whatever the date', () => {
    expect(groupPaymentStatus({ ...base, outstanding: 0, today: '2027-01-01' })).toBe('paid');
  });
  it('is partly paid up to and on the due day, overdue from the day after', () => {
    expect(groupPaymentStatus(base)).toBe('partlyPaid');
    expect(groupPaymentStatus({ ...base, today: '2026-12-11' })).toBe('overdue');
  });
  it('is unpaid when nothing was paid yet and the due day has not passed', () => {
    expect(groupPaymentStatus({ ...base, paidToDate: 0 })).toBe('unpaid');
    expect(groupPaymentStatus({ ...base, balanceDueDay: null, today: '2030-01-01' })).toBe('partlyPaid');
  });
});
