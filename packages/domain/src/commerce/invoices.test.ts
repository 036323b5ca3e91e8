import { describe, expect, it } from 'vitest';
import { invoiceDates, invoiceJobAction, invoiceNumber, invoiceTermsValid } from './invoices';

const DAY = 86_400_000;
const now = new Date('2030-03-01T10:00:00Z');

describe('invoice terms', () => {
  it('takes 1–365 days until due and a reminder before the due date', () => {
    expect(invoiceTermsValid({ enabled: true, dueDays: 14, reminderDays: 3 })).toBe(true);
    expect(invoiceTermsValid({ enabled: true, dueDays: 1, reminderDays: 0 })).toBe(true);
    expect(invoiceTermsValid({ enabled: true, dueDays: 0, reminderDays: 0 })).toBe(false);
    expect(invoiceTermsValid({ enabled: true, dueDays: 366, reminderDays: 0 })).toBe(false);
    expect(invoiceTermsValid({ enabled: true, dueDays: 7, reminderDays: 7 })).toBe(false);
    expect(invoiceTermsValid({ enabled: true, dueDays: 7.5, reminderDays: 1 })).toBe(false);
  });

  it('falls due the days after the sale, reminded the days before', () => {
    const dates = invoiceDates(now, { enabled: true, dueDays: 14, reminderDays: 3 });
    expect(dates.dueAt.getTime() - now.getTime()).toBe(14 * DAY);
    expect(dates.remindAt!.getTime() - now.getTime()).toBe(11 * DAY);
    expect(invoiceDates(now, { enabled: true, dueDays: 14, reminderDays: 0 }).remindAt).toBeNull();
  });
});

describe('what a job does with an invoice', () => {
  const dueAt = new Date(now.getTime() + 7 * DAY);
  it('reminds an open invoice once and releases it from its due date', () => {
    expect(invoiceJobAction({ status: 'open', dueAt, remindedAt: null }, 'remind', now)).toBe('remind');
    expect(invoiceJobAction({ status: 'open', dueAt, remindedAt: now }, 'remind', now)).toBe('nothing');
    expect(invoiceJobAction({ status: 'open', dueAt, remindedAt: null }, 'release', now)).toBe('nothing');
    expect(invoiceJobAction({ status: 'open', dueAt, remindedAt: null }, 'release', dueAt)).toBe('release');
  });
  it('leaves a paid or cancelled invoice alone', () => {
    expect(invoiceJobAction({ status: 'paid', dueAt, remindedAt: null }, 'release', dueAt)).toBe('nothing');
    expect(invoiceJobAction({ status: 'cancelled', dueAt, remindedAt: null }, 'remind', now)).toBe('nothing');
  });
  it('numbers the invoice after its order', () => {
    expect(invoiceNumber(42)).toBe('INV-000042');
  });
});
