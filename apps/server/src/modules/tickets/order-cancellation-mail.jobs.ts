import { pickLocale, ticketTexts } from '@tessera/domain';
import type { Db } from '@/db/client';
import {
  ORDER_CANCELLATION_MAIL_JOB,
  type OrderCancellationPayload,
} from '@/modules/orders/order-cancellation.jobs';
import type { Jobs } from '@/platform/jobs/jobs';
import type { Mailer } from '@/platform/mail/mailer';
import { orderHead } from './tickets.store';

/**
 * Sends the OrderCancellation: the buyer of an order staff cancelled is told, in their language
 * (the one given at checkout, else the account's), that its tickets are void and what they paid
 * is refunded. An order without an address (anonymized, or sold without one) gets none. A
 * mail server refusal fails the attempt, which the queue tries again a few times.
 */
export function registerOrderCancellationMail(
  jobs: Jobs,
  deps: { db: Db; mailer: Mailer; now: () => Date },
): void {
  jobs.register<OrderCancellationPayload>(
    ORDER_CANCELLATION_MAIL_JOB,
    async ({ accountId, orderId }) => {
      const head = await orderHead(deps.db, accountId, orderId);
      if (!head?.buyer.email) return;
      const locale = pickLocale([head.buyer.locale ?? head.default_language]);
      const t = ticketTexts[locale];
      const lines = [t.confirmationGreeting(head.buyer.firstName), t.cancellationBody(String(orderId))];
      const subject = t.cancellationSubject(String(orderId));
      const row = await deps.mailer.send(
        deps.db,
        accountId,
        {
          to: head.buyer.email,
          subject,
          text: `${lines.join('\n\n')}\n`,
          layout: { lang: locale, preview: subject, blocks: lines.map((text) => ({ kind: 'text', text })) },
        },
        deps.now(),
      );
      if (row.status === 'failed') throw new Error('the mail server refused or was unreachable');
    },
    { retry: { limit: 3, delaySeconds: 60, backoff: true } },
  );
}
