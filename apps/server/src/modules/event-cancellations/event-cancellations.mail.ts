import type { OutgoingMail } from '@/platform/mail/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The buyer's mail when a bulk cancel cancels their order's tickets of an event. */
export function cancellationMail(m: {
  to: string;
  firstName: string;
  accountName: string;
  eventName: string;
  startsAt: string;
  orderId: number;
  /** Formatted; null when nothing was paid. */
  refunded: string | null;
}): OutgoingMail {
  const lines = [
    `Hello ${m.firstName},`,
    `We are sorry: ${m.eventName} (${m.startsAt}) has been cancelled, and your tickets for it in order ${m.orderId} are no longer valid.`,
    m.refunded === null
      ? 'Nothing was paid for them, so there is nothing to refund.'
      : `${m.refunded} is being refunded to the payment you used; depending on your bank it can take a few days to appear.`,
    `${m.accountName}`,
  ];
  return {
    to: m.to,
    subject: `${m.accountName}: ${m.eventName} is cancelled (order ${m.orderId})`,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
