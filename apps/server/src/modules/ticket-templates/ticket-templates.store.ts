import type { TicketTemplateLayout, ValuePlanPrints } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, jsonColumn, rows } from '@/db/sql';

export interface TicketTemplateRow {
  layout: TicketTemplateLayout;
  text_lines: string[];
  default_value_plan_id: number | null;
}

/** The account's ticket template, or undefined before it is first saved. */
export async function ticketTemplateRow(db: Db, accountId: number): Promise<TicketTemplateRow | undefined> {
  const [row] = await rows<TicketTemplateRow>(
    db,
    sql`SELECT layout, text_lines, default_value_plan_id FROM ticket_templates WHERE account_id = ${accountId}`,
  );
  return row && { ...row, text_lines: jsonColumn<string[]>(row.text_lines) ?? [] };
}

export async function upsertTicketTemplate(
  db: Db,
  accountId: number,
  t: { layout: TicketTemplateLayout; textLines: string[]; defaultValuePlanId: number | null },
  now: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO ticket_templates (account_id, layout, text_lines, default_value_plan_id, updated_at)
      VALUES (${accountId}, ${t.layout}, ${JSON.stringify(t.textLines)}::jsonb, ${t.defaultValuePlanId}, ${now})
      ON CONFLICT (account_id) DO UPDATE SET layout = EXCLUDED.layout, text_lines = EXCLUDED.text_lines,
        default_value_plan_id = EXCLUDED.default_value_plan_id, updated_at = EXCLUDED.updated_at`,
  );
}

export interface ValuePlanRow {
  id: number;
  name: string;
  prints: ValuePlanPrints;
  text: string;
  price_type_ids: number[];
}

const planColumns = sql`p.id, p.name, p.prints, p.text,
  COALESCE((SELECT array_agg(x.price_type_id ORDER BY x.price_type_id) FROM value_plan_price_types x
    WHERE x.value_plan_id = p.id), '{}') AS price_type_ids`;

export const valuePlanRows = (db: Db, accountId: number, planId?: number) =>
  rows<ValuePlanRow>(
    db,
    sql`SELECT ${planColumns} FROM value_plans p WHERE p.account_id = ${accountId}
      ${planId === undefined ? sql`` : sql`AND p.id = ${planId}`} ORDER BY lower(p.name), p.id`,
  );

/** The account's live price types, named with their event template, for the plan picker. */
export const priceTypeChoices = (db: Db, accountId: number) =>
  rows<{ id: number; name: string; template_name: string }>(
    db,
    sql`SELECT pt.id, pt.name, et.name AS template_name FROM price_types pt
      JOIN event_templates et ON et.id = pt.template_id
      WHERE pt.account_id = ${accountId} AND pt.archived_at IS NULL
      ORDER BY lower(et.name), lower(pt.name), pt.id`,
  );

export interface ValuePlanValues {
  name: string;
  prints: ValuePlanPrints;
  text: string;
}

export async function insertValuePlan(db: Db, accountId: number, v: ValuePlanValues, now: Date) {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO value_plans (account_id, name, prints, text, created_at)
      VALUES (${accountId}, ${v.name}, ${v.prints}, ${v.text}, ${now}) RETURNING id`,
  );
  return row!.id;
}

/** False when the account has no such plan. */
export async function updateValuePlanRow(db: Db, accountId: number, planId: number, v: ValuePlanValues) {
  const found = await rows<{ id: number }>(
    db,
    sql`UPDATE value_plans SET name = ${v.name}, prints = ${v.prints}, text = ${v.text}
      WHERE account_id = ${accountId} AND id = ${planId} RETURNING id`,
  );
  return found.length > 0;
}

export async function deleteValuePlanRow(db: Db, accountId: number, planId: number) {
  const found = await rows<{ id: number }>(
    db,
    sql`DELETE FROM value_plans WHERE account_id = ${accountId} AND id = ${planId} RETURNING id`,
  );
  return found.length > 0;
}

export async function valuePlanExists(db: Db, accountId: number, planId: number): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM value_plans WHERE account_id = ${accountId} AND id = ${planId}`,
  );
  return found.length > 0;
}

/** How many of the ids are the account's price types. */
export async function countAccountPriceTypes(db: Db, accountId: number, ids: readonly number[]) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM price_types WHERE account_id = ${accountId} AND id = ANY(${arrayParam(ids)}::int[])`,
  );
  return row?.n ?? 0;
}

/** Whether any of the price types already belongs to a plan other than `planId`. */
export async function priceTypesInOtherPlans(
  db: Db,
  accountId: number,
  planId: number,
  ids: readonly number[],
) {
  const found = await rows<{ price_type_id: number }>(
    db,
    sql`SELECT price_type_id FROM value_plan_price_types WHERE account_id = ${accountId}
      AND value_plan_id <> ${planId} AND price_type_id = ANY(${arrayParam(ids)}::int[]) LIMIT 1`,
  );
  return found.length > 0;
}

/** Replaces the plan's price types. */
export async function setValuePlanPriceTypes(
  db: Db,
  accountId: number,
  planId: number,
  ids: readonly number[],
) {
  await db.execute(
    sql`DELETE FROM value_plan_price_types WHERE account_id = ${accountId} AND value_plan_id = ${planId}`,
  );
  if (ids.length === 0) return;
  await db.execute(
    sql`INSERT INTO value_plan_price_types (price_type_id, value_plan_id, account_id)
      SELECT x, ${planId}, ${accountId} FROM unnest(${arrayParam(ids)}::int[]) AS x`,
  );
}
