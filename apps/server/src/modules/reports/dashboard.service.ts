import type { DashboardQuery, getAccountDashboard } from '@tessera/contract';
import { allowsReport, dashboardDays, localDay, reportNames } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { soldAndCapacityByEvent } from '@/modules/events/events-dashboard.store';
import { eventsScopeCondition, policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { todaysPerformances, topEvents } from './dashboard.store';
import { accountVenues, reportTimeZone } from './report-venue.store';
import { moneyQuery, salesDays } from './reports.service';

type Out = z.output<(typeof getAccountDashboard)['output']>;

const topEventCount = 5;
const performanceCount = 20;

/**
 * The account home (decisions/0074). Sales are the figures of sales by transaction date over the
 * range, read by the same code, so they agree with it to the cent; a user group whose reports
 * list leaves that report out gets no sales (null) but still today's performances, which are the
 * events' own figures. The range is checked before anything is read.
 */
export async function accountDashboard(
  db: Db,
  staff: StaffPrincipal,
  q: DashboardQuery,
  now: Date,
): Promise<Out> {
  const timeZone = await reportTimeZone(db, staff.accountId, q.venueId);
  if (!timeZone) throw new AppError('common.not_found', 'venueId');
  const today = localDay(now, timeZone);
  const days = dashboardDays(q.range, today, { from: q.from, to: q.to });
  if (!days.ok) throw new AppError(days.code, days.field);

  const policy = await policyFor(db, staff);
  const showsSales = allowsReport(policy, {
    id: 'sales-by-transaction-date',
    name: reportNames['sales-by-transaction-date'],
  });
  const filters = { from: days.firstDay, to: days.lastDay, ...(q.venueId ? { venueId: q.venueId } : {}) };
  // With a venue, only its events' orders, in its days (the money reports' own venue filter).
  const { query, scope } = await moneyQuery(db, staff, filters, now);

  const sales = showsSales
    ? await Promise.all([salesDays(db, query, scope), topEvents(db, query, topEventCount)]).then(
        ([{ days: list, totals }, top]) => ({
          totals: {
            orders: totals.orders,
            tickets: totals.tickets,
            sales: totals.sales,
            refunds: totals.refunds,
            net: totals.net,
          },
          days: list.map(({ day, orders, tickets, sales: sold, refunds, net }) => ({
            day,
            orders,
            tickets,
            sales: sold,
            refunds,
            net,
          })),
          topEvents: top,
        }),
      )
    : null;

  const scopeSql = await eventsScopeCondition(db, staff);
  const events = await todaysPerformances(db, staff.accountId, now, scopeSql, performanceCount, q.venueId);
  const figures = await soldAndCapacityByEvent(
    db,
    staff.accountId,
    events.map((e) => e.eventId),
    now,
  );
  const performances = events.map((e) => ({
    ...e,
    status: e.status as Out['performances'][number]['status'],
    sold: figures.get(e.eventId)?.sold ?? 0,
    capacity: figures.get(e.eventId)?.capacity ?? 0,
  }));
  const venues = await accountVenues(db, staff.accountId);
  return { timeZone, today, firstDay: scope.firstDay, lastDay: scope.lastDay, sales, performances, venues };
}
