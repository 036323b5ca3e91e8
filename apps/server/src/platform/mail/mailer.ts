import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '@/config';
import type { Db } from '@/db/client';
import { mailOutbox } from '@/db/schema';
import { type Clock, systemClock } from '@/platform/clock';
import { brandMail, mailBrandingOf } from './branding';
import type { MailLayout } from './layout';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /**
   * The HTML part as blocks, laid out with the account's branding when sent (decisions/0082);
   * without it the text is laid out as one paragraph.
   */
  layout?: MailLayout;
  /**
   * What in the message gives access to an account (the token of a one-time link). Only the
   * recipient receives it: the outbox, which staff read, keeps the message with it hidden.
   */
  secrets?: string[];
  /** Files sent with the message over SMTP; the outbox keeps the text only. With `cid`, an image the HTML shows inline. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** What the outbox shows in place of a secret. */
export const HIDDEN_SECRET = '[hidden]';

/** The message with every secret hidden, as the outbox keeps it. */
export function withSecretsHidden(body: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .reduce((text, secret) => text.split(secret).join(HIDDEN_SECRET), body);
}

export interface MailerOptions {
  /**
   * Without SMTP: a folder on the server where messages carrying secrets are written whole
   * (one file each, readable by the server's user only), so whoever runs the server can
   * still follow an invitation or reset link. Staff never see them in the outbox.
   */
  pickupDir?: string;
  /** When a message went out (default: the system's clock). */
  clock?: Pick<Clock, 'now'>;
}

export interface Mailer {
  /** True when SMTP is configured; otherwise mail is kept in the outbox. */
  readonly delivers: boolean;
  /** Records the message in the outbox and, with SMTP settings, delivers it. */
  send(db: Db, accountId: number, mail: OutgoingMail, now: Date): Promise<OutboxRow>;
  close(): void;
}

async function writeToPickup(dir: string, id: number, mail: OutgoingMail): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, `${String(id).padStart(8, '0')}.txt`);
  await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`, { mode: 0o600 });
}

export function createMailer(smtp: SmtpConfig | undefined, options: MailerOptions = {}): Mailer {
  const transport: Transporter | undefined = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
      })
    : undefined;

  return {
    delivers: Boolean(transport),
    async send(db, accountId, unbranded, now) {
      const mail = await brandMail(unbranded, await mailBrandingOf(db, accountId));
      const secrets = mail.secrets ?? [];
      const [row] = await db
        .insert(mailOutbox)
        .values({
          accountId,
          to: mail.to,
          subject: mail.subject,
          text: withSecretsHidden(mail.text, secrets),
          html: withSecretsHidden(mail.html, secrets),
          linkHidden: secrets.length > 0,
          status: 'kept',
          createdAt: now,
        })
        .returning();
      if (!transport || !smtp) {
        if (secrets.length > 0 && options.pickupDir) await writeToPickup(options.pickupDir, row!.id, mail);
        return row!;
      }
      try {
        await transport.sendMail({
          from: smtp.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments,
        });
        const [sent] = await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: (options.clock ?? systemClock).now() })
          .where(eq(mailOutbox.id, row!.id))
          .returning();
        return sent!;
      } catch (error) {
        const [failed] = await db
          .update(mailOutbox)
          .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
          .where(eq(mailOutbox.id, row!.id))
          .returning();
        return failed!;
      }
    },
    close() {
      transport?.close();
    },
  };
}
