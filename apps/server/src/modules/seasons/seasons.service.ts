import type { BoughtSeasonPackage, Season, SeasonPackage, SellableSeasonPackage } from '@tessera/contract';
import { chooseCountProblem } from '@tessera/domain';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/sql';
import { requireAccount } from '@/modules/accounts/accounts.service';
import { AppError } from '@/platform/http/app-error';
import {
  type BoughtRow,
  boughtPackages,
  countAccountEvents,
  countAccountPriceTypes,
  type PackageRow,
  type PackageWrite,
  packageRows,
  type SeasonRow,
  type SeasonWrite,
  seasonExists,
  seasonRows,
  writePackage,
  writeSeason,
} from './seasons.store';

/** Seasons and season packages (decisions/0086): what account settings set up. */

/** Season tickets are a feature an account turns on (`enableSeasonTickets`); off, every call says so. */
export async function requireSeasonTickets(db: Db, accountId: number): Promise<void> {
  if (!(await requireAccount(db, accountId)).seasonTicketsEnabled)
    throw new AppError('admin.season_tickets_disabled');
}

const iso = (v: string | Date) => new Date(v).toISOString();

function seasonOut(row: SeasonRow): Season {
  const events = row.events.map((e) => ({ id: e.id, name: e.name, startsAt: iso(e.startsAt) }));
  return {
    id: row.id,
    name: row.name,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    eventIds: events.map((e) => e.id),
    events,
    priceTypes: row.price_types,
    archived: row.archived,
  };
}

function packageOut(row: PackageRow): SeasonPackage {
  return {
    id: row.id,
    seasonId: row.season_id,
    seasonName: row.season_name,
    name: row.name,
    kind: row.kind,
    chooseCount: row.choose_count,
    prices: row.prices,
    archived: row.archived,
  };
}

export async function listSeasons(db: Db, accountId: number): Promise<Season[]> {
  await requireSeasonTickets(db, accountId);
  return (await seasonRows(db, accountId)).map(seasonOut);
}

export async function saveSeason(
  db: Db,
  accountId: number,
  seasonId: number | null,
  input: SeasonWrite,
  now: Date,
): Promise<Season> {
  await requireSeasonTickets(db, accountId);
  if (seasonId !== null && !(await seasonExists(db, accountId, seasonId)))
    throw new AppError('admin.season_not_found');
  if (input.endsOn < input.startsOn) throw new AppError('admin.season_dates_out_of_order', 'endsOn');
  const eventIds = [...new Set(input.eventIds)];
  if ((await countAccountEvents(db, accountId, eventIds)) !== eventIds.length)
    throw new AppError('admin.season_event_not_found', 'eventIds');
  let id: number | null;
  try {
    id = await db.transaction((tx) => writeSeason(tx, accountId, seasonId, { ...input, eventIds }, now));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('admin.duplicate_entry', 'name');
    throw error;
  }
  if (id === null) throw new AppError('admin.season_not_found');
  return seasonOut((await seasonRows(db, accountId, id))[0]!);
}

export async function listPackages(db: Db, accountId: number): Promise<SeasonPackage[]> {
  await requireSeasonTickets(db, accountId);
  return (await packageRows(db, accountId)).map(packageOut);
}

export async function savePackage(
  db: Db,
  accountId: number,
  packageId: number | null,
  input: PackageWrite,
  now: Date,
): Promise<SeasonPackage> {
  await requireSeasonTickets(db, accountId);
  if (packageId !== null && (await packageRows(db, accountId, { packageId })).length === 0)
    throw new AppError('admin.season_package_not_found');
  const [season] = await seasonRows(db, accountId, input.seasonId);
  if (!season) throw new AppError('admin.season_not_found', 'seasonId');
  const countProblem = chooseCountProblem(input.kind, input.chooseCount, season.events.length);
  if (countProblem) throw new AppError(countProblem, 'chooseCount');
  const typeIds = [...new Set(input.prices.map((p) => p.priceTypeId))];
  if ((await countAccountPriceTypes(db, accountId, typeIds)) !== typeIds.length)
    throw new AppError('admin.season_package_price_type_not_found', 'prices');
  let id: number | null;
  try {
    id = await db.transaction((tx) => writePackage(tx, accountId, packageId, input, now));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('admin.duplicate_entry', 'name');
    throw error;
  }
  if (id === null) throw new AppError('admin.season_package_not_found');
  return packageOut((await packageRows(db, accountId, { packageId: id }))[0]!);
}

/** The packages the box office sells: not archived, of a season not archived, with their events. */
export async function sellablePackages(db: Db, accountId: number): Promise<SellableSeasonPackage[]> {
  await requireSeasonTickets(db, accountId);
  return (await packageRows(db, accountId, { onSale: true })).map((row) => ({
    ...packageOut(row),
    events: row.events.map((e) => ({
      id: e.id,
      name: e.name,
      startsAt: iso(e.startsAt),
      timezone: e.timezone,
    })),
  }));
}

/** One package on sale, or undefined. */
export async function sellablePackage(db: Db, accountId: number, packageId: number) {
  const [row] = await packageRows(db, accountId, { packageId, onSale: true });
  return row;
}

function boughtOut(row: BoughtRow): BoughtSeasonPackage {
  const tickets = row.tickets.map((t) => ({
    id: Number(t.id),
    eventId: t.eventId,
    eventName: t.eventName,
    eventStartsAt: iso(t.eventStartsAt),
    status: t.status,
  }));
  return {
    id: Number(row.id),
    packageId: row.package_id,
    packageName: row.package_name,
    seasonName: row.season_name,
    orderId: Number(row.order_id),
    section: row.section,
    row: row.row,
    seat: row.seat,
    priceTypeName: row.price_type_name,
    total: row.tickets.reduce((s, t) => s + (t.status === 'voided' ? 0 : t.total), 0),
    status: tickets.some((t) => t.status !== 'voided') ? 'active' : 'voided',
    tickets,
  };
}

/** The season packages a customer bought. */
export async function customerPackages(db: Db, accountId: number, customerId: number) {
  return (await boughtPackages(db, accountId, customerId)).map(boughtOut);
}
