import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/**
 * The order notes of the templates of these events (the template's email tab, `orderNotes`),
 * each text once, in the order the events are given; blank notes are left out.
 */
export async function orderNotesOfEvents(
  db: Db,
  accountId: number,
  eventIds: readonly number[],
): Promise<string[]> {
  if (eventIds.length === 0) return [];
  const found = await rows<{ event_id: number; notes: string | null }>(
    db,
    sql`SELECT e.id AS event_id, t.email->>'orderNotes' AS notes
      FROM events e JOIN event_templates t ON t.id = e.template_id AND t.account_id = e.account_id
      WHERE e.account_id = ${accountId} AND e.id = ANY(${arrayParam(eventIds.map(Number))}::int[])`,
  );
  const byEvent = new Map(found.map((r) => [Number(r.event_id), (r.notes ?? '').trim()]));
  const notes = eventIds.map((id) => byEvent.get(id) ?? '').filter((n) => n.length > 0);
  return [...new Set(notes)];
}
