import { type SQL, sql } from 'drizzle-orm';
import { arrayParam } from '@/db/sql';

/** The holds a buyer of a channel (and staff user group) may see and sell: never a kill hold. */
export function sellableHolds(accountId: number, channel: SQL, userGroupId: number | null | SQL): SQL {
  return sql`SELECT id FROM holds WHERE account_id = ${accountId} AND archived_at IS NULL AND NOT act_as_kill
      AND ${channel} = ANY(allowed_channels)
      AND (cardinality(allowed_user_group_ids) = 0 OR ${userGroupId}::int = ANY(allowed_user_group_ids))`;
}

/** The seats' alerts that need acknowledging (on `event_seats s` of the event), as an array column. */
export function pickAlerts(eventId: SQL, seatIds: readonly number[] | SQL): SQL {
  const ids = Array.isArray(seatIds) ? sql`${arrayParam([...new Set(seatIds)])}::bigint[]` : (seatIds as SQL);
  return sql`ARRAY(SELECT DISTINCT a.id FROM event_seats s JOIN seat_alerts a ON a.id = s.seat_alert_id
      WHERE s.event_id = ${eventId} AND s.id = ANY(${ids})
        AND a.requires_acknowledgement)`;
}
