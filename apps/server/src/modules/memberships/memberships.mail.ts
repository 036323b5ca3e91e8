import type { AccountMailTexts } from '@tessera/domain';
import { paragraphsLayout } from '@/platform/mail/layout';
import type { OutgoingMail } from '@/platform/mail/mailer';

/** Tells a member their membership expires soon and how to renew it, in their language (`lang`). */
export function membershipReminderMail(
  t: AccountMailTexts,
  m: {
    to: string;
    lang: string;
    firstName: string;
    accountName: string;
    levelName: string;
    memberNumber: string;
    /** Formatted in the member's language. */
    expiresOn: string;
    price: string;
  },
): OutgoingMail {
  const lines = [
    t.greeting(m.firstName),
    t.membershipExpires(m.levelName, m.memberNumber, m.expiresOn),
    t.membershipRenew(m.price),
  ];
  const subject = t.membershipSubject(m.accountName, m.levelName, m.expiresOn);
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    layout: paragraphsLayout(m.lang, subject, lines),
  };
}
