import {
  dateParameters,
  feeCategories,
  ORDER_TICKET_LIMIT_MAX,
  offsetUnits,
  salesChannels,
  timeModes,
} from '@tessera/domain';
import { nameTranslations } from '../name-translations';
import * as z from '../zod';

/** Wall-clock time at the venue, as the date parameters use it. */
const localDateTime = z.localDateTime();
const money = z.number().int().min(0).max(100_000_000_000);

export const dateRule = z.strictObject({
  parameter: z.enum(dateParameters),
  mode: z.enum(timeModes),
  relativeTo: z.enum(dateParameters).optional(),
  offset: z
    .strictObject({ amount: z.number().int().min(-100_000).max(100_000), unit: z.enum(offsetUnits) })
    .optional(),
  specified: localDateTime.optional(),
});

/**
 * Tab "settings → basic info": the template's checkbox and text parameters (spec §3), which
 * every event made from the template starts with.
 */
export const templateBasicInfo = z.strictObject({
  name: z.string().max(200).default(''),
  active: z.boolean().default(false),
  dateTbd: z.boolean().default(false),
  timeTbd: z.boolean().default(false),
  dateTbdDescription: z.string().max(200).default(''),
  dontLeaveSingleSeats: z.boolean().default(false),
  useHeavyOnSale: z.boolean().default(false),
  waiveExchangeFees: z.boolean().default(false),
  description: z.string().max(4000).default(''),
  alternateName: z.string().max(200).default(''),
  /** The delivery plan the template's events offer at checkout; null: no delivery choice. */
  deliveryPlanId: z.id().nullable().default(null),
  hardTicketLine1: z.string().max(100).default(''),
  hardTicketLine2: z.string().max(100).default(''),
  ticketText1: z.string().max(100).default(''),
  ticketText2: z.string().max(100).default(''),
  ticketText3: z.string().max(100).default(''),
});

/** Tab "settings → email". */
export const templateEmail = z.strictObject({
  preEventEmail: z.boolean().default(false),
  postEventEmail: z.boolean().default(false),
  orderNotes: z.string().max(4000).default(''),
});

/**
 * Tab "sale timing" (the channel on-sale and off-sale dates are date rules). The cutoff closes
 * every channel; event periods are the dates the template's events may be sold for (decisions/0049).
 */
export const templateSaleTiming = z.strictObject({
  salesCutoff: z
    .strictObject({
      type: z.enum(['MinutesBeforeStart', 'AtTimeOnEventDay']),
      minutes: z.number().int().min(0).max(10_080).default(0),
      time: z
        .string()
        .regex(/^\d{2}:\d{2}$/)
        .optional(),
    })
    // A cutoff at a time on the event day needs its time (decisions/0049).
    .refine((c) => c.type !== 'AtTimeOnEventDay' || c.time !== undefined, {
      path: ['time'],
      params: { key: 'required' },
    })
    .default({ type: 'MinutesBeforeStart', minutes: 0 }),
  basketExpirationMinutes: z.number().int().min(1).max(120).default(15),
  eventPeriods: z
    .array(z.strictObject({ start: z.iso.date(), end: z.iso.date() }))
    .max(50)
    .default([]),
});

/** Tab "ticket limits". */
export const templateTicketLimits = z.strictObject({
  maxTicketsPerOrder: z.number().int().min(1).max(ORDER_TICKET_LIMIT_MAX).default(10),
  ticketLimitPerRequest: z.number().int().min(1).max(ORDER_TICKET_LIMIT_MAX).nullable().default(null),
  aggregateTicketLimit: z.number().int().min(1).max(ORDER_TICKET_LIMIT_MAX).nullable().default(null),
});

/** Tab "money and availability". */
export const templateMoney = z.strictObject({
  deposit: z
    .strictObject({ amount: money, dueDaysBeforeEvent: z.number().int().min(0).max(3650) })
    .nullable()
    .default(null),
  giftCertificates: z
    .strictObject({
      sellable: z.boolean().default(false),
      expiration: z.enum(['none', 'static', 'dynamic']).default('none'),
      expiresOn: z.iso.date().optional(),
      validForMonths: z.number().int().min(1).max(120).optional(),
    })
    .default({ sellable: false, expiration: 'none' }),
  highAvailabilityPercent: z.number().min(0).max(100).nullable().default(null),
  lowAvailabilityPercent: z.number().min(0).max(100).nullable().default(null),
});

/** Tab "exchanges". */
export const templateExchanges = z.strictObject({
  selfExchange: z.boolean().default(false),
  exchangeFee: money.default(0),
  sameOrGreaterValueOnly: z.boolean().default(true),
});

/** Tab "external ticketing sync" (credentials are stored, never sent back). */
export const templateExternalSync = z.strictObject({
  system: z.string().max(50).default('None'),
  intervalMinutes: z.number().int().min(5).max(1440).default(60),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  externalTemplateId: z.string().max(100).default(''),
  credentials: z.record(z.string(), z.string().max(500)).default({}),
});

/** Tab "maps": the venue maps the template's events use, and the one new events start with. */
export const templateMaps = z.strictObject({
  mapIds: z.array(z.id()).max(100).default([]),
  defaultMapId: z.id().nullable().default(null),
});

/** Tab "seat settings": who sees each hold's seats in the template's events, and the seat tags. */
export const templateSeatSettings = z.strictObject({
  holdVisibility: z
    .array(
      z.strictObject({
        holdId: z.id(),
        channels: z.array(z.enum(salesChannels)).default([]),
        userGroupIds: z.array(z.id()).max(200).default([]),
      }),
    )
    .max(500)
    .default([]),
  tags: z.array(z.string().trim().min(1).max(40)).max(100).default([]),
});

export const templateSections = {
  basicInfo: templateBasicInfo,
  email: templateEmail,
  saleTiming: templateSaleTiming,
  ticketLimits: templateTicketLimits,
  money: templateMoney,
  exchanges: templateExchanges,
  externalSync: templateExternalSync,
  dateRules: z.array(dateRule).max(dateParameters.length),
  maps: templateMaps,
  seatSettings: templateSeatSettings,
} as const;
export type TemplateSection = keyof typeof templateSections;

export const feeInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  nameTranslations,
  category: z.enum(feeCategories),
  type: z.enum(['PerTicket', 'PerOrder']),
  amountKind: z.enum(['FlatAmount', 'Percentage']),
  amount: z.number().int().min(0).max(100_000_000),
  min: money.nullable().default(null),
  max: money.nullable().default(null),
  glCode: z.string().max(50).default(''),
  reverseCalculation: z.boolean().default(false),
  includeInFaceValue: z.boolean().default(false),
  taxable: z.boolean().default(false),
  commissionable: z.boolean().default(false),
  feeClassId: z.number().int().nullable().default(null),
});
