import { simpleParser } from 'mailparser';

/** A message as its recipient reads it: subject, plain text and attachments by file name. */
export async function readMail(raw: string) {
  const mail = await simpleParser(raw);
  return {
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    attachments: new Map(mail.attachments.map((a) => [a.filename ?? '', a.content])),
  };
}
