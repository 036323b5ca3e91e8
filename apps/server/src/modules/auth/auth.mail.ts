import { mailButton } from '@/platform/mail/branding';
import type { OutgoingMail } from '@/platform/mail/mailer';

interface LinkMail {
  to: string;
  firstName: string;
  accountName: string;
  link: string;
  /** The link's one-time token: hidden in the outbox. */
  token: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(paragraphs: string[], link: string, button: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `${body}<p>${mailButton(link, button)}</p><p style="color:#666;font-size:12px">${escapeHtml(link)}</p>`;
}

/** The invitation to the back office: a single-use link to choose a first password. */
export function invitationMail(m: LinkMail): OutgoingMail {
  const lines = [
    `Hello ${m.firstName},`,
    `You have been invited to the ${m.accountName} back office on Tessera.`,
    'Choose your password with the link below. It works once and expires in 7 days.',
  ];
  return {
    to: m.to,
    subject: `${m.accountName}: your back-office invitation`,
    secrets: [m.token],
    text: `${lines.join('\n\n')}\n\n${m.link}\n`,
    html: html(lines, m.link, 'Create your account'),
  };
}

/** The recovery link from the sign-in page. */
export function resetMail(m: LinkMail): OutgoingMail {
  const lines = [
    `Hello ${m.firstName},`,
    `Someone asked to reset the password of your ${m.accountName} back-office account.`,
    'Choose a new password with the link below. It works once and expires in 60 minutes. If you did not ask, ignore this message.',
  ];
  return {
    to: m.to,
    subject: `${m.accountName}: reset your password`,
    secrets: [m.token],
    text: `${lines.join('\n\n')}\n\n${m.link}\n`,
    html: html(lines, m.link, 'Reset your password'),
  };
}
