import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { mailSink } from '../playwright.config';

/** The text of every page of a PDF, one line per text run. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join('\n'));
  }
  await doc.destroy();
  return pages.join('\n');
}

export interface ReceivedMail {
  subject: string;
  /** The whole message as it arrived, quoted-printable parts decoded. */
  text: string;
}

/** Every mail the sink received for an address. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${mailSink.httpPort}/?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReceivedMail[];
}

/** The first PDF attached to a mail, decoded from its base64 part. */
export function attachedPdf(mail: ReceivedMail): Uint8Array {
  const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.text);
  if (!part) throw new Error(`no PDF attached to "${mail.subject}"`);
  return new Uint8Array(Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64'));
}
