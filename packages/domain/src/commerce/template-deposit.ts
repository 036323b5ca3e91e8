import type { TemplateDeposit } from './group-deposit';
import type { ScheduledInstalment } from './payment-plans';

const DAY_MS = 86_400_000;

/** One event of a sale: its template's deposit, its start and the tickets the sale holds for it. */
export interface DepositEvent {
  readonly deposit: TemplateDeposit | null;
  readonly startsAt: Date;
  readonly seats: number;
}

/**
 * The deposit a box-office sale may take instead of the full price (decisions/0118): the
 * template's amount per ticket for each event, now, and the balance due on the template's due
 * date (its days before the event's start; the earliest when the sale holds several events).
 * Offered only when every event the sale has tickets for asks a deposit, the deposit is less
 * than the total (what remains is the balance) and the due date is still ahead: once it has
 * passed, the full price is due, as a box office would ask at the counter. Null otherwise.
 */
export function templateDepositSchedule(input: {
  events: readonly DepositEvent[];
  total: number;
  now: Date;
}): ScheduledInstalment[] | null {
  const ticketed = input.events.filter((e) => e.seats > 0);
  if (ticketed.length === 0) return null;
  let deposit = 0;
  let dueAt = Number.POSITIVE_INFINITY;
  for (const event of ticketed) {
    if (!event.deposit) return null;
    deposit += event.deposit.amount * event.seats;
    dueAt = Math.min(dueAt, event.startsAt.getTime() - event.deposit.dueDaysBeforeEvent * DAY_MS);
  }
  if (deposit <= 0 || deposit >= input.total) return null;
  if (dueAt <= input.now.getTime()) return null;
  return [
    { number: 1, amount: deposit, dueAt: input.now },
    { number: 2, amount: input.total - deposit, dueAt: new Date(dueAt) },
  ];
}
