import { type SQL, sql } from 'drizzle-orm';
import { arrayParam } from '@/db/sql';

/** The holds a buyer of a channel (and staff user group) may see and sell: never a kill hold. */
export function sellableHolds(accountId: number, channel: SQL, userGroupId: number | null | SQL): SQL {
  return sql`SELECT id FROM holds WHERE account_id = ${accountId} AND archived_at IS NULL AND NOT act_as_kill
      AND ${channel} = ANY(allowed_channels)
      AND (cardinality(allowed_user_group_ids) = 0 OR ${userGroupId}::int = ANY(allowed_user_group_ids))`;
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
