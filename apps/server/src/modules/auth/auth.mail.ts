import { paragraphsLayout } from '@/platform/mail/layout';
import type { OutgoingMail } from '@/platform/mail/mailer';

interface LinkMail {
  to: string;
  firstName: string;
  accountName: string;
  link: string;
  /** The link's one-time token: hidden in the outbox. */
  token: string;
}

function linkMail(m: LinkMail, subject: string, lines: string[], button: string): OutgoingMail {
  return {
    to: m.to,
    subject,
    secrets: [m.token],
    text: `${lines.join('\n\n')}\n\n${m.link}\n`,
    layout: paragraphsLayout('en', subject, lines, { href: m.link, label: button }),
  };
}

/** The invitation to the back office: a single-use link to choose a first password. */
export function invitationMail(m: LinkMail): OutgoingMail {
  return linkMail(
    m,
    `${m.accountName}: your back-office invitation`,
    [
      `Hello ${m.firstName},`,
      `You have been invited to the ${m.accountName} back office on Tessera.`,
      'Choose your password with the link below. It works once and expires in 7 days.',
    ],
    'Create your account',
  );
}

/** The recovery link from the sign-in page. */
export function resetMail(m: LinkMail): OutgoingMail {
  return linkMail(
    m,
    `${m.accountName}: reset your password`,
    [
      `Hello ${m.firstName},`,
      `Someone asked to reset the password of your ${m.accountName} back-office account.`,
      'Choose a new password with the link below. It works once and expires in 60 minutes. If you did not ask, ignore this message.',
    ],
    'Reset your password',
  );
}
