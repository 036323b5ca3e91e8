const DAY_MS = 86_400_000;

/** The event template's deposit (money tab): an amount per seat, the balance due days before the event. */
export interface TemplateDeposit {
  readonly amount: number;
  readonly dueDaysBeforeEvent: number;
}

/** What a group is asked to pay now and by when it owes the rest. */
export interface GroupDepositTerms {
  readonly deposit: number;
  readonly balanceDueAt: Date;
}

/** Without a template deposit: a quarter of the total, the balance due in two weeks. */
const DEFAULT_SHARE_BP = 2_500;
const DEFAULT_DUE_DAYS = 14;

/**
 * The deposit and balance due date offered when a quoted group is confirmed (decisions/0068).
 * The template's deposit is per seat (groups differ in size), its due date counts back from the
 * event's start; without one, a quarter of the total is due now and the rest in two weeks. The
 * deposit is always more than nothing and less than the total, and the due date lies after now
 * and no later than the start (the rules confirming checks): a date already past moves to a
 * day from now, or to the start when that comes first. Null when the total leaves no room for a
 * deposit (under two minor units).
 */
export function groupDepositTerms(input: {
  deposit: TemplateDeposit | null;
  seats: number;
  total: number;
  startsAt: Date;
  now: Date;
}): GroupDepositTerms | null {
  const { total, startsAt, now } = input;
  if (total < 2 || startsAt.getTime() <= now.getTime()) return null;
  const wanted = input.deposit
    ? input.deposit.amount * input.seats
    : Math.round((total * DEFAULT_SHARE_BP) / 10_000);
  const deposit = Math.min(Math.max(wanted, 1), total - 1);
  const due = input.deposit
    ? startsAt.getTime() - input.deposit.dueDaysBeforeEvent * DAY_MS
    : now.getTime() + DEFAULT_DUE_DAYS * DAY_MS;
  const earliest = now.getTime() + DAY_MS;
  const balanceDueAt = new Date(Math.min(Math.max(due, earliest), startsAt.getTime()));
  return { deposit, balanceDueAt };
}
