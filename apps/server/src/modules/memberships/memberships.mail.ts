import { paragraphsLayout } from '@/platform/mail/layout';
import type { OutgoingMail } from '@/platform/mail/mailer';

/** Tells a member their membership expires soon and how to renew it. */
export function membershipReminderMail(m: {
  to: string;
  firstName: string;
  accountName: string;
  levelName: string;
  memberNumber: string;
  expiresOn: string;
  price: string;
}): OutgoingMail {
  const lines = [
    `Hello ${m.firstName},`,
    `Your ${m.levelName} membership (member ID ${m.memberNumber}) expires on ${m.expiresOn}.`,
    `Renew it for ${m.price} in your account in our shop or at the box office: the new year starts from your current expiry, so you lose no days.`,
  ];
  const subject = `${m.accountName}: your ${m.levelName} membership expires on ${m.expiresOn}`;
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    layout: paragraphsLayout('en', subject, lines),
  };
}
