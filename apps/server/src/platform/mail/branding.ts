import { and, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '@/db/client';
import { accountHostnames, accounts, hostnameImages } from '@/db/schema';
import { escapeMailHtml, type MailLayout, renderMailLayout } from './layout';

export { escapeMailHtml };

/**
 * Where a mail's call-to-action button takes the account's email button colour. Mail builders
 * write it in the button's style; the mailer puts the colour in before the message is kept or
 * sent, so no mail can forget it.
 */
export const BUTTON_COLOUR = '{{button-colour}}';
const DEFAULT_BUTTON_COLOUR = '#4c6ef5';

/** A call-to-action link drawn as a button, in the account's colour. */
export function mailButton(href: string, label: string): string {
  return `<a href="${escapeMailHtml(href)}" style="display:inline-block;padding:10px 18px;background:${BUTTON_COLOUR};color:#fff;border-radius:6px;text-decoration:none">${escapeMailHtml(label)}</a>`;
}

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
 * The message as the account sends it: buttons in its colour and its email footer under every
 * message (decisions/0062). A text-only message gains an HTML part so the footer's links and
 * images show.
 */
export async function brandMail<
  M extends {
    text: string;
    html?: string;
    layout?: MailLayout;
    attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
  },
>(mail: M, branding: MailBranding): Promise<M> {
  const colour = /^#[0-9a-fA-F]{6}$/.test(branding.buttonColour)
    ? branding.buttonColour
    : DEFAULT_BUTTON_COLOUR;
  if (mail.layout) return laidOut(mail, branding, colour);
  const body =
    mail.html ??
    `<div style="white-space:pre-wrap;font-family:sans-serif">${escapeMailHtml(mail.text)}</div>`;
  const coloured = body.split(BUTTON_COLOUR).join(colour);
  const footer = branding.footerHtml.trim();
  if (!footer) return { ...mail, html: mail.html === undefined ? undefined : coloured };
  const text = footerText(footer);
  return {
    ...mail,
    text: text ? `${mail.text.trimEnd()}\n\n--\n${text}\n` : mail.text,
    html: `${coloured}<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px"><div data-mail-footer style="color:#666;font-size:12px">${footer}</div>`,
  };
}

/** A laid-out message (decisions/0082): its HTML rendered with the account's logo, colour and footer. */
async function laidOut<
  M extends {
    text: string;
    layout?: MailLayout;
    attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
  },
>(mail: M, branding: MailBranding, colour: string): Promise<M> {
  const footer = branding.footerHtml.trim();
  const text = footer ? footerText(footer) : '';
  const html = await renderMailLayout(mail.layout!, {
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
