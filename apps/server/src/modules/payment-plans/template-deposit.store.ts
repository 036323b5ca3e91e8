import { templateSections } from '@tessera/contract';
import type { TemplateDeposit } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/** Each event's start and its template's deposit (money tab), null when it asks none. */
export async function eventDeposits(db: Db, accountId: number, eventIds: readonly number[]) {
  const found = new Map<number, { startsAt: Date; deposit: TemplateDeposit | null }>();
  if (eventIds.length === 0) return found;
  const list = await rows<{ id: number | string; starts_at: Date | string; money: unknown }>(
    db,
    sql`SELECT e.id, e.starts_at, et.money FROM events e
      LEFT JOIN event_templates et ON et.id = e.template_id AND et.account_id = e.account_id
      WHERE e.account_id = ${accountId} AND e.id = ANY(${arrayParam([...eventIds])}::int[])`,
  );
  for (const e of list) {
    found.set(Number(e.id), {
      startsAt: new Date(e.starts_at),
      deposit: templateSections.money.parse(e.money ?? {}).deposit,
    });
  }
  return found;
}
