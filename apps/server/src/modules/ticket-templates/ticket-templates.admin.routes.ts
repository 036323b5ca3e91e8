import {
  createValuePlan,
  deleteValuePlan,
  getTicketTemplate,
  listValuePlans,
  saveTicketTemplate,
  updateValuePlan,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import {
  createPlan,
  deletePlan,
  saveTemplate,
  ticketTemplateOf,
  updatePlan,
  valuePlansOf,
} from './ticket-templates.service';
import { priceTypeChoices } from './ticket-templates.store';

/** Account settings → ticket template and value plans (decisions/0072). */
export const ticketTemplateRoutes = [
  implement(getTicketTemplate, ({ deps, accountId }) => ticketTemplateOf(deps.db, accountId)),
  implement(saveTicketTemplate, ({ deps, accountId, body }) =>
    saveTemplate(deps.db, accountId, body, deps.now()),
  ),
  implement(listValuePlans, async ({ deps, accountId }) => ({
    plans: await valuePlansOf(deps.db, accountId),
    priceTypes: (await priceTypeChoices(deps.db, accountId)).map((p) => ({
      id: Number(p.id),
      name: p.name,
      templateName: p.template_name,
    })),
  })),
  implement(createValuePlan, ({ deps, accountId, body }) => createPlan(deps.db, accountId, body, deps.now())),
  implement(updateValuePlan, ({ deps, accountId, params, body }) =>
    updatePlan(deps.db, accountId, params.planId, body, deps.now()),
  ),
  implement(deleteValuePlan, async ({ deps, accountId, params }) => {
    await deletePlan(deps.db, accountId, params.planId);
    return { ok: true as const };
  }),
];
