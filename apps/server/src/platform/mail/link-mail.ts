import { paragraphsLayout } from './layout';
import type { OutgoingMail } from './mailer';

/** A one-time link mail, in its reader's language (`lang`, the HTML's `lang`). */
export interface LinkMail {
  to: string;
  lang: string;
  firstName: string;
  accountName: string;
  link: string;
  /** The link's one-time token: hidden in the outbox. */
  token: string;
}

/** A link mail's paragraphs, the link as its button, and the link again in the plain-text part. */
export function linkMail(m: LinkMail, subject: string, lines: string[], button: string): OutgoingMail {
  return {
    to: m.to,
    subject,
    secrets: [m.token],
    text: `${lines.join('\n\n')}\n\n${m.link}\n`,
    layout: paragraphsLayout(m.lang, subject, lines, { href: m.link, label: button }),
  };
}
