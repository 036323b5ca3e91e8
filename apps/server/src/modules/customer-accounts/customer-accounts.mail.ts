import type { AccountMailTexts } from '@tessera/domain';
import { type LinkMail, linkMail } from '@/platform/mail/link-mail';
import type { OutgoingMail } from '@/platform/mail/mailer';

/** The link that confirms a new shop account's email address. */
export function verificationMail(t: AccountMailTexts, m: LinkMail, hours: number): OutgoingMail {
  return linkMail(
    m,
    t.verifySubject(m.accountName),
    [t.greeting(m.firstName), t.verifyThanks(m.accountName), t.verifyLink(hours)],
    t.verifyButton,
  );
}

/** The recovery link from the shop's forgot-password page. */
export function customerResetMail(t: AccountMailTexts, m: LinkMail, minutes: number): OutgoingMail {
  return linkMail(
    m,
    t.customerResetSubject(m.accountName),
    [t.greeting(m.firstName), t.customerResetAsked(m.accountName), t.resetLink(minutes)],
    t.resetButton,
  );
}
