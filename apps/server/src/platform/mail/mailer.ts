import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '@/config';
import type { Db } from '@/db/client';
import { mailOutbox } from '@/db/schema';
import { type Clock, systemClock } from '@/platform/clock';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message over SMTP; the outbox keeps the text only. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface Mailer {
  /** True when SMTP is configured; otherwise mail is kept in the outbox. */
  readonly delivers: boolean;
  /** Records the message in the outbox and, with SMTP settings, delivers it. */
  send(db: Db, accountId: number, mail: OutgoingMail, now: Date): Promise<OutboxRow>;
  close(): void;
}

export function createMailer(smtp: SmtpConfig | undefined, clock: Pick<Clock, 'now'> = systemClock): Mailer {
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
    async send(db, accountId, mail, now) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          accountId,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          status: 'kept',
          createdAt: now,
        })
        .returning();
      if (!transport || !smtp) return row!;
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
          .set({ status: 'sent', sentAt: clock.now() })
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
