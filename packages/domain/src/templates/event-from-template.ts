import { type EventDateProblem, eventDateProblems } from '../events/event-rules';
import {
  type DateParameter,
  type DateParameterRule,
  localToInstant,
  resolveDateParameters,
} from './date-parameters';

/** Spec §3: the checkbox parameters of an event template. */
export const templateCheckboxes = [
  'Active',
  'DateTBD',
  'DontLeaveSingleSeats',
  'TimeTBD',
  'UseHeavyOnSale',
  'WaiveExchangeFees',
] as const;
export type TemplateCheckbox = (typeof templateCheckboxes)[number];

/**
 * Spec §3: the text parameters (Description a textarea). The spec's OrderTicketLimit is the
 * template's "Maximum tickets per order" (ticket limits tab), read at sale time; an event's own
 * limit overrides it (decisions/0042-one-ticket-limit-per-order.md).
 */
export interface TemplateTexts {
  readonly AlternateName: string;
  readonly DateTBDDescription: string;
  readonly HardTicketEventNameLine1: string;
  readonly HardTicketEventNameLine2: string;
  readonly Name: string;
  readonly TicketText1: string;
  readonly TicketText2: string;
  readonly TicketText3: string;
  readonly Description: string;
}

/** What an event template says about the events made from it. */
export interface EventTemplateParameters {
  readonly dateRules: readonly DateParameterRule[];
  readonly checkboxes: Readonly<Record<TemplateCheckbox, boolean>>;
  readonly texts: TemplateTexts;
}

/** What the person creating the event gives: its date and time, and optionally a name and dates. */
export interface EventCreatorInput {
  /** LocalDate: the venue's wall-clock time, `YYYY-MM-DDTHH:mm`. */
  readonly localDate: string;
  /** Replaces the template's Name when not blank. */
  readonly name?: string;
  /** Dates set by hand, taking the place of the template's rule for that date. */
  readonly dates?: Readonly<Partial<Record<DateParameter, string>>>;
}

export interface EventFromTemplate {
  readonly name: string;
  readonly alternateName: string;
  readonly description: string;
  readonly dateTbd: boolean;
  readonly timeTbd: boolean;
  readonly dateTbdDescription: string;
  readonly dontLeaveSingleSeats: boolean;
  readonly heavyOnSale: boolean;
  readonly waiveExchangeFees: boolean;
  /**
   * The template's Active checkbox: an event cannot be active before its seats exist
   * (spec §4), so it becomes active when its seats are generated.
   */
  readonly activateOnSeatGeneration: boolean;
  readonly hardTicketLine1: string;
  readonly hardTicketLine2: string;
  readonly ticketText1: string;
  readonly ticketText2: string;
  readonly ticketText3: string;
  readonly dates: Partial<Record<DateParameter, Date>>;
}

export type EventFromTemplateProblem =
  | { field: 'name'; kind: 'required' }
  | { field: `dates.${DateParameter}`; kind: 'invalid_date' | 'date_rule' }
  | { field: `dates.${DateParameter}`; kind: EventDateProblem['kind'] };

export type EventFromTemplateResult =
  | { ok: true; event: EventFromTemplate }
  | { ok: false; problems: EventFromTemplateProblem[] };

/**
 * Makes an event's fields from a template and the creator's input, in the venue's time zone:
 * the template's date rules (three time modes, chained, daylight-saving aware) counted from the
 * given event date, where a date given by hand replaces that date's rule (and rules counting
 * from it count from the given date); the checkboxes and texts become the event's values; then
 * the event rules of spec §5.
 */
export function resolveEventFromTemplate(
  template: EventTemplateParameters,
  input: EventCreatorInput,
  timeZone: string,
): EventFromTemplateResult {
  const problems: EventFromTemplateProblem[] = [];
  const given = Object.entries(input.dates ?? {}).filter(
    (entry): entry is [DateParameter, string] => entry[0] !== 'LocalDate' && Boolean(entry[1]),
  );
  if (!localToInstant(input.localDate, timeZone)) {
    problems.push({ field: 'dates.LocalDate', kind: 'invalid_date' });
  }
  for (const [parameter, local] of given) {
    if (!localToInstant(local, timeZone))
      problems.push({ field: `dates.${parameter}`, kind: 'invalid_date' });
  }
  if (problems.length > 0) return { ok: false, problems };

  const byHand = new Set(given.map(([p]) => p));
  const rules: DateParameterRule[] = [
    ...template.dateRules.filter((r) => !byHand.has(r.parameter)),
    ...given.map(([parameter, specified]) => ({ parameter, mode: 'SetToSpecifiedDate' as const, specified })),
  ];
  const resolved = resolveDateParameters(rules, { start: input.localDate, timeZone });
  if (!resolved.ok) {
    return {
      ok: false,
      problems: resolved.problems.map((p) => ({
        field: `dates.${p.parameter}` as const,
        kind: 'date_rule' as const,
      })),
    };
  }

  const name = input.name?.trim() || template.texts.Name.trim();
  if (!name) problems.push({ field: 'name', kind: 'required' });
  for (const p of eventDateProblems(resolved.dates)) {
    problems.push({ field: `dates.${p.parameter}`, kind: p.kind });
  }
  if (problems.length > 0) return { ok: false, problems };

  const { checkboxes: c, texts } = template;
  return {
    ok: true,
    event: {
      name,
      alternateName: texts.AlternateName,
      description: texts.Description,
      dateTbd: c.DateTBD,
      timeTbd: c.TimeTBD,
      dateTbdDescription: texts.DateTBDDescription,
      dontLeaveSingleSeats: c.DontLeaveSingleSeats,
      heavyOnSale: c.UseHeavyOnSale,
      waiveExchangeFees: c.WaiveExchangeFees,
      activateOnSeatGeneration: c.Active,
      hardTicketLine1: texts.HardTicketEventNameLine1,
      hardTicketLine2: texts.HardTicketEventNameLine2,
      ticketText1: texts.TicketText1,
      ticketText2: texts.TicketText2,
      ticketText3: texts.TicketText3,
      dates: resolved.dates,
    },
  };
}

/** A template with no rules, unticked boxes and empty texts: what a blank event starts from. */
export const blankTemplateParameters: EventTemplateParameters = {
  dateRules: [],
  checkboxes: {
    Active: false,
    DateTBD: false,
    DontLeaveSingleSeats: false,
    TimeTBD: false,
    UseHeavyOnSale: false,
    WaiveExchangeFees: false,
  },
  texts: {
    AlternateName: '',
    DateTBDDescription: '',
    HardTicketEventNameLine1: '',
    HardTicketEventNameLine2: '',
    Name: '',
    TicketText1: '',
    TicketText2: '',
    TicketText3: '',
    Description: '',
  },
};
