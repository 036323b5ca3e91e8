import type { AccountMailTexts } from '@tessera/domain';
import { type LinkMail, linkMail } from '@/platform/mail/link-mail';
import type { OutgoingMail } from '@/platform/mail/mailer';

/** The invitation to the back office: a single-use link to choose a first password. */
export function invitationMail(t: AccountMailTexts, m: LinkMail, days: number): OutgoingMail {
  return linkMail(
    m,
    t.invitationSubject(m.accountName),
    [t.greeting(m.firstName), t.invitationIntro(m.accountName), t.invitationLink(days)],
    t.invitationButton,
  );
}

/** The recovery link from the sign-in page. */
export function resetMail(t: AccountMailTexts, m: LinkMail, minutes: number): OutgoingMail {
  return linkMail(
    m,
    t.customerResetSubject(m.accountName),
    [t.greeting(m.firstName), t.staffResetAsked(m.accountName), t.resetLink(minutes)],
    t.resetButton,
  );
}
