import type { InvoiceMailTexts } from '@tessera/domain';
import { paragraphsLayout } from '@/platform/mail/layout';
import type { OutgoingMail } from '@/platform/mail/mailer';

interface InvoiceMail {
  to: string;
  lang: string;
  name: string;
  accountName: string;
  number: string;
  orderId: number;
  amount: string;
  dueDate: string;
  payLink: string;
  /** The link's token, hidden in the outbox staff read. */
  token: string;
  pdf?: Buffer;
}

/** The invoice to its recipient (decisions/0109): the amount, the due date, the PDF and the pay link. */
export function invoiceIssuedMail(t: InvoiceMailTexts, m: InvoiceMail): OutgoingMail {
  const lines = [t.greeting(m.name), t.issued(m.number, m.amount, m.dueDate), t.held];
  return withLink(t, m, t.issuedSubject(m.accountName, m.number), lines);
}

/** The reminder some days before the due date, with the same pay link. */
export function invoiceReminderMail(t: InvoiceMailTexts, m: InvoiceMail): OutgoingMail {
  const lines = [t.greeting(m.name), t.reminder(m.number, m.amount, m.dueDate), t.held];
  return withLink(t, m, t.reminderSubject(m.accountName, m.number), lines);
}

function withLink(t: InvoiceMailTexts, m: InvoiceMail, subject: string, lines: string[]): OutgoingMail {
  return {
    to: m.to,
    subject,
    secrets: [m.token],
    text: `${lines.join('\n\n')}\n\n${t.pay}: ${m.payLink}\n`,
    layout: paragraphsLayout(m.lang, subject, lines, { href: m.payLink, label: t.pay }),
    ...(m.pdf
      ? { attachments: [{ filename: `${m.number}.pdf`, content: m.pdf, contentType: 'application/pdf' }] }
      : {}),
  };
}

/** The order was cancelled and its seats released: the invoice was not paid by its due date. */
export function invoiceReleasedMail(
  t: InvoiceMailTexts,
  m: Pick<InvoiceMail, 'to' | 'lang' | 'name' | 'accountName' | 'number' | 'orderId'>,
): OutgoingMail {
  const subject = t.releasedSubject(m.accountName, m.number);
  const lines = [t.greeting(m.name), t.released(m.number, m.orderId)];
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    layout: paragraphsLayout(m.lang, subject, lines),
  };
}
