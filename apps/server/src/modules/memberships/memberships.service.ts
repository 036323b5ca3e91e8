import { randomUUID } from 'node:crypto';
import type { CustomerMembership, MembershipLevel, MembershipSale, paymentInput } from '@tessera/contract';
import {
  type GroupPolicy,
  memberNumber,
  membershipStatus,
  newMembershipPeriod,
  reminderAt,
  renewalOpensAt,
  renewMembership,
  salePolicyProblem,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/sql';
import { paymentsOfSale } from '@/modules/baskets/basket-policy.service';
import { insertBasket, updateBasket } from '@/modules/baskets/baskets.store';
import { attachOrderCustomer, customerRow } from '@/modules/customers/customers.store';
import { redeem } from '@/modules/gift-certificates/gift-certificates.service';
import { checkPayments } from '@/modules/orders/checkout-checks.service';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import { insertOrder, insertPayments, orderIdByKey } from '@/modules/orders/orders.store';
import {
  authorizeSalePayments,
  captureAfterCommit,
  paymentRowsOf,
  voidAuthorizations,
} from '@/modules/orders/sale-payments.service';
import { accountMoney, minimumPayment } from '@/modules/payment-settings/payment-options.store';
import { checkConfiguredPayments } from '@/modules/payment-settings/payment-rules.service';
import type { Authorization, ProcessorIo } from '@/modules/payments/payment-processor.port';
import { cardMerchantForAccount } from '@/modules/payments/processors.service';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import {
  extendMembership,
  insertLevel,
  insertMembership,
  insertOrderMembership,
  type LevelInput,
  type LevelRow,
  levelRow,
  levelRows,
  type MembershipRow,
  membershipIdOfOrder,
  membershipRow,
  membershipsOfCustomer,
  updateLevel,
} from './memberships.store';

/** The reminder mail before a membership expires, and its expiry (decisions/0050). */
export const MEMBERSHIP_REMINDER_JOB = 'membership-reminder';
export const MEMBERSHIP_EXPIRY_JOB = 'membership-expiry';

export interface MembershipJobPayload {
  accountId: number;
  membershipId: number;
  /** The expiry the job was queued for: a renewal moves it on, and this job then does nothing. */
  expiresAt: string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function levelOf(row: LevelRow): MembershipLevel {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    durationMonths: row.duration_months,
    renewalWindowDays: row.renewal_window_days,
    reminderDays: row.reminder_days,
    tags: row.tags,
    onlineSale: row.online_sale,
    archived: row.archived_at !== null,
  };
}

export function membershipOf(row: MembershipRow, now: Date): CustomerMembership {
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id,
    customerId: row.customer_id,
    levelId: row.level_id,
    levelName: row.level_name,
    memberNumber: row.member_number,
    tags: row.tags,
    memberSince: iso(row.starts_at),
    expiresAt: iso(expiresAt),
    // The job expires it on time; the clock decides in between so a late job never shows it active.
    status: row.status === 'expired' ? 'expired' : membershipStatus(expiresAt, now),
    renewableFrom: iso(renewalOpensAt({ renewalWindowDays: row.renewal_window_days }, expiresAt)),
    renewalPrice: row.price,
  };
}

/** Tags trimmed, each once (the first spelling kept; tags compare without case). */
function tidyTags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags)
    if (!seen.has(tag.trim().toLowerCase())) seen.set(tag.trim().toLowerCase(), tag.trim());
  return [...seen.values()];
}

export async function listLevels(db: Db, accountId: number, live = false) {
  return (await levelRows(db, accountId, { live })).map(levelOf);
}

async function requireLevel(db: Db, accountId: number, id: number): Promise<MembershipLevel> {
  const row = await levelRow(db, accountId, id);
  if (!row) throw new AppError('admin.membership_level_not_found');
  return levelOf(row);
}

export async function createLevel(db: Db, accountId: number, input: LevelInput, now: Date) {
  try {
    const id = await insertLevel(db, accountId, { ...input, tags: tidyTags(input.tags) }, now);
    return requireLevel(db, accountId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('admin.duplicate_entry', 'name');
    throw error;
  }
}

export async function changeLevel(db: Db, accountId: number, id: number, input: LevelInput, now: Date) {
  try {
    if (!(await updateLevel(db, accountId, id, { ...input, tags: tidyTags(input.tags) }, now))) {
      throw new AppError('admin.membership_level_not_found');
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('admin.duplicate_entry', 'name');
    throw error;
  }
  return requireLevel(db, accountId, id);
}

export async function customerMemberships(db: Db, accountId: number, customerId: number, now: Date) {
  return (await membershipsOfCustomer(db, accountId, customerId)).map((r) => membershipOf(r, now));
}

export interface MembershipIo extends ProcessorIo {
  readonly jobs?: Jobs;
}

type PaymentLine = z.output<typeof paymentInput>;

/** Who sells: a staff member (with their group's policy) at the box office, or the member in the shop. */
export interface MembershipSeller {
  userId: number | null;
  policy: GroupPolicy | null;
  channel: 'PointOfSale' | 'Web';
}

export interface MembershipSaleInput {
  idempotencyKey: string;
  payments: PaymentLine[];
}

/** What the sale is: a new membership of a level, or a renewal of one the customer holds. */
type Target =
  | { kind: 'level'; levelId: number; customerId: number }
  | { kind: 'membership'; membershipId: number };

/** Answers the sale an order already made (a retried request). */
async function saleOfOrder(db: Db, accountId: number, orderId: number, now: Date): Promise<MembershipSale> {
  const id = await membershipIdOfOrder(db, accountId, orderId);
  const row = id === null ? undefined : await membershipRow(db, accountId, { id });
  if (!row) throw new AppError('purchase.idempotency_key_reused');
  return { orderId, membership: membershipOf(row, now) };
}

/**
 * What the sale gives: the period and the membership row to extend, checked again under the
 * row's lock inside the order's transaction (two renewals at once extend one after the other).
 */
function periodFor(level: LevelRow, existing: MembershipRow | undefined, now: Date) {
  const terms = {
    durationMonths: level.duration_months,
    renewalWindowDays: level.renewal_window_days,
    reminderDays: level.reminder_days,
  };
  if (!existing) {
    const p = newMembershipPeriod(terms, now);
    return { kind: 'new' as const, periodStart: p.startsAt, expiresAt: p.expiresAt };
  }
  const r = renewMembership(terms, new Date(existing.expires_at), now);
  if (!r.ok) {
    throw new AppError('purchase.membership_renewal_not_open', undefined, {
      date: r.opensAt.toISOString().slice(0, 10),
    });
  }
  return { kind: 'renewal' as const, periodStart: r.periodStart, expiresAt: r.expiresAt };
}

/**
 * Sells a membership, or renews one, as an order of its own paid through the payment port like
 * any sale (decisions/0050): card payments are authorized first, one transaction writes the
 * order, its membership item, the membership and its payments and queues the reminder and the
 * expiry; the cards are captured after the commit. The idempotency key makes a retry answer the
 * same order; authorizations no order took are voided.
 */
export async function sellMembership(
  io: MembershipIo,
  accountId: number,
  target: Target,
  input: MembershipSaleInput,
  seller: MembershipSeller,
  /** The shop: the price the buyer was shown. */
  expectedTotal?: number,
): Promise<MembershipSale> {
  const { db } = io;
  const now = io.now();
  const done = await orderIdByKey(db, accountId, input.idempotencyKey);
  if (done) return saleOfOrder(db, accountId, done.id, now);
  // The seller's user group first (spec §3): the payment types, comp and custom types it allows.
  if (seller.policy) {
    const problem = salePolicyProblem(seller.policy, {
      payments: await paymentsOfSale(db, accountId, seller.policy, input.payments),
    });
    if (problem) throw new AppError(problem.code, problem.field);
  }

  const existingById =
    target.kind === 'membership'
      ? await membershipRow(db, accountId, { id: target.membershipId })
      : undefined;
  if (target.kind === 'membership' && !existingById) throw new AppError('admin.membership_not_found');
  const levelId = target.kind === 'level' ? target.levelId : existingById!.level_id;
  const customerId = target.kind === 'level' ? target.customerId : existingById!.customer_id;
  const level = await levelRow(db, accountId, levelId);
  const levelMissing =
    seller.channel === 'Web' ? 'purchase.membership_level_not_found' : 'admin.membership_level_not_found';
  // A new sale needs a level on sale; a renewal of a held membership renews even an archived level.
  if (
    !level ||
    (target.kind === 'level' &&
      (level.archived_at !== null || (seller.channel === 'Web' && !level.online_sale)))
  ) {
    throw new AppError(levelMissing);
  }
  const customer = await customerRow(db, accountId, customerId);
  if (!customer || customer.anonymized_at) throw new AppError('purchase.customer_not_found', 'customerId');
  const existing = existingById ?? (await membershipRow(db, accountId, { customerId, levelId }));
  periodFor(level, existing, now);
  const total = level.price;
  if (expectedTotal !== undefined && expectedTotal !== total) {
    throw new AppError('purchase.payment_total_mismatch', 'expectedTotal', { applied: expectedTotal, total });
  }
  const money = await accountMoney(db, accountId);
  checkPayments(total, input, await minimumPayment(db, accountId), money);
  const labels = await checkConfiguredPayments(db, accountId, input.payments, now);

  const cards = input.payments.some((p) => p.type === 'CreditCard')
    ? await cardMerchantForAccount(io, accountId)
    : null;
  const basketId = randomUUID();
  let authorizations: (Authorization | null)[] = [];
  try {
    authorizations = await authorizeSalePayments(cards, input.payments, {
      idempotencyKey: input.idempotencyKey,
      basketId,
    });
    const sale = await db.transaction(async (tx) => {
      // Under the membership's lock: a renewal sold at the same moment extends after this one.
      const held = existing ? await membershipRow(tx, accountId, { id: existing.id }, true) : undefined;
      const period = periodFor(level, held, now);
      // Orders belong to a basket: the sale's own, closed at once (it never held anything).
      await insertBasket(tx, accountId, {
        id: basketId,
        channel: seller.channel,
        userId: seller.userId,
        now,
      });
      await updateBasket(tx, accountId, basketId, { status: 'checked_out' }, now);
      const orderId = await insertOrder(
        tx,
        accountId,
        {
          globalId: randomUUID(),
          basketId,
          idempotencyKey: input.idempotencyKey,
          channel: seller.channel,
          buyer: {
            title: customer.title as never,
            firstName: customer.first_name,
            lastName: customer.last_name,
            email: customer.email,
            phone: customer.phone,
          },
          faceValueTotal: 0,
          feeTotal: 0,
          discountTotal: 0,
          total,
          fees: [],
          promoCode: null,
          userId: seller.userId,
        },
        now,
      );
      await attachOrderCustomer(tx, accountId, orderId, customerId);
      const tags = tidyTags(level.tags);
      const membershipId = held
        ? held.id
        : await insertMembership(
            tx,
            accountId,
            {
              customerId,
              levelId,
              levelName: level.name,
              tags,
              startsAt: period.periodStart,
              expiresAt: period.expiresAt,
            },
            memberNumber,
            now,
          );
      if (held) {
        await extendMembership(tx, accountId, held.id, {
          levelName: level.name,
          tags,
          expiresAt: period.expiresAt,
        });
      }
      await insertOrderMembership(
        tx,
        accountId,
        {
          orderId,
          membershipId,
          kind: period.kind,
          levelName: level.name,
          total,
          periodStart: period.periodStart,
          periodEnd: period.expiresAt,
        },
        now,
      );
      for (const [index, p] of input.payments.entries()) {
        if (p.type === 'GiftCertificate' && p.giftCertificateNumber) {
          const field = `payments.${index}.giftCertificateNumber`;
          await redeem(tx, accountId, orderId, p.giftCertificateNumber.trim(), p.amount, now, field);
        }
      }
      await insertPayments(
        tx,
        accountId,
        orderId,
        paymentRowsOf(input.payments, { total: total, authorizations, labels, cards }),
        now,
      );
      await recordOrderActivity(
        tx,
        accountId,
        orderId,
        {
          kind: period.kind === 'new' ? 'membership.sold' : 'membership.renewed',
          userId: seller.userId,
          actor: seller.userId ? 'staff' : 'customer',
          details: { level: level.name, expiresAt: period.expiresAt.toISOString(), total },
        },
        now,
      );
      if (io.jobs) await queueMembershipJobs(tx, io.jobs, accountId, membershipId, level, period.expiresAt);
      return { orderId, membershipId };
    });
    await captureAfterCommit(db, accountId, cards, authorizations);
    const row = await membershipRow(db, accountId, { id: sale.membershipId });
    return { orderId: sale.orderId, membership: membershipOf(row!, now) };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await orderIdByKey(db, accountId, input.idempotencyKey);
      if (winner) return saleOfOrder(db, accountId, winner.id, now);
    }
    if (cards && !(await orderIdByKey(db, accountId, input.idempotencyKey))) {
      await voidAuthorizations(cards, authorizations);
    }
    throw error;
  }
}

/** Queues the reminder (when its day is still ahead) and the expiry of this period, in the sale's transaction. */
async function queueMembershipJobs(
  tx: Db,
  jobs: Jobs,
  accountId: number,
  membershipId: number,
  level: LevelRow,
  expiresAt: Date,
) {
  const payload: MembershipJobPayload = { accountId, membershipId, expiresAt: expiresAt.toISOString() };
  const remindAt = reminderAt({ reminderDays: level.reminder_days }, expiresAt);
  await jobs.schedule(MEMBERSHIP_REMINDER_JOB, payload, { tx, runAt: remindAt, retry: mailRetry });
  await jobs.schedule(MEMBERSHIP_EXPIRY_JOB, payload, { tx, runAt: expiresAt, retry: mailRetry });
}

export const mailRetry = { limit: 5, delaySeconds: 300, backoff: true, maxDelaySeconds: 21_600 };
