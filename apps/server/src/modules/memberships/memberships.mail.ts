import type { OutgoingMail } from '@/platform/mail/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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
  return {
    to: m.to,
    subject: `${m.accountName}: your ${m.levelName} membership expires on ${m.expiresOn}`,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
}
