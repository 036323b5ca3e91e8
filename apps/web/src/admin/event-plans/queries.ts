import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { apiQuery, filled, pagedQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import type { PageSize } from '@/ui/paging';

export interface PlanListFilter {
  page: number;
  pageSize: PageSize;
  search: string;
  archived: boolean;
}

export const planKeys = {
  all: ['admin', 'eventPlans'] as const,
  lists: () => [...planKeys.all, 'list'] as const,
  list: (filter: PlanListFilter) => [...planKeys.lists(), filter] as const,
  detail: (id: number) => [...planKeys.all, 'detail', id] as const,
  ofEvent: (eventId: number) => [...planKeys.all, 'ofEvent', eventId] as const,
};

export const planQueries = {
  list: (filter: PlanListFilter) =>
    pagedQuery(planKeys.list(filter), listEventPlans, {
      query: { ...filled(filter), archived: filter.archived ? 'true' : 'false' },
    }),
  detail: (id: number) => apiQuery(planKeys.detail(id), getEventPlan, { params: { id } }),
  ofEvent: (eventId: number) =>
    apiQuery(planKeys.ofEvent(eventId), listPlansOfEvent, { params: { eventId } }),
};

export type PlanBody = EndpointInput<typeof createEventPlan>['body'];

/** After a plan changes: its detail is the answer; lists and event pages refresh. */
function useSavedPlan() {
  const client = useQueryClient();
  return (plan: EventPlan) => {
    client.setQueryData(planKeys.detail(plan.id), plan);
    void client.invalidateQueries({ queryKey: planKeys.lists() });
    void client.invalidateQueries({ queryKey: [...planKeys.all, 'ofEvent'] });
  };
}

export function useCreatePlan() {
  const saved = useSavedPlan();
  return useMutation({
    mutationFn: (body: PlanBody) => callApi(createEventPlan, { body }),
    onSuccess: saved,
  });
}

export function useUpdatePlan(id: number) {
  const saved = useSavedPlan();
  return useMutation({
    mutationFn: (body: PlanBody) => callApi(updateEventPlan, { params: { id }, body }),
    onSuccess: saved,
  });
}

export function useArchivePlan(id: number) {
  const saved = useSavedPlan();
  return useMutation({ mutationFn: () => callApi(archiveEventPlan, { params: { id } }), onSuccess: saved });
}

export function useQuotePlan(id: number) {
  return useMutation({
    mutationFn: (lines: EndpointInput<typeof quoteEventPlan>['body']['lines']) =>
      callApi(quoteEventPlan, { params: { id }, body: { lines } }),
  });
}
