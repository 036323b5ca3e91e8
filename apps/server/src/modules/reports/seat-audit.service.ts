import type { getSeatAudit } from '@tessera/contract';
import { areaPlacesByStatus, reportBuyer, reportShowsPersonalData, seatStatuses } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { eventsScopeCondition, policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { requireReport } from './reports.service';
import { auditChanges, auditEvent, auditSeats, auditTotals, type SeatAuditQuery } from './seat-audit.store';
import { auditAreaChanges, auditAreas } from './seat-audit-areas.store';

type Out = z.output<(typeof getSeatAudit)['output']>;
type Filters = Omit<SeatAuditQuery, 'accountId'>;

/**
 * Seat audit (decisions/0081): one performance's seats, their state now, the live ticket's order
 * and buyer (blanked where the user group hides personal data) and every recorded change; a
 * page of seats, or all of them for a download.
 */
export async function seatAudit(
  db: Db,
  staff: StaffPrincipal,
  filters: Filters,
  now: Date,
  page?: { page: number; pageSize: number },
): Promise<Out> {
  await requireReport(db, staff, 'seat-audit');
  const event = await auditEvent(db, staff.accountId, filters.eventId, await eventsScopeCondition(db, staff));
  if (!event) throw new AppError('common.not_found', 'eventId');
  const shown = reportShowsPersonalData(await policyFor(db, staff));
  const query = { ...filters, accountId: staff.accountId };
  const [seats, totals] = await Promise.all([auditSeats(db, query, now, page), auditTotals(db, query, now)]);
  const changes = await auditChanges(
    db,
    staff.accountId,
    filters.eventId,
    seats.map((s) => s.seatId),
  );
  const seatCount = [...totals.byStatus.values()].reduce((n, c) => n + c, 0);
  const areas = (await auditAreas(db, query, now))
    .map((area) => ({ area, byStatus: areaPlacesByStatus(area) }))
    .filter(({ byStatus }) => !filters.status || byStatus[filters.status] > 0);
  const areaChanges = await auditAreaChanges(
    db,
    staff.accountId,
    filters.eventId,
    areas.map((a) => a.area.areaId),
  );
  return {
    event,
    personalDataHidden: !shown,
    items: seats.map(({ firstName, lastName, email, ...seat }) => ({
      ...seat,
      buyerName:
        seat.orderId === null
          ? ''
          : reportBuyer({ name: `${firstName} ${lastName}`.trim(), email }, shown).name,
      history: changes
        .filter((c) => c.seatId === seat.seatId)
        .map(({ seatId: _seatId, at, ...change }) => ({ ...change, at: at.toISOString() })),
    })),
    areas: areas.map(({ area, byStatus }) => ({
      areaId: area.areaId,
      name: area.name,
      capacity: area.capacity,
      byStatus,
      history: areaChanges
        .filter((c) => c.areaId === area.areaId)
        .map(({ areaId: _areaId, at, ...change }) => ({ ...change, at: at.toISOString() })),
    })),
    total: seatCount,
    totals: {
      seats: seatCount,
      changes: totals.changes,
      places: areas.reduce((n, a) => n + a.area.capacity, 0),
      placeChanges: areaChanges.length,
      byStatus: Object.fromEntries(seatStatuses.map((s) => [s, totals.byStatus.get(s) ?? 0])) as Record<
        (typeof seatStatuses)[number],
        number
      >,
    },
  };
}
