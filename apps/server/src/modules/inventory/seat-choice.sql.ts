import { type SQL, sql } from 'drizzle-orm';
import { arrayParam } from '@/db/sql';

/**
 * The holds a buyer of a channel (and staff user group) may see and sell in an event: never a
 * kill hold. The event's template entry for a hold (seat settings' hold visibility), when it has
 * one, is the hold's reach in that event in place of the hold's own (`holdVisibleTo`).
 */
export function sellableHolds(
  accountId: number,
  channel: SQL,
  userGroupId: number | null | SQL,
  eventId: number | SQL,
): SQL {
  const entry = sql`(SELECT hv FROM events he
      JOIN event_templates ht ON ht.id = he.template_id AND ht.account_id = he.account_id,
      jsonb_array_elements(coalesce(ht.seat_settings->'holdVisibility', '[]'::jsonb)) hv
      WHERE he.account_id = ${accountId} AND he.id = ${eventId} AND (hv->>'holdId')::int = h.id LIMIT 1)`;
  return sql`SELECT h.id FROM holds h, LATERAL (SELECT ${entry} AS v) tv
      WHERE h.account_id = ${accountId} AND h.archived_at IS NULL AND NOT h.act_as_kill
      AND CASE WHEN tv.v IS NULL THEN ${channel} = ANY(h.allowed_channels)
          AND (cardinality(h.allowed_user_group_ids) = 0 OR ${userGroupId}::int = ANY(h.allowed_user_group_ids))
        ELSE ${channel} IN (SELECT jsonb_array_elements_text(tv.v->'channels'))
          AND (coalesce(jsonb_array_length(tv.v->'userGroupIds'), 0) = 0
            OR ${userGroupId}::int IN (SELECT (jsonb_array_elements_text(tv.v->'userGroupIds'))::int)) END`;
}

/**
 * The seats' alerts that need acknowledging (on `event_seats s` of the event), as an array
 * column: the event's alert override in place of each seat's own alert (`seatAlertShown`).
 */
export function pickAlerts(eventId: SQL, seatIds: readonly number[] | SQL): SQL {
  const ids = Array.isArray(seatIds) ? sql`${arrayParam([...new Set(seatIds)])}::bigint[]` : (seatIds as SQL);
  return sql`ARRAY(SELECT DISTINCT a.id FROM event_seats s JOIN events ae ON ae.id = s.event_id
      JOIN seat_alerts a ON a.id = coalesce(ae.alert_override_id, s.seat_alert_id)
      WHERE s.event_id = ${eventId} AND s.id = ANY(${ids}) AND s.seat_alert_id IS NOT NULL
        AND a.requires_acknowledgement)`;
}
