import type { GroupPolicy } from '@tessera/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { events } from '@/db/schema';

/** The condition on the events table that keeps a list within a group's events scope. */
export function eventsScopeSql(policy: Pick<GroupPolicy, 'eventsScope' | 'eventsScopeIds'>): SQL {
  const ids = [...policy.eventsScopeIds];
  if (ids.length === 0) return sql`FALSE`;
  return policy.eventsScope === 'eventTemplates'
    ? inArray(events.templateId, ids)
    : inArray(events.venueId, ids);
}
