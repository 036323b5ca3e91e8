import type { SalesChannel } from '../enums';

/**
 * Payment plans (spec §2, issue 21): an order paid in instalments. The first instalment is paid
 * at the sale; the card it was paid with is kept and later instalments are charged to it on
 * their due dates. These are the pure rules: a plan's terms, whether a sale may use it, and the
 * schedule (amounts and due dates) a sale gets.
 *
 * How the cents fall (decisions/0045-payment-plans.md):
 * - Without a deposit the total is split into `instalments` equal parts; the cents that do not
 *   divide go on the **first** instalment, the one paid at the sale (so what is still owed is
 *   never more than an equal share of it).
 * - With a deposit the first instalment is the deposit (a fixed amount, or a whole percentage of
 *   the total rounded half up to the cent) and the rest is split equally over the other
 *   instalments; the cents that do not divide go on the **second** instalment, the first of the
 *   equal split.
 * - Every instalment is at least one cent; the sum of the instalments is always the total.
 */

export const PAYMENT_PLAN_INSTALMENTS_MIN = 2;
export const PAYMENT_PLAN_INSTALMENTS_MAX = 24;
export const PAYMENT_PLAN_NAME_MAX = 100;
/** Longest interval between two instalments, per unit. */
export const PAYMENT_PLAN_INTERVAL_MAX = { day: 365, week: 52, month: 12 } as const;

export const paymentPlanIntervalUnits = ['day', 'week', 'month'] as const;
export type PaymentPlanIntervalUnit = (typeof paymentPlanIntervalUnits)[number];

/** When later instalments fall due: every so often after the sale, or on fixed dates. */
export type PaymentPlanCadence =
  | { kind: 'interval'; every: number; unit: PaymentPlanIntervalUnit }
  /** The due dates (`YYYY-MM-DD`, UTC) of instalments 2…n, one each, in order. */
  | { kind: 'dates'; dates: readonly string[] };

export type PaymentPlanDeposit =
  | { kind: 'none' }
  /** A fixed first instalment, in minor units. */
  | { kind: 'amount'; amount: number }
  /** A whole percentage (1–99) of the total as the first instalment. */
  | { kind: 'percent'; percent: number };

export interface PaymentPlanTerms {
  instalments: number;
  cadence: PaymentPlanCadence;
  deposit: PaymentPlanDeposit;
}

export interface ScheduledInstalment {
  /** 1 for the one paid at the sale. */
  number: number;
  amount: number;
  dueAt: Date;
}

export type PaymentPlanScheduleResult =
  | { ok: true; instalments: ScheduledInstalment[] }
  /**
   * `no_deadlines`: a fixed due date is not after the sale (the plan can no longer be sold);
   * `total_too_small`: the total (or what is left after the deposit) cannot give every
   * instalment a cent; `deposit_too_large`: the deposit is the whole total or more.
   */
  | { ok: false; reason: 'no_deadlines' | 'total_too_small' | 'deposit_too_large' };

export interface PaymentPlanProblem {
  field: string;
  rule:
    | 'instalments_range'
    | 'interval_range'
    | 'dates_count'
    | 'dates_order'
    | 'date_invalid'
    | 'deposit_range';
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` date as the start of that day in UTC; null when it is no calendar date. */
export function planDate(text: string): Date | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? date
    : null;
}

/**
 * `from` moved by whole calendar months in UTC, keeping the time of day; a day the month lacks
 * becomes its last day (31 January + 1 month = 28 or 29 February), counted from `from` each
 * time so the day does not drift.
 */
export function addMonthsUtc(from: Date, months: number): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const out = new Date(from);
  out.setUTCFullYear(y, m, Math.min(from.getUTCDate(), lastDay));
  return out;
}

const DAY_MS = 86_400_000;

function dueAfter(saleDate: Date, unit: PaymentPlanIntervalUnit, count: number): Date {
  if (unit === 'month') return addMonthsUtc(saleDate, count);
  return new Date(saleDate.getTime() + count * (unit === 'week' ? 7 : 1) * DAY_MS);
}

/** What is wrong with a plan's terms as a person set them (none: the plan can be saved). */
export function paymentPlanProblems(terms: PaymentPlanTerms): PaymentPlanProblem[] {
  const problems: PaymentPlanProblem[] = [];
  const n = terms.instalments;
  if (!Number.isInteger(n) || n < PAYMENT_PLAN_INSTALMENTS_MIN || n > PAYMENT_PLAN_INSTALMENTS_MAX) {
    problems.push({ field: 'instalments', rule: 'instalments_range' });
  }
  const { cadence, deposit } = terms;
  if (cadence.kind === 'interval') {
    if (
      !Number.isInteger(cadence.every) ||
      cadence.every < 1 ||
      cadence.every > PAYMENT_PLAN_INTERVAL_MAX[cadence.unit]
    ) {
      problems.push({ field: 'cadence.every', rule: 'interval_range' });
    }
  } else {
    const parsed = cadence.dates.map(planDate);
    const bad = parsed.indexOf(null);
    if (bad >= 0) problems.push({ field: `cadence.dates.${bad}`, rule: 'date_invalid' });
    else if (cadence.dates.length !== n - 1) problems.push({ field: 'cadence.dates', rule: 'dates_count' });
    else {
      const out = parsed.findIndex((d, i) => i > 0 && d!.getTime() <= parsed[i - 1]!.getTime());
      if (out >= 0) problems.push({ field: `cadence.dates.${out}`, rule: 'dates_order' });
    }
  }
  if (
    (deposit.kind === 'amount' && (!Number.isInteger(deposit.amount) || deposit.amount < 1)) ||
    (deposit.kind === 'percent' &&
      (!Number.isInteger(deposit.percent) || deposit.percent < 1 || deposit.percent > 99))
  ) {
    problems.push({ field: 'deposit', rule: 'deposit_range' });
  }
  return problems;
}

/** The deposit of a total: the fixed amount, or the percentage rounded half up to the cent. */
export function depositAmount(deposit: PaymentPlanDeposit, total: number): number {
  if (deposit.kind === 'amount') return deposit.amount;
  if (deposit.kind === 'percent') return Math.floor((total * deposit.percent + 50) / 100);
  return 0;
}

/** `amount` split into `parts` whole cents, the cents that do not divide on the first part. */
function equalSplit(amount: number, parts: number): number[] {
  const share = Math.floor(amount / parts);
  return Array.from({ length: parts }, (_, i) => (i === 0 ? share + (amount - share * parts) : share));
}

/**
 * The schedule a sale of `total` (minor units) on `saleDate` gets under a plan's terms: each
 * instalment's amount and due date, the first due at the sale. Terms are assumed valid
 * (`paymentPlanProblems` empty).
 */
export function instalmentSchedule(
  terms: PaymentPlanTerms,
  total: number,
  saleDate: Date,
): PaymentPlanScheduleResult {
  const n = terms.instalments;
  let dueDates: Date[];
  if (terms.cadence.kind === 'interval') {
    const { every, unit } = terms.cadence;
    dueDates = Array.from({ length: n - 1 }, (_, i) => dueAfter(saleDate, unit, every * (i + 1)));
  } else {
    dueDates = terms.cadence.dates.map((d) => planDate(d)!);
    if (dueDates.length !== n - 1 || dueDates.some((d) => d.getTime() <= saleDate.getTime())) {
      return { ok: false, reason: 'no_deadlines' };
    }
  }
  let amounts: number[];
  if (terms.deposit.kind === 'none') {
    if (total < n) return { ok: false, reason: 'total_too_small' };
    amounts = equalSplit(total, n);
  } else {
    const deposit = depositAmount(terms.deposit, total);
    if (deposit >= total) return { ok: false, reason: 'deposit_too_large' };
    if (deposit < 1 || total - deposit < n - 1) return { ok: false, reason: 'total_too_small' };
    amounts = [deposit, ...equalSplit(total - deposit, n - 1)];
  }
  return {
    ok: true,
    instalments: amounts.map((amount, i) => ({
      number: i + 1,
      amount,
      dueAt: i === 0 ? new Date(saleDate) : dueDates[i - 1]!,
    })),
  };
}

/** Who may use a plan: the channels it is sold on and the events it covers (none listed: all). */
export interface PaymentPlanScope {
  channels: readonly SalesChannel[];
  eventIds: readonly number[];
}

/** Whether a sale through `channel` of these events may use a plan of this scope. */
export function planCoversSale(
  scope: PaymentPlanScope,
  sale: { channel: string; eventIds: readonly number[] },
): boolean {
  if (!scope.channels.some((c) => c === sale.channel)) return false;
  if (scope.eventIds.length === 0) return true;
  return sale.eventIds.length > 0 && sale.eventIds.every((id) => scope.eventIds.includes(id));
}

/** Where an instalment stands (`charging`: one job runner is asking the processor now). */
export const instalmentStatuses = ['due', 'charging', 'paid', 'failed', 'cancelled'] as const;
export type InstalmentStatus = (typeof instalmentStatuses)[number];

/** Attempts at charging one instalment before it counts as failed. */
export const INSTALMENT_CHARGE_ATTEMPTS = 4;
