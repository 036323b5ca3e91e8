import type { HouseSeatsOfEvent } from '@tessera/contract';
import { houseSeatReleaseAt } from '@tessera/domain';
import type { Db } from '@/db/client';
import { releaseChannelHolds } from '@/modules/inventory/channel-hold-release.store';
import { houseGaAreas, releaseHouseGaPlaces, setHouseGaHeld } from '@/modules/inventory/house-ga.store';
import type { StaffPrincipal } from '@/platform/auth/principal';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import { CHANNEL, cancelLocked, houseSeller, reachableEvent } from './house-seats.service';
import {
  type EventHouseRow,
  eventHouseRow,
  heldHouseSeats,
  markReleased,
  setReleaseHours,
  waitingRequests,
} from './house-seats.store';

export const HOUSE_SEATS_RELEASE_JOB = 'house-seats-release';

export interface ReleasePayload {
  accountId: number;
  eventId: number;
  /** The release time the job was queued for: a changed setting makes this job do nothing. */
  releaseAt: string;
}

function eventOutput(
  event: EventHouseRow,
  seats: Awaited<ReturnType<typeof heldHouseSeats>>,
  areas: Awaited<ReturnType<typeof houseGaAreas>>,
): HouseSeatsOfEvent {
  const releaseAt = houseSeatReleaseAt(new Date(event.startsAt), event.houseSeatsReleaseHours);
  return {
    eventId: event.id,
    eventName: event.name,
    startsAt: new Date(event.startsAt).toISOString(),
    releaseHours: event.houseSeatsReleaseHours,
    releaseAt: releaseAt?.toISOString() ?? null,
    releasedAt: event.houseSeatsReleasedAt ? new Date(event.houseSeatsReleasedAt).toISOString() : null,
    seats: seats.map((s) => ({
      id: Number(s.id),
      section: s.section,
      row: s.row,
      seat: s.seat,
      holdId: Number(s.hold_id),
      holdName: s.hold_name,
    })),
    gaAreas: areas.map((a) => ({
      id: Number(a.id),
      name: a.name,
      capacity: Number(a.capacity),
      held: Number(a.held),
      free: Math.max(0, Number(a.capacity) - Number(a.taken)),
    })),
  };
}

export async function houseSeatsOfEvent(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  eventId: number,
  now: Date,
): Promise<HouseSeatsOfEvent> {
  await houseSeller(db, staff);
  await reachableEvent(db, accountId, staff, eventId, now);
  const event = (await eventHouseRow(db, accountId, eventId))!;
  return eventOutput(
    event,
    await heldHouseSeats(db, accountId, eventId),
    await houseGaAreas(db, accountId, eventId),
  );
}

/**
 * Sets how many places of a general-admission area the house keeps (decisions/0091): more
 * takes free places off general sale, fewer gives them back. Once the event's house seats were
 * released nothing more is kept: the release would never come again.
 */
export async function setGaHeld(
  deps: AppDeps,
  accountId: number,
  staff: StaffPrincipal,
  eventId: number,
  areaId: number,
  held: number,
): Promise<HouseSeatsOfEvent> {
  const now = deps.now();
  await houseSeller(deps.db, staff);
  await reachableEvent(deps.db, accountId, staff, eventId, now);
  await deps.db.transaction(async (tx) => {
    const event = (await eventHouseRow(tx, accountId, eventId, true))!;
    if (event.houseSeatsReleasedAt) throw new AppError('admin.house_seats_already_released');
    const done = await setHouseGaHeld(tx, accountId, eventId, areaId, held, staff.userId, now);
    if (done === 'not_found') throw new AppError('common.not_found', 'areaId');
    if (done === 'no_room') throw new AppError('admin.house_seats_ga_no_room', 'held');
  });
  return houseSeatsOfEvent(deps.db, accountId, staff, eventId, now);
}

/**
 * Sets the event's release time (hours before the start) and queues the release job for it;
 * a time already past releases at once. A job queued for an earlier setting does nothing.
 */
export async function setRelease(
  deps: AppDeps,
  accountId: number,
  staff: StaffPrincipal,
  eventId: number,
  hours: number | null,
): Promise<HouseSeatsOfEvent> {
  const now = deps.now();
  await houseSeller(deps.db, staff);
  await reachableEvent(deps.db, accountId, staff, eventId, now);
  await deps.db.transaction(async (tx) => {
    await setReleaseHours(tx, accountId, eventId, hours);
    const event = (await eventHouseRow(tx, accountId, eventId))!;
    const releaseAt = houseSeatReleaseAt(new Date(event.startsAt), hours);
    if (releaseAt && !event.houseSeatsReleasedAt) {
      await scheduleRelease(deps.jobs, tx, { accountId, eventId, releaseAt: releaseAt.toISOString() }, now);
    }
  });
  return houseSeatsOfEvent(deps.db, accountId, staff, eventId, now);
}

export interface ReleaseIo {
  readonly db: Db;
  readonly now: () => Date;
  /** To follow an event whose start moved after the job was queued. */
  readonly jobs?: Jobs;
}

/** Queues the release for its time (at once when that is past), inside the caller's transaction. */
async function scheduleRelease(jobs: Jobs, tx: Db, payload: ReleasePayload, now: Date) {
  const at = new Date(payload.releaseAt);
  await jobs.schedule(HOUSE_SEATS_RELEASE_JOB, payload, {
    tx,
    runAt: at.getTime() > now.getTime() ? at : now,
    retry: { limit: 5, delaySeconds: 60, backoff: true },
  });
}

/**
 * The release at the event's set time (decisions/0054): requests never approved are canceled
 * and their seats go back to the hold; then every seat still resting in a house-seat hold, and
 * every general-admission place the house still keeps, goes back to general sale in guarded
 * statements. Approved requests keep their seats (the
 * requester holds the link). Runs once per event; answers how many seats were released.
 */
export async function releaseUnusedHouseSeats(io: ReleaseIo, p: ReleasePayload): Promise<number | null> {
  const now = io.now();
  return io.db.transaction(async (tx) => {
    const event = await eventHouseRow(tx, p.accountId, p.eventId, true);
    if (!event || event.houseSeatsReleasedAt) return null;
    const releaseAt = houseSeatReleaseAt(new Date(event.startsAt), event.houseSeatsReleaseHours);
    if (!releaseAt) return null;
    if (releaseAt.toISOString() !== p.releaseAt) {
      // The event moved since this job was queued: the release follows it to its new time (at
      // once when that has passed).
      if (io.jobs) {
        await scheduleRelease(io.jobs, tx, { ...p, releaseAt: releaseAt.toISOString() }, now);
      }
      return null;
    }
    for (const request of await waitingRequests(tx, p.accountId, p.eventId)) {
      if (request.status !== 'requested') continue;
      await cancelLocked(tx, p.accountId, request, 'release', null, now);
    }
    const released = await releaseChannelHolds(
      tx,
      p.accountId,
      p.eventId,
      CHANNEL,
      'houseSeatsReleased',
      now,
    );
    const places = await releaseHouseGaPlaces(tx, p.accountId, p.eventId, now);
    await markReleased(tx, p.accountId, p.eventId, now);
    return released + places;
  });
}
