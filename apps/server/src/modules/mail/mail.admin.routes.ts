import { listOutbox, type OutboxMessage, sendTestMail } from '@tessera/contract';
import { requireAccount } from '@/modules/accounts/accounts.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import type { OutboxRow } from '@/platform/mail/mailer';
import { pageOutbox } from './mail.store';

function outboxMessageOf(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    linkHidden: row.linkHidden,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export const mailAdminRoutes = [
  implement(listOutbox, async ({ deps, accountId, query }) => {
    const { items, total } = await pageOutbox(deps.db, accountId, query.page, query.pageSize);
    return { items: items.map(outboxMessageOf), total };
  }),
  implement(sendTestMail, async ({ deps, accountId, staff }) => {
    const account = await requireAccount(deps.db, accountId);
    const row = await deps.mailer.send(
      deps.db,
      accountId,
      {
        to: staff.email,
        subject: `${account.name}: test message`,
        text: `This is a test message from ${account.name}. If you can read it, the mail settings work.`,
      },
      deps.now(),
    );
    if (row.status === 'failed') throw new AppError('admin.mail_send_failed');
    return outboxMessageOf(row);
  }),
];
