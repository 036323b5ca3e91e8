import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import type { PromotionRow } from './sale-context.store';

/** An event's price levels that are not archived, dearest first. */
export function liveEventPriceLevels(db: Db, accountId: number, eventId: number) {
  return rows<{
    id: number;
    name: string;
    color: string;
    default_price: number;
    template_price_level_id: number | null;
  }>(
    db,
    sql`SELECT id, name, color, default_price, template_price_level_id FROM price_levels
      WHERE account_id = ${accountId} AND event_id = ${eventId} AND archived_at IS NULL ORDER BY default_price DESC, name`,
  );
}

/** A template's promotions on sale (archived ones are refused at sale), by name. */
export function templatePromotionRows(db: Db, accountId: number, templateId: number) {
  return rows<PromotionRow>(
    db,
    sql`SELECT * FROM promotions WHERE account_id = ${accountId} AND template_id = ${templateId}
      AND archived_at IS NULL ORDER BY name`,
  );
}
