import { and, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '@/db/client';
import { accountHostnames, accounts, hostnameImages } from '@/db/schema';
import { type MailLayout, renderMailLayout } from './layout';

const DEFAULT_BUTTON_COLOUR = '#4c6ef5';

export interface MailBranding {
  buttonColour: string;
  /** Sanitised when saved (account settings): safe to put in the message as it is. */
  footerHtml: string;
  accountName: string;
  /** The default host name's digital ticket logo (else its wallet logo), heading laid-out mails. */
  logo?: { content: Buffer; contentType: string };
}

/** The inline attachment that carries the account's logo in a laid-out message. */
export const LOGO_CID = 'account-logo@tessera';

export async function mailBrandingOf(db: Db, accountId: number): Promise<MailBranding> {
  const [row] = await db
    .select({ colour: accounts.emailButtonColor, footer: accounts.emailFooterContent, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const logos = await db
    .select({ kind: hostnameImages.kind, data: hostnameImages.data, contentType: hostnameImages.contentType })
    .from(hostnameImages)
    .innerJoin(accountHostnames, eq(accountHostnames.id, hostnameImages.hostnameId))
    .where(and(eq(hostnameImages.accountId, accountId), eq(accountHostnames.isDefault, true)));
  const logo =
    logos.find((image) => image.kind === 'digitalTicketLogo') ??
    logos.find((image) => image.kind === 'mobileWalletLogo');
  return {
    buttonColour: row?.colour || DEFAULT_BUTTON_COLOUR,
    footerHtml: row?.footer ?? '',
    accountName: row?.name ?? '',
    ...(logo ? { logo: { content: Buffer.from(logo.data), contentType: logo.contentType } } : {}),
  };
}

function footerText(html: string): string {
  const blocks = html.replace(/<\/(p|div|h\d|li)>|<br\s*\/?>/gi, '\n');
  return sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
    .replace(/&amp;/g, '&');
}

/**
 * The message as the account sends it (decisions/0062, 0082): every message laid out, with its
 * logo, buttons in its colour and its email footer under it. A text-only message is laid out
 * as one paragraph.
 */
export async function brandMail<
  M extends {
    text: string;
    layout?: MailLayout;
    attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
  },
>(mail: M, branding: MailBranding): Promise<M & { html: string }> {
  const colour = /^#[0-9a-fA-F]{6}$/.test(branding.buttonColour)
    ? branding.buttonColour
    : DEFAULT_BUTTON_COLOUR;
  const layout: MailLayout = mail.layout ?? {
    lang: 'en',
    preview: mail.text.split('\n')[0] ?? '',
    blocks: [{ kind: 'text', text: mail.text.trimEnd(), data: 'mail-text' }],
  };
  return laidOut(mail, layout, branding, colour);
}

/** A laid-out message (decisions/0082): its HTML rendered with the account's logo, colour and footer. */
async function laidOut<
  M extends {
    text: string;
    layout?: MailLayout;
    attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
  },
>(mail: M, layout: MailLayout, branding: MailBranding, colour: string): Promise<M & { html: string }> {
  const footer = branding.footerHtml.trim();
  const text = footer ? footerText(footer) : '';
  const html = await renderMailLayout(layout, {
    buttonColour: colour,
    footerHtml: footer,
    accountName: branding.accountName,
    ...(branding.logo ? { logoSrc: `cid:${LOGO_CID}` } : {}),
  });
  const logo = branding.logo
    ? [
        {
          filename: branding.logo.contentType === 'image/png' ? 'logo.png' : 'logo.jpg',
          content: branding.logo.content,
          contentType: branding.logo.contentType,
          cid: LOGO_CID,
        },
      ]
    : [];
  return {
    ...mail,
    text: text ? `${mail.text.trimEnd()}\n\n--\n${text}\n` : mail.text,
    html,
    attachments: [...logo, ...(mail.attachments ?? [])],
  };
}
