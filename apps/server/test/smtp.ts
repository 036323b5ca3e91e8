import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft line breaks and escapes undone. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    smtpConfig: { host: '127.0.0.1', port, secure: false, from: 'Box Office <box@venue.test>' },
    /** The last message to an address, waiting briefly for delivery. */
    async lastTo(address: string): Promise<ReceivedMail> {
      for (let i = 0; i < 50; i++) {
        const found = received.filter((m) => m.to.includes(address)).at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${address}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** The token of the back-office reset or invitation link in a message. */
export function linkToken(mail: ReceivedMail): string {
  const match = mail.text.match(/\/admin\/v2\/auth\/reset-password\/([\w-]+)/);
  if (!match?.[1]) throw new Error('no reset link in the message');
  return match[1];
}
