import type {
  EndpointInput,
  saveTicketTemplate,
  TicketTemplate,
  ValuePlan,
  valuePlanInput,
} from '@tessera/contract';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { uniquely } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import {
  countAccountPriceTypes,
  deleteValuePlanRow,
  insertValuePlan,
  priceTypesInOtherPlans,
  setValuePlanPriceTypes,
  ticketTemplateRow,
  updateValuePlanRow,
  upsertTicketTemplate,
  type ValuePlanRow,
  valuePlanExists,
  valuePlanRows,
} from './ticket-templates.store';

/** The account's template; before the first save, the standard layout with no lines. */
export async function ticketTemplateOf(db: Db, accountId: number): Promise<TicketTemplate> {
  const row = await ticketTemplateRow(db, accountId);
  return {
    layout: row?.layout ?? 'standard',
    textLines: row?.text_lines ?? [],
    defaultValuePlanId: row?.default_value_plan_id ?? null,
  };
}

export async function saveTemplate(
  db: Db,
  accountId: number,
  body: EndpointInput<typeof saveTicketTemplate>['body'],
  now: Date,
): Promise<TicketTemplate> {
  return db.transaction(async (tx) => {
    if (body.defaultValuePlanId !== null && !(await valuePlanExists(tx, accountId, body.defaultValuePlanId)))
      throw new AppError('admin.value_plan_not_found', 'defaultValuePlanId');
    // Blank lines are dropped: a ticket prints the lines typed, in order.
    const textLines = body.textLines.filter((l) => l.length > 0);
    await upsertTicketTemplate(tx, accountId, { ...body, textLines }, now);
    return ticketTemplateOf(tx, accountId);
  });
}

const planOf = (r: ValuePlanRow): ValuePlan => ({
  id: Number(r.id),
  name: r.name,
  prints: r.prints,
  text: r.text,
  priceTypeIds: (r.price_type_ids ?? []).map(Number),
});

export const valuePlansOf = async (db: Db, accountId: number) =>
  (await valuePlanRows(db, accountId)).map(planOf);

type PlanInput = z.output<typeof valuePlanInput>;

async function writePlan(tx: Db, accountId: number, planId: number | null, input: PlanInput, now: Date) {
  if (input.prints === 'text' && !input.text) throw new AppError('admin.value_plan_text_required', 'text');
  const ids = [...new Set(input.priceTypeIds)];
  if ((await countAccountPriceTypes(tx, accountId, ids)) !== ids.length)
    throw new AppError('admin.value_plan_price_type_unknown', 'priceTypeIds');
  if (await priceTypesInOtherPlans(tx, accountId, planId ?? 0, ids))
    throw new AppError('admin.value_plan_price_type_taken', 'priceTypeIds');
  const values = { name: input.name, prints: input.prints, text: input.prints === 'text' ? input.text : '' };
  const id = await uniquely(
    async () => {
      if (planId === null) return insertValuePlan(tx, accountId, values, now);
      if (!(await updateValuePlanRow(tx, accountId, planId, values)))
        throw new AppError('admin.value_plan_not_found');
      return planId;
    },
    () => new AppError('admin.value_plan_duplicate', 'name'),
  );
  await setValuePlanPriceTypes(tx, accountId, id, ids);
  const [row] = await valuePlanRows(tx, accountId, id);
  return planOf(row!);
}

export const createPlan = (db: Db, accountId: number, input: PlanInput, now: Date) =>
  db.transaction((tx) => writePlan(tx, accountId, null, input, now));

export const updatePlan = (db: Db, accountId: number, planId: number, input: PlanInput, now: Date) =>
  db.transaction((tx) => writePlan(tx, accountId, planId, input, now));

export async function deletePlan(db: Db, accountId: number, planId: number): Promise<void> {
  if (!(await deleteValuePlanRow(db, accountId, planId))) throw new AppError('admin.value_plan_not_found');
}
