import mjml2html from 'mjml';

/**
 * A message's body as blocks, laid out by MJML (decisions/0082) into HTML that holds in mail
 * clients: a table layout, one column that narrows on phones, the account's logo, buttons in its
 * colour and its email footer. Text is escaped here; builders pass plain words.
 */
export type MailBlock =
  /** A paragraph kept as written (line breaks shown); `data` marks it for readers and tests. */
  | { kind: 'text'; text: string; data?: string; strong?: boolean }
  /** Small grey print after a rule: the invoice footer. */
  | { kind: 'fineprint'; text: string; data?: string }
  /** A call to action in the account's button colour. */
  | { kind: 'button'; href: string; label: string }
  /** A paragraph followed by a button per link (the ticket bundles). */
  | { kind: 'links'; title: string; links: readonly { label: string; href: string }[]; data?: string }
  /** One ticket in a box: heading, lines, its barcode image (an inline attachment) and digits. */
  | { kind: 'ticket'; title: string; lines: readonly string[]; barcodeSrc: string; barcode: string };

export interface MailLayout {
  /** The message's language, as the `lang` of its HTML. */
  lang: string;
  /** The line a mail client shows after the subject. */
  preview: string;
  blocks: readonly MailBlock[];
}

/** What the account brings to every laid-out message (platform/mail/branding.ts). */
export interface LayoutBranding {
  buttonColour: string;
  /** Sanitised when saved: put in as it is. */
  footerHtml: string;
  /** The logo's image source (an inline attachment's `cid:`), when the account has one. */
  logoSrc?: string;
  accountName: string;
}

/**
 * A message of paragraphs, then (when it has one) its call to action as a button with the link
 * written out below for clients that hide buttons, then any further blocks.
 */
export function paragraphsLayout(
  lang: string,
  preview: string,
  paragraphs: readonly string[],
  action?: { href: string; label: string },
  after: readonly MailBlock[] = [],
): MailLayout {
  return {
    lang,
    preview,
    blocks: [
      ...paragraphs.map((text) => ({ kind: 'text' as const, text })),
      ...(action
        ? [
            { kind: 'button' as const, href: action.href, label: action.label },
            { kind: 'fineprint' as const, text: action.href, data: 'mail-link' },
          ]
        : []),
      ...after,
    ],
  };
}

export function escapeMailHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TEXT = '#1f2328';
const MUTED = '#59636e';

function paragraph(text: string, data?: string, strong?: boolean): string {
  const mark = data ? ` data-${data}` : '';
  const weight = strong ? 'font-weight:600;' : '';
  return `<mj-text><div${mark} style="white-space:pre-wrap;${weight}">${escapeMailHtml(text)}</div></mj-text>`;
}

function button(href: string, label: string, colour: string): string {
  return `<mj-button href="${escapeMailHtml(href)}" background-color="${colour}" align="left" padding="4px 0 12px" inner-padding="12px 20px" border-radius="6px" font-size="15px" font-weight="600" color="#ffffff">${escapeMailHtml(label)}</mj-button>`;
}

function flowBlock(block: Exclude<MailBlock, { kind: 'ticket' }>, colour: string): string {
  switch (block.kind) {
    case 'text':
      return paragraph(block.text, block.data, block.strong);
    case 'fineprint':
      return `<mj-divider border-width="1px" border-color="#d8dee4" padding="8px 0 12px" /><mj-text font-size="12px" color="${MUTED}"><div${block.data ? ` data-${block.data}` : ''} style="white-space:pre-wrap">${escapeMailHtml(block.text)}</div></mj-text>`;
    case 'button':
      return button(block.href, block.label, colour);
    case 'links':
      return [
        paragraph(block.title, block.data),
        ...block.links.map((link) => button(link.href, link.label, colour)),
      ].join('');
  }
}

function ticketSection(block: Extract<MailBlock, { kind: 'ticket' }>): string {
  return `<mj-section border="1px solid #d0d7de" border-radius="8px" padding="16px" background-color="#ffffff" css-class="mail-ticket"><mj-column><mj-text font-size="17px" padding="0 0 6px"><div data-ticket-title style="font-weight:600">${escapeMailHtml(block.title)}</div></mj-text>${paragraph(block.lines.join('\n'), 'ticket-lines')}<mj-image src="${escapeMailHtml(block.barcodeSrc)}" alt="${escapeMailHtml(block.barcode)}" width="280px" align="left" padding="8px 0 4px" css-class="mail-barcode" /><mj-text font-family="'Courier New', Courier, monospace" font-size="14px" padding="0" color="${TEXT}"><div data-barcode-digits>${escapeMailHtml(block.barcode)}</div></mj-text></mj-column></mj-section><mj-section padding="0 0 16px"><mj-column></mj-column></mj-section>`;
}

/** The body's sections: running blocks share one section, each ticket is a box of its own. */
function bodySections(blocks: readonly MailBlock[], colour: string): string {
  const sections: string[] = [];
  let flow: string[] = [];
  const closeFlow = () => {
    if (flow.length > 0)
      sections.push(`<mj-section padding="0"><mj-column>${flow.join('')}</mj-column></mj-section>`);
    flow = [];
  };
  for (const block of blocks) {
    if (block.kind === 'ticket') {
      closeFlow();
      sections.push(ticketSection(block));
    } else {
      flow.push(flowBlock(block, colour));
    }
  }
  closeFlow();
  return sections.join('');
}

/** The laid-out message as HTML. */
export async function renderMailLayout(layout: MailLayout, branding: LayoutBranding): Promise<string> {
  const logo = branding.logoSrc
    ? `<mj-section padding="24px 0 12px"><mj-column><mj-image src="${escapeMailHtml(branding.logoSrc)}" alt="${escapeMailHtml(branding.accountName)}" width="262px" align="left" padding="0 24px" /></mj-column></mj-section>`
    : `<mj-section padding="12px 0 0"><mj-column></mj-column></mj-section>`;
  const footer = branding.footerHtml.trim()
    ? `<mj-section padding="12px 24px 24px"><mj-column><mj-text font-size="12px" color="#666666"><div data-mail-footer style="color:#666;font-size:12px">${branding.footerHtml}</div></mj-text></mj-column></mj-section>`
    : `<mj-section padding="0 0 24px"><mj-column></mj-column></mj-section>`;
  const source = `<mjml lang="${escapeMailHtml(layout.lang)}"><mj-head><mj-title>${escapeMailHtml(layout.preview)}</mj-title><mj-preview>${escapeMailHtml(layout.preview)}</mj-preview><mj-attributes><mj-all font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" /><mj-text font-size="15px" line-height="1.5" color="${TEXT}" padding="0 0 12px" /><mj-section padding="0" /></mj-attributes><mj-style>@media only screen and (max-width:479px) { .mail-barcode img { width:100% !important; height:auto !important; } }</mj-style></mj-head><mj-body background-color="#f3f4f6" width="600px">${logo}<mj-wrapper background-color="#ffffff" border-radius="8px" padding="24px">${bodySections(layout.blocks, branding.buttonColour)}</mj-wrapper>${footer}</mj-body></mjml>`;
  // The source is built here from known blocks: MJML's validation would only cost time.
  // No web fonts: a mail that loads one from a third party tells it who opened the message.
  return (await mjml2html(source, { validationLevel: 'skip', fonts: {} })).html;
}
