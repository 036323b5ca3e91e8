// A real SMTP server for the browser tests: it keeps what the app sends and shows it as JSON
// on a small HTTP port, so a test can read an invitation the way a person reads their inbox.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT);
const messages = [];

function decodeQuotedPrintable(raw) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => {
      raw += chunk.toString();
    });
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        subject,
        text: decodeQuotedPrintable(raw),
        // The message as sent, for a walk that opens it as a mail client would.
        raw,
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to');
  const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(found));
}).listen(httpPort, '127.0.0.1');
