import type { createEvent, EndpointInput } from '@tessera/contract';
import {
  blankTemplateParameters,
  type DateParameter,
  type EventTemplateParameters,
  eventMapAt,
  resolveEventFromTemplate,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireMap } from '@/modules/maps/maps.service';
import { listMapRows } from '@/modules/maps/maps.store';
import { copyTemplatePriceLevelsToEvent } from '@/modules/pricing/copy-to-event.service';
import { readSections } from '@/modules/templates/templates.rules';
import { requireEditableTemplate } from '@/modules/templates/templates.service';
import type { TemplateRow } from '@/modules/templates/templates.store';
import { requireVenue } from '@/modules/venues/venues.service';
import { AppError } from '@/platform/http/app-error';
import { notFound } from '@/platform/http/common-errors';
import { instantColumns } from './event-dates.rules';
import { eventProblemsError } from './event-problems.rules';
import { insertEvent } from './events.store';

type CreateInput = EndpointInput<typeof createEvent>['body'];

/** A template's settings tab and date rules as the parameters of spec §3. */
export function templateParameters(row: TemplateRow): EventTemplateParameters {
  const { basicInfo: b, dateRules } = readSections(row);
  return {
    dateRules,
    checkboxes: {
      Active: b.active,
      DateTBD: b.dateTbd,
      DontLeaveSingleSeats: b.dontLeaveSingleSeats,
      TimeTBD: b.timeTbd,
      UseHeavyOnSale: b.useHeavyOnSale,
      WaiveExchangeFees: b.waiveExchangeFees,
    },
    texts: {
      AlternateName: b.alternateName,
      DateTBDDescription: b.dateTbdDescription,
      HardTicketEventNameLine1: b.hardTicketLine1,
      HardTicketEventNameLine2: b.hardTicketLine2,
      Name: b.name,
      TicketText1: b.ticketText1,
      TicketText2: b.ticketText2,
      TicketText3: b.ticketText3,
      Description: b.description,
    },
  };
}

/** The map a new event at this venue starts with when "Seat map" is left blank (the domain's rule). */
async function blankMapAt(
  db: Db,
  accountId: number,
  template: TemplateRow | null,
  venueId: number,
): Promise<number | null> {
  const venueMaps = await listMapRows(db, accountId, venueId, false);
  const chosen = eventMapAt(
    template === null ? null : readSections(template).maps,
    venueMaps.map((m) => m.id),
  );
  return chosen?.mapId ?? null;
}

/**
 * Creates an event, blank or from a template, in one transaction: the venue, map and template
 * are checked, the template's rules resolved from the event date in the venue's time zone,
 * the §5 rules applied, and the row inserted with the template's pricing. Nothing is written
 * when a field is refused.
 */
export async function createEventFrom(
  db: Db,
  accountId: number,
  input: CreateInput,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const venue = await requireVenue(tx, accountId, input.venueId);
    if (input.mapId !== null && input.mapId !== undefined) {
      const map = await requireMap(tx, accountId, input.mapId);
      if (map.venueId !== input.venueId) throw notFound();
      if (map.archivedAt) throw new AppError('admin.map_archived');
    }
    const templateId = input.templateId ?? null;
    const template = templateId === null ? null : await requireEditableTemplate(tx, accountId, templateId);
    const parameters = template === null ? blankTemplateParameters : templateParameters(template);
    // "Seat map" left blank: the template's map at this venue, else the venue's only map.
    const mapId = input.mapId ?? (await blankMapAt(tx, accountId, template, input.venueId));
    const { LocalDate, ...byHand } = input.dates;
    const given = Object.fromEntries(Object.entries(byHand).filter(([, v]) => Boolean(v))) as Partial<
      Record<DateParameter, string>
    >;
    const result = resolveEventFromTemplate(
      parameters,
      { localDate: LocalDate, name: input.name ?? '', dates: given },
      venue.timezone,
    );
    if (!result.ok) throw eventProblemsError(result.problems);
    const { dates, ...fields } = result.event;
    const eventId = await insertEvent(tx, {
      accountId,
      venueId: input.venueId,
      mapId,
      templateId,
      ...fields,
      ...instantColumns(dates),
      createdAt: now,
    });
    // The template's price levels and price table become the event's own (decision 0014).
    if (templateId !== null) await copyTemplatePriceLevelsToEvent(tx, accountId, templateId, eventId);
    return eventId;
  });
}
