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

/** The link that confirms a new shop account's email address. */
export function verificationMail(m: LinkMail, hours: number): OutgoingMail {
  return linkMail(
    m,
    `${m.accountName}: confirm your email address`,
    [
      `Hello ${m.firstName},`,
      `Thank you for creating your ${m.accountName} account.`,
      `Confirm your email address with the link below. It works once and expires in ${hours} hours.`,
    ],
    'Confirm my email',
  );
}

/** The recovery link from the shop's forgot-password page. */
export function customerResetMail(m: LinkMail, minutes: number): OutgoingMail {
  return linkMail(
    m,
    `${m.accountName}: reset your password`,
    [
      `Hello ${m.firstName},`,
      `Someone asked to reset the password of your ${m.accountName} account.`,
      `Choose a new password with the link below. It works once and expires in ${minutes} minutes. If you did not ask, ignore this message.`,
    ],
    'Reset my password',
  );
}
