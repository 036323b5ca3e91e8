/**
 * The account's custom ticket template and value plans (account settings; decisions/0072).
 * The template picks the PDF layout and adds the account's standing hard-ticket text lines to
 * every ticket; a value plan says what a ticket shows where its price goes.
 */

/** `standard`: one A4 page per ticket. `compact`: one ticket-stock page (8 × 4 in) per ticket. */
export const ticketTemplateLayouts = ['standard', 'compact'] as const;
export type TicketTemplateLayout = (typeof ticketTemplateLayouts)[number];

/** What a value plan prints in the price's place: the face value, its own text (e.g. COMP), or nothing. */
export const valuePlanPrints = ['faceValue', 'text', 'nothing'] as const;
export type ValuePlanPrints = (typeof valuePlanPrints)[number];

/** Spec §5 and §9: a ticket plan name has 1 to 50 characters. */
export const valuePlanNameMaxChars = 50;
/** The text a plan prints in the price's place fits the price line of a hard ticket. */
export const valuePlanTextMaxChars = 30;

/** The plan a ticket is printed under (null: the face value, as without plans). */
export interface ValuePlanRule {
  prints: ValuePlanPrints;
  text: string;
}

/**
 * The value shown on a ticket: `null` shows nothing, otherwise the string after the price label.
 * `faceValue` gives the formatted price; fees are shown only with the face value.
 */
export function ticketValue(plan: ValuePlanRule | null | undefined, formattedPrice: string): string | null {
  if (!plan || plan.prints === 'faceValue') return formattedPrice;
  if (plan.prints === 'text') return plan.text.trim() || null;
  return null;
}
