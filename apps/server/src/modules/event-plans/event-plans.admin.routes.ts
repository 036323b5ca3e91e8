import {
  archiveEventPlan,
  createEventPlan,
  getEventPlan,
  listEventPlans,
  listPlansOfEvent,
  quoteEventPlan,
  updateEventPlan,
} from '@tessera/contract';
import { requireEvent } from '@/modules/events/events.service';
import { implement } from '@/platform/http/implement';
import {
  archivePlan,
  createPlan,
  planSummaryOf,
  planView,
  quotePlan,
  requirePlan,
  updatePlan,
} from './event-plans.service';
import { pagePlans, plansWithEvent } from './event-plans.store';

export const eventPlansAdminRoutes = [
  implement(listEventPlans, async ({ deps, accountId, query }) => {
    const { items, total } = await pagePlans(deps.db, accountId, {
      archived: query.archived === 'true',
      search: query.search?.trim() || undefined,
      page: query.page,
      pageSize: query.pageSize,
    });
    return { items: items.map(planSummaryOf), total };
  }),
  implement(createEventPlan, ({ deps, accountId, body }) => createPlan(deps.db, accountId, body, deps.now())),
  implement(getEventPlan, async ({ deps, accountId, params }) =>
    planView(deps.db, accountId, await requirePlan(deps.db, accountId, params.id)),
  ),
  implement(updateEventPlan, ({ deps, accountId, params, body }) =>
    updatePlan(deps.db, accountId, params.id, body, deps.now()),
  ),
  implement(archiveEventPlan, ({ deps, accountId, params }) =>
    archivePlan(deps.db, accountId, params.id, deps.now()),
  ),
  implement(quoteEventPlan, ({ deps, accountId, params, body }) =>
    quotePlan(deps.db, accountId, params.id, body.lines),
  ),
  implement(listPlansOfEvent, async ({ deps, accountId, params }) => {
    await requireEvent(deps.db, accountId, params.eventId);
    return (await plansWithEvent(deps.db, accountId, params.eventId)).map(planSummaryOf);
  }),
];
