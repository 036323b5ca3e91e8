import type { EmailTemplate } from '@tessera/contract';
import {
  EMAIL_TEMPLATE_MAX_CHARS,
  type EmailTemplateKind,
  emailTemplateKinds,
  eventMailTexts,
  isTxtTemplateFile,
  pickLocale,
  templateText,
  ticketTexts,
  ticketWhen,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireAccount } from '@/modules/accounts/accounts.service';
import {
  accountTemplateText,
  type EmailTemplateRow,
  listAccountEmailTemplates,
  putAccountEmailTemplate,
} from '@/modules/mail/email-templates.store';
import { orderConfirmationMail } from '@/modules/tickets/confirmation.mail';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import type { Mailer, OutboxRow } from '@/platform/mail/mailer';
import { eventMail } from './event-mails.mail';

function templateOf(kind: EmailTemplateKind, row: EmailTemplateRow | undefined): EmailTemplate {
  return {
    kind,
    text: row?.body ?? '',
    fileName: row?.fileName ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The three templates of the account, each whether set or not. */
export async function emailTemplatesOf(db: Db, accountId: number): Promise<EmailTemplate[]> {
  const rows = await listAccountEmailTemplates(db, accountId);
  return emailTemplateKinds.map((kind) =>
    templateOf(
      kind,
      rows.find((r) => r.kind === kind),
    ),
  );
}

export async function saveEmailTemplateText(
  db: Db,
  t: { accountId: number; userId: number; kind: EmailTemplateKind; text: string; fileName?: string },
  now: Date,
): Promise<EmailTemplate> {
  const row = await putAccountEmailTemplate(
    db,
    { ...t, body: templateText(t.text), fileName: t.fileName ?? null },
    now,
  );
  return templateOf(t.kind, row);
}

/** A .txt file only (spec §3): its name, the type the browser gave and its bytes are checked. */
export async function uploadEmailTemplateFile(
  db: Db,
  t: { accountId: number; userId: number; kind: EmailTemplateKind },
  file: { fileName: string; contentType: string; dataBase64: string },
  now: Date,
): Promise<EmailTemplate> {
  const bytes = Buffer.from(file.dataBase64, 'base64');
  if (!isTxtTemplateFile({ ...file, bytes })) throw new AppError('admin.email_template_not_txt', 'fileName');
  const text = templateText(bytes.toString('utf8'));
  if (text.length > EMAIL_TEMPLATE_MAX_CHARS) throw new AppError('common.payload_too_large', 'dataBase64');
  return saveEmailTemplateText(db, { ...t, text, fileName: file.fileName.trim() }, now);
}

/**
 * The mail the template goes into, with stand-in order and event details, to the signed-in
 * user, in the account's language, through the mailer (SMTP when configured).
 */
export async function sendEmailTemplateTest(
  deps: { db: Db; mailer: Mailer },
  accountId: number,
  staff: StaffPrincipal,
  kind: EmailTemplateKind,
  now: Date,
): Promise<OutboxRow> {
  const account = await requireAccount(deps.db, accountId);
  const locale = pickLocale([account.defaultLanguage]);
  const e = eventMailTexts[locale];
  const when = ticketWhen(new Date(now.getTime() + 7 * 86_400_000), account.timezone, locale);
  const text = await accountTemplateText(deps.db, accountId, kind);
  const mail =
    kind === 'orderNotes' || kind === 'invoiceFooter'
      ? orderConfirmationMail(ticketTexts[locale], {
          to: staff.email,
          lang: locale,
          orderNumber: 'TEST',
          firstName: staff.firstName,
          tickets: 1,
          lines: [e.sampleEvent, when, e.sampleVenue],
          notes: kind === 'orderNotes' && text ? [text] : [],
          invoiceFooter: kind === 'invoiceFooter' ? text : '',
          bundles: [],
          part: { kind: 'whole' },
        })
      : eventMail(kind === 'preEvent' ? 'pre' : 'post', e, {
          to: staff.email,
          lang: locale,
          firstName: staff.firstName,
          accountName: account.name,
          eventName: e.sampleEvent,
          venueName: e.sampleVenue,
          when,
          accountText: text,
        });
  const row = await deps.mailer.send(deps.db, accountId, { ...mail, subject: `[TEST] ${mail.subject}` }, now);
  if (row.status === 'failed') throw new AppError('admin.mail_send_failed');
  return row;
}
