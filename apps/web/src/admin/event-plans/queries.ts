import { useMutation } from '@tanstack/react-query';
import {
  archiveEventPlan,
  createEventPlan,
  type EndpointInput,
  type EventPlan,
  getEventPlan,
  listEventPlans,
  listPlansOfEvent,
  quoteEventPlan,
  updateEventPlan,
} from '@tessera/contract';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { archivableListQuery, listKeys } from '@/api/list-keys';
import { useRowMutation } from '@/api/mutations';
import type { ArchivableListFilter } from '@/ui/paging';

export const planKeys = {
  ...listKeys(['admin', 'eventPlans']),
  ofEvent: (eventId: number) => [...planKeys.all, 'ofEvent', eventId] as const,
};

export const planQueries = {
  list: (filter: ArchivableListFilter) => archivableListQuery(planKeys.list(filter), listEventPlans, filter),
  detail: (id: number) => apiQuery(planKeys.detail(id), getEventPlan, { params: { id } }),
  ofEvent: (eventId: number) =>
    apiQuery(planKeys.ofEvent(eventId), listPlansOfEvent, { params: { eventId } }),
};

export type PlanBody = EndpointInput<typeof createEventPlan>['body'];

/** After a plan changes: its detail is the answer; lists and event pages refresh. */
const useSavedPlan = <I>(fn: (input: I) => Promise<EventPlan>) =>
  useRowMutation((plan) => planKeys.detail(plan.id), [planKeys.lists(), [...planKeys.all, 'ofEvent']], fn);

export const useCreatePlan = () => useSavedPlan((body: PlanBody) => callApi(createEventPlan, { body }));
export const useUpdatePlan = (id: number) =>
  useSavedPlan((body: PlanBody) => callApi(updateEventPlan, { params: { id }, body }));
export const useArchivePlan = (id: number) =>
  useSavedPlan(() => callApi(archiveEventPlan, { params: { id } }));

export function useQuotePlan(id: number) {
  return useMutation({
    mutationFn: (lines: EndpointInput<typeof quoteEventPlan>['body']['lines']) =>
      callApi(quoteEventPlan, { params: { id }, body: { lines } }),
  });
}
