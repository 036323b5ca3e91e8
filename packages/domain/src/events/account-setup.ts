/** What a new account's setup checklist counts, read by the server in one query. */
export interface AccountSetupFacts {
  readonly venues: number;
  readonly maps: number;
  readonly templates: number;
  readonly events: number;
  readonly activeEvents: number;
  readonly paymentAccounts: number;
}

export const accountSetupSteps = [
  'venue',
  'map',
  'template',
  'event',
  'activeEvent',
  'paymentAccount',
] as const;
export type AccountSetupStep = (typeof accountSetupSteps)[number];

/**
 * A new account's setup checklist, in the order a venue's first day goes: a venue, its seat
 * map, an event template, an event, the event on sale, and a payment account for real card
 * payments. Each step is done or not; `next` is the first one left.
 */
export function accountSetup(facts: AccountSetupFacts): {
  steps: { step: AccountSetupStep; done: boolean }[];
  next: AccountSetupStep | null;
} {
  const done: Record<AccountSetupStep, boolean> = {
    venue: facts.venues > 0,
    map: facts.maps > 0,
    template: facts.templates > 0,
    event: facts.events > 0,
    activeEvent: facts.activeEvents > 0,
    paymentAccount: facts.paymentAccounts > 0,
  };
  const steps = accountSetupSteps.map((step) => ({ step, done: done[step] }));
  return { steps, next: steps.find((s) => !s.done)?.step ?? null };
}
