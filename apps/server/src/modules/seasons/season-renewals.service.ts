import type { SeasonRenewal, SeasonRenewalList } from '@tessera/contract';
import { renewalEventsNeeded, renewalRefusal, renewalStatus, renewalTotals } from '@tessera/domain';
import type { Db } from '@/db/client';
import { holdRenewalSeats, releaseRenewalSeats } from '@/modules/inventory/renewal-holds.store';
import { insertHold } from '@/modules/seat-settings/seat-settings.store';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import {
  analyzeRenewals,
  customerRenewals,
  insertRenewals,
  markReleased,
  markRolled,
  packageRenewals,
  type RenewalRow,
  type RenewalSetupRow,
  renewalRow,
  renewalSetup,
  setRenewalTerms,
} from './season-renewals.store';
import { requireSeasonTickets } from './seasons.service';

/**
 * Renewals of season packages (decisions/0096): next season's package offered to this
 * season's holders, their seats held until a deadline by a job-queue job (the roll) and given
 * back by another at the deadline.
 */

export const RENEWAL_ROLL_JOB = 'season-renewals-roll';
export const RENEWAL_RELEASE_JOB = 'season-renewals-release';

export interface RenewalJobPayload {
  accountId: number;
  packageId: number;
  /** The deadline the job was queued for (the release runs at it, not before). */
  deadline: string;
}

export interface RenewalIo {
  readonly db: Db;
  readonly now: () => Date;
  readonly jobs: Jobs;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

async function requirePackage(db: Db, accountId: number, packageId: number): Promise<RenewalSetupRow> {
  await requireSeasonTickets(db, accountId);
  const setup = await renewalSetup(db, accountId, packageId);
  if (!setup) throw new AppError('admin.season_package_not_found');
  return setup;
}

/**
 * Starts the renewals of `packageId` from the holders of `fromPackageId` (a package of another
 * season): sets the deadline and the hold their seats rest in, and queues the roll (now) and
 * the release (at the deadline) in the same transaction. Once per package.
 */
export async function startRenewals(
  io: RenewalIo,
  accountId: number,
  packageId: number,
  input: { fromPackageId: number; deadline: string },
): Promise<SeasonRenewalList> {
  const now = io.now();
  const setup = await requirePackage(io.db, accountId, packageId);
  // Either kind renews from either kind: a holder keeps their place (section, row, seat); a
  // flex package holds it in every event it is open in and the holder re-chooses N (0119).
  const from = await renewalSetup(io.db, accountId, input.fromPackageId);
  if (!from || from.season_id === setup.season_id)
    throw new AppError('admin.season_renewal_source_invalid', 'fromPackageId');
  const deadline = new Date(input.deadline);
  if (deadline.getTime() <= now.getTime())
    throw new AppError('admin.season_renewal_deadline_past', 'deadline');
  if (setup.renews_package_id !== null) throw new AppError('admin.season_renewals_rolled');
  const payload: RenewalJobPayload = { accountId, packageId, deadline: deadline.toISOString() };
  await io.db.transaction(async (tx) => {
    const hold = await insertHold(tx, accountId, {
      name: `Renewals: ${setup.name} (${setup.season_name})`,
      color: '#f08c00',
    });
    if (
      !(await setRenewalTerms(tx, accountId, packageId, {
        fromPackageId: from.id,
        deadline,
        holdId: hold.id,
      }))
    )
      throw new AppError('admin.season_renewals_rolled');
    await io.jobs.schedule(RENEWAL_ROLL_JOB, payload, {
      tx,
      retry: { limit: 5, delaySeconds: 30, backoff: true },
    });
    await io.jobs.schedule(RENEWAL_RELEASE_JOB, payload, {
      tx,
      runAt: deadline,
      retry: { limit: 5, delaySeconds: 60, backoff: true },
    });
  });
  return listRenewals(io.db, accountId, packageId, undefined);
}

/**
 * The roll (a job): one renewal per holder of the source package, then their places held in
 * every event of the package in one set-based statement (holdRenewalSeats): all of them for a
 * fixed package, at least N for a flex one (decisions/0119). Run again it adds
 * and holds only what is missing. Returns how many renewals hold seats after it.
 */
export async function rollRenewals(io: RenewalIo, p: RenewalJobPayload): Promise<number> {
  const now = io.now();
  const setup = await renewalSetup(io.db, p.accountId, p.packageId);
  if (!setup || setup.renews_package_id === null || setup.renewal_hold_id === null) return 0;
  if (setup.renewals_released_at !== null) return 0;
  const { renews_package_id: fromId, renewal_hold_id: holdId } = setup;
  return io.db.transaction(async (tx) => {
    const added = await insertRenewals(tx, p.accountId, p.packageId, fromId, now);
    // Thousands of rows new to the planner: counted before the hold joins them to the seats.
    if (added >= 1000) await analyzeRenewals(tx);
    const needed = renewalEventsNeeded(
      { kind: setup.kind, chooseCount: setup.choose_count },
      setup.event_ids.length,
    );
    const held = await holdRenewalSeats(tx, p.accountId, p.packageId, holdId, setup.event_ids, needed, now);
    await markRolled(tx, p.accountId, p.packageId, now);
    return held;
  });
}

/**
 * The release at the deadline (a job): seats of renewals nobody renewed go back on sale. A job
 * early by the clock queues itself for the deadline; one for a deadline since changed does
 * nothing. Returns the seats given back, or null when it did nothing.
 */
export async function releaseRenewals(io: RenewalIo, p: RenewalJobPayload): Promise<number | null> {
  const now = io.now();
  const setup = await renewalSetup(io.db, p.accountId, p.packageId);
  if (!setup || setup.renewal_hold_id === null || setup.renewals_released_at !== null) return null;
  if (iso(setup.renewal_deadline) !== p.deadline) return null;
  if (now.getTime() < new Date(p.deadline).getTime()) {
    await io.jobs.schedule(RENEWAL_RELEASE_JOB, p, { runAt: new Date(p.deadline) });
    return null;
  }
  const holdId = setup.renewal_hold_id;
  return io.db.transaction(async (tx) => {
    const released = await releaseRenewalSeats(tx, p.accountId, p.packageId, holdId, now);
    await markReleased(tx, p.accountId, p.packageId, now);
    return released;
  });
}

export function renewalOut(row: RenewalRow): SeasonRenewal {
  return {
    id: Number(row.id),
    packageId: row.package_id,
    packageName: row.package_name,
    seasonName: row.season_name,
    chooseCount: row.kind === 'flex' ? row.choose_count : null,
    customerId: row.customer_id,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    priceTypeId: row.price_type_id,
    priceTypeName: row.price_type_name,
    section: row.section,
    row: row.row,
    seat: row.seat,
    status: renewalStatus({ stored: row.stored, renewed: row.order_id !== null }),
    deadline: iso(row.deadline),
    orderId: row.order_id === null ? null : Number(row.order_id),
    seats: row.seats.map((s) => ({
      eventId: s.eventId,
      eventName: s.eventName,
      eventSeatId: Number(s.eventSeatId),
      startsAt: new Date(s.startsAt).toISOString(),
      timezone: s.timezone,
      accessible: s.adaType !== null && s.adaType !== '',
    })),
  };
}

/** The staff's renewal status list of a package: each holder's renewal and the totals. */
export async function listRenewals(
  db: Db,
  accountId: number,
  packageId: number,
  search: string | undefined,
): Promise<SeasonRenewalList> {
  const setup = await requirePackage(db, accountId, packageId);
  const renewals = (await packageRenewals(db, accountId, packageId, search?.trim() || undefined)).map(
    renewalOut,
  );
  return {
    packageId: setup.id,
    packageName: setup.name,
    seasonName: setup.season_name,
    renewsPackageId: setup.renews_package_id,
    renewsPackageName: setup.renews_package_name,
    deadline: iso(setup.renewal_deadline),
    rolledAt: iso(setup.renewals_rolled_at),
    releasedAt: iso(setup.renewals_released_at),
    totals: renewalTotals(renewals.map((r) => r.status)),
    renewals,
  };
}

/** A customer's renewals (the shop account's "renew my seats"). */
export async function renewalsOfCustomer(
  db: Db,
  accountId: number,
  customerId: number,
): Promise<SeasonRenewal[]> {
  await requireSeasonTickets(db, accountId);
  return (await customerRenewals(db, accountId, customerId)).map(renewalOut);
}

/** A renewal that can go into a basket now (of this customer, when given), or the refusal. */
export async function renewableRenewal(
  db: Db,
  accountId: number,
  renewalId: number,
  now: Date,
  customerId?: number,
): Promise<RenewalRow & { hold_id: number }> {
  await requireSeasonTickets(db, accountId);
  const row = await renewalRow(db, accountId, renewalId);
  if (!row || (customerId !== undefined && row.customer_id !== customerId) || row.hold_id === null)
    throw new AppError('purchase.season_renewal_not_found');
  const refusal = renewalRefusal(
    { stored: row.stored, renewed: row.order_id !== null },
    row.deadline === null ? null : new Date(row.deadline),
    now,
  );
  if (refusal) throw new AppError(refusal);
  return { ...row, hold_id: row.hold_id };
}
