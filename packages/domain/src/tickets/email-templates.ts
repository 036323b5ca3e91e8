/**
 * The account's email templates (spec §3 account settings "Email templates"): the text staff
 * upload or type for the order notes of the order confirmation, the body of the pre-event and
 * post-event mails (decisions/0069), and the email invoice footer closing every order
 * confirmation (the seller's company details, tax number, terms).
 */
export const emailTemplateKinds = ['orderNotes', 'preEvent', 'postEvent', 'invoiceFooter'] as const;
export type EmailTemplateKind = (typeof emailTemplateKinds)[number];

/** The longest template text kept, in characters. */
export const EMAIL_TEMPLATE_MAX_CHARS = 8000;

/**
 * Whether an uploaded file may be an email template: the spec allows .txt files only. The name
 * must end in `.txt`; the type the browser gave must be plain text (or none, as some browsers
 * send for unknown types); and the bytes must be UTF-8 text without control characters other
 * than tab and line breaks (a renamed binary file is refused).
 */
export function isTxtTemplateFile(file: {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}): boolean {
  if (!/\.txt$/i.test(file.fileName.trim())) return false;
  const type = file.contentType.split(';')[0]!.trim().toLowerCase();
  if (type !== '' && type !== 'text/plain') return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

/** The template's text as kept: a byte-order mark dropped, line breaks made \n, ends trimmed. */
export function templateText(raw: string): string {
  return raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trim();
}
