/**
 * Pay later by invoice (decisions/0109): an order held on an invoice due some days after the
 * sale, a reminder some days before, and release of the unpaid seats at the due date.
 */

const DAY = 86_400_000;

/** An account's invoice terms: off, or on with days until due and days of reminder before it. */
export interface InvoiceTerms {
  readonly enabled: boolean;
  /** 1–365: the invoice falls due this many days after the sale. */
  readonly dueDays: number;
  /** 0 sends no reminder; else the reminder goes this many days before the due date. */
  readonly reminderDays: number;
}

export type InvoiceStatus = 'open' | 'paid' | 'cancelled';

/** Whether terms can be saved: days until due 1–365, a reminder strictly before the due date. */
export function invoiceTermsValid(terms: InvoiceTerms): boolean {
  return (
    Number.isInteger(terms.dueDays) &&
    Number.isInteger(terms.reminderDays) &&
    terms.dueDays >= 1 &&
    terms.dueDays <= 365 &&
    terms.reminderDays >= 0 &&
    terms.reminderDays < terms.dueDays
  );
}

/**
 * When an invoice issued at `now` falls due, and when its reminder goes (null: none). The due
 * date is counted in whole days from the sale on the server's one clock; a reminder that would
 * fall at or before the sale is not sent.
 */
export function invoiceDates(now: Date, terms: InvoiceTerms): { dueAt: Date; remindAt: Date | null } {
  const dueAt = new Date(now.getTime() + terms.dueDays * DAY);
  if (terms.reminderDays === 0) return { dueAt, remindAt: null };
  const remindAt = new Date(dueAt.getTime() - terms.reminderDays * DAY);
  return { dueAt, remindAt: remindAt.getTime() > now.getTime() ? remindAt : null };
}

/** What a job finds to do with an invoice: an open one is reminded before and released at its due date. */
export function invoiceJobAction(
  invoice: { status: InvoiceStatus; dueAt: Date; remindedAt: Date | null },
  job: 'remind' | 'release',
  now: Date,
): 'remind' | 'release' | 'nothing' {
  if (invoice.status !== 'open') return 'nothing';
  if (job === 'remind') return invoice.remindedAt ? 'nothing' : 'remind';
  return now.getTime() >= invoice.dueAt.getTime() ? 'release' : 'nothing';
}

/** The invoice's number as printed: the account's order number under an INV prefix. */
export function invoiceNumber(orderId: number): string {
  return `INV-${String(orderId).padStart(6, '0')}`;
}
