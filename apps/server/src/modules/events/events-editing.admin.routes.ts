import {
  bulkEditEvents,
  copyEvent,
  eventDashboard,
  eventFormChoices,
  searchEvents,
  updateEvent,
} from '@tessera/contract';
import { eventDatePresetRange } from '@tessera/domain';
import { findAccount } from '@/modules/accounts/accounts.store';
import { eventsScopeCondition } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { eventDetail, eventSummaryOf, requireEvent } from './events.service';
import { activeSeatAlertNames, activeTemplateNames, pageEventRows } from './events.store';
import { bulkEditEvents as bulkEdit } from './events-bulk.service';
import { copyEventTo } from './events-copy.service';
import { eventDashboard as dashboardOf } from './events-dashboard.store';
import { updateEventFields } from './events-update.service';

export const eventEditingRoutes = [
  implement(searchEvents, async ({ deps, accountId, staff, query }) => {
    const account = await findAccount(deps.db, accountId);
    const range = eventDatePresetRange(query.preset, deps.now(), account?.timezone ?? 'UTC', {
      from: query.from,
      to: query.to,
    });
    if (!range) throw new AppError('admin.event_date_range_invalid', 'to');
    const { items, total } = await pageEventRows(
      deps.db,
      accountId,
      {
        from: range.from,
        to: range.to,
        search: query.search || undefined,
        sort: query.sort,
        page: query.page,
        pageSize: query.pageSize,
      },
      await eventsScopeCondition(deps.db, staff),
    );
    return { items: items.map(eventSummaryOf), total };
  }),
  implement(eventFormChoices, async ({ deps, accountId }) => {
    const [templates, alerts] = await Promise.all([
      activeTemplateNames(deps.db, accountId),
      activeSeatAlertNames(deps.db, accountId),
    ]);
    return { templates, seatAlerts: alerts };
  }),
  implement(updateEvent, async ({ deps, accountId, params, body }) => {
    await updateEventFields(deps.db, accountId, params.eventId, body);
    return eventDetail(deps.db, accountId, params.eventId);
  }),
  implement(copyEvent, async ({ deps, accountId, params, body }) => {
    const id = await copyEventTo(deps.db, accountId, params.eventId, body, deps.now());
    return eventDetail(deps.db, accountId, id);
  }),
  implement(bulkEditEvents, async ({ deps, accountId, body }) => ({
    eventIds: await bulkEdit(deps.db, accountId, body),
  })),
  implement(eventDashboard, async ({ deps, accountId, params }) => {
    await requireEvent(deps.db, accountId, params.eventId);
    return dashboardOf(deps.db, accountId, params.eventId, deps.now());
  }),
];
