import type { Db } from '@/db/client';
import type { Mailer } from '@/platform/mail/mailer';
import { sendOrderConfirmation } from './confirmation';
import {
  claimDue,
  confirmationDone,
  confirmationRetry,
  type DueConfirmation,
} from './confirmations-due.store';

/** How the sender paces itself (decisions/0029-confirmation-sender.md). */
export interface SenderOptions {
  /** How often it looks for due confirmations when nobody wakes it. */
  everyMs: number;
  /** How long a claimed confirmation is left to its sender before another may try it. */
  leaseMs: number;
  /** Confirmations claimed per round. */
  batch: number;
  /** Attempts before giving up (the failed message stays in the outbox; staff may resend). */
  maxAttempts: number;
}

export const defaultSenderOptions: SenderOptions = {
  everyMs: 5_000,
  leaseMs: 120_000,
  batch: 10,
  maxAttempts: 8,
};

/** 30 s after the first failure, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

export interface ConfirmationSender {
  /** Looks for due confirmations now (a checkout just wrote one). */
  wake(): void;
  /** Stops looking; resolves once the round in progress is over. */
  stop(): Promise<void>;
}

const running = new Set<ConfirmationSender>();

/** Wakes every sender of this process: called by a checkout once its order is committed. */
export function wakeConfirmationSenders(): void {
  for (const sender of running) sender.wake();
}

async function sendOne(
  deps: { db: Db; mailer: Mailer },
  due: DueConfirmation,
  now: Date,
  options: SenderOptions,
): Promise<void> {
  const { db } = deps;
  let problem: string;
  try {
    // A message that went out ends the due confirmation with its activity entry, atomically.
    const sent = await sendOrderConfirmation(deps, due.account_id, due.order_id, {
      now,
      userId: due.user_id,
      settleDue: true,
    });
    if (sent.status !== 'failed') return;
    problem = 'the mail server refused or was unreachable';
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (due.attempts >= options.maxAttempts) return confirmationDone(db, due.account_id, due.order_id);
  const next = new Date(now.getTime() + retryDelayMs(due.attempts));
  await confirmationRetry(db, due.account_id, due.order_id, next, problem);
}

/**
 * The background sender of order confirmations: claims due ones, renders and sends each
 * (`sendOrderConfirmation`: the tickets PDF, the outbox, the order activity), removes it when
 * done and puts it off with a growing delay when the mail server failed. Runs on start (what
 * a crash left), when woken, and every `everyMs`.
 */
export function startConfirmationSender(
  deps: { db: Db; mailer: Mailer; now: () => Date },
  failed: (error: unknown) => void,
  options: SenderOptions = defaultSenderOptions,
): ConfirmationSender {
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const work = async () => {
    do {
      again = false;
      for (;;) {
        const now = deps.now();
        const due = await claimDue(deps.db, now, options.leaseMs, options.batch);
        for (const one of due) await sendOne(deps, one, now, options);
        if (due.length < options.batch || stopped) break;
      }
    } while (again && !stopped);
  };
  const pass = () => {
    if (stopped) return;
    if (round) {
      again = true;
      return;
    }
    round = work()
      .catch(failed)
      .finally(() => {
        round = null;
      });
  };
  const timer = setInterval(pass, options.everyMs);
  timer.unref();
  const sender: ConfirmationSender = {
    wake: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      running.delete(sender);
      await round;
    },
  };
  running.add(sender);
  pass();
  return sender;
}
