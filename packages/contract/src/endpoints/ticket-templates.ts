import {
  ticketTemplateLayouts,
  ticketTextMaxChars,
  ticketTextMaxLines,
  valuePlanNameMaxChars,
  valuePlanPrints,
  valuePlanTextMaxChars,
} from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/** Account settings → ticket template: the PDF layout, hard-ticket text lines and value plans (decisions/0072). */
const base = {
  tag: 'ticket-templates',
  auth: 'staff',
  permission: 'accountSettings',
  tenant: 'session',
} as const;

export const ticketTemplateInput = z.strictObject({
  layout: z.enum(ticketTemplateLayouts),
  /** Printed on every ticket (PDF and ticket printers) after the event's ticket texts. */
  textLines: z.array(z.string().trim().max(ticketTextMaxChars)).max(ticketTextMaxLines),
  /** The plan of tickets whose price type is in no plan (null: the face value). */
  defaultValuePlanId: z.number().int().positive().nullable(),
});

export const ticketTemplate = z.object({
  layout: z.enum(ticketTemplateLayouts),
  textLines: z.array(z.string()),
  defaultValuePlanId: z.number().int().nullable(),
});
export type TicketTemplate = z.infer<typeof ticketTemplate>;

export const getTicketTemplate = defineEndpoint({
  ...base,
  id: 'getTicketTemplate',
  method: 'GET',
  path: '/api/admin/ticket-template',
  summary: 'The account’s custom ticket template (the standard layout and no lines until saved).',
  output: ticketTemplate,
  errors: [],
});

export const saveTicketTemplate = defineEndpoint({
  ...base,
  id: 'saveTicketTemplate',
  method: 'PUT',
  path: '/api/admin/ticket-template',
  summary:
    'Saves the ticket template: the PDF layout, up to 12 hard-ticket text lines of at most 100 characters, and the default value plan. Blank lines are dropped.',
  body: ticketTemplateInput,
  output: ticketTemplate,
  errors: ['admin.value_plan_not_found'],
  example: { layout: 'standard', textLines: ['No refunds or exchanges'], defaultValuePlanId: null },
});

export const valuePlanInput = z.strictObject({
  name: z.string().trim().min(1).max(valuePlanNameMaxChars),
  prints: z.enum(valuePlanPrints),
  /** Printed in the price's place when `prints` is `text` (e.g. COMP). */
  text: z.string().trim().max(valuePlanTextMaxChars).default(''),
  /** The price types (of any event template) whose tickets print under this plan. */
  priceTypeIds: z.array(z.number().int().positive()).max(500).default([]),
});

export const valuePlan = z.object({
  id: z.number().int(),
  name: z.string(),
  prints: z.enum(valuePlanPrints),
  text: z.string(),
  priceTypeIds: z.array(z.number().int()),
});
export type ValuePlan = z.infer<typeof valuePlan>;

/** A price type a plan can be given to, named with its event template. */
export const valuePlanPriceType = z.object({
  id: z.number().int(),
  name: z.string(),
  templateName: z.string(),
});

export const listValuePlans = defineEndpoint({
  ...base,
  id: 'listValuePlans',
  method: 'GET',
  path: '/api/admin/value-plans',
  summary: 'The account’s value plans, and the price types they can be given to.',
  output: z.object({ plans: z.array(valuePlan), priceTypes: z.array(valuePlanPriceType) }),
  errors: [],
});

const valuePlanErrors = [
  'admin.value_plan_duplicate',
  'admin.value_plan_text_required',
  'admin.value_plan_price_type_unknown',
  'admin.value_plan_price_type_taken',
] as const;

export const createValuePlan = defineEndpoint({
  ...base,
  id: 'createValuePlan',
  method: 'POST',
  path: '/api/admin/value-plans',
  summary: 'Creates a value plan: a name of 1 to 50 characters and what its tickets print as their value.',
  body: valuePlanInput,
  output: valuePlan,
  status: 201,
  errors: [...valuePlanErrors],
  example: { name: 'Complimentary', prints: 'text', text: 'COMP', priceTypeIds: [] },
});

const planParams = z.object({ planId: z.idParam() });

export const updateValuePlan = defineEndpoint({
  ...base,
  id: 'updateValuePlan',
  method: 'PUT',
  path: '/api/admin/value-plans/:planId',
  summary: 'Changes a value plan; tickets printed from now on follow it.',
  params: planParams,
  body: valuePlanInput,
  output: valuePlan,
  errors: ['admin.value_plan_not_found', ...valuePlanErrors],
  example: { name: 'Complimentary', prints: 'nothing', text: '', priceTypeIds: [] },
});

export const deleteValuePlan = defineEndpoint({
  ...base,
  id: 'deleteValuePlan',
  method: 'DELETE',
  path: '/api/admin/value-plans/:planId',
  summary: 'Deletes a value plan; its price types print their face value again.',
  params: planParams,
  output: z.object({ ok: z.literal(true) }),
  errors: ['admin.value_plan_not_found'],
});
