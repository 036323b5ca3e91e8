/**
 * Exchanges (spec §5 "Exchanges need the same number of tickets at equal or greater value",
 * §3 Event "exchange fee override, self-exchange off-sale", template tab "Exchanges"): which
 * tickets may be exchanged for which, and what the buyer pays or gets back. Pure: the server
 * loads the tickets, the new basket's prices and the settings, and writes the result.
 */

/** The template's exchange settings (tab "Exchanges"). */
export interface ExchangeSettings {
  /** Customers may exchange their own tickets in the shop. */
  readonly selfExchange: boolean;
  /** Minor units per exchanged ticket, unless the event overrides or waives it. */
  readonly exchangeFee: number;
  /** The spec's rule: the new tickets must be worth at least the old ones. */
  readonly sameOrGreaterValueOnly: boolean;
}

/** An event's own exchange fields. */
export interface EventExchangeFields {
  /** Minor units; null keeps the template's fee. */
  readonly exchangeFeeOverride: number | null;
  readonly waiveExchangeFees: boolean;
  readonly selfExchangeOffSaleAt: Date | null;
  readonly lockAt: Date | null;
  /** The performance itself: a self-exchange closes when it starts at the latest. */
  readonly startsAt: Date | null;
}

/** A ticket given back in an exchange. */
export interface ExchangedTicket {
  readonly total: number;
  readonly status: 'new' | 'used' | 'voided';
  /** Its event's exchange fields and its template's settings. */
  readonly event: EventExchangeFields;
  readonly settings: ExchangeSettings;
}

export type ExchangeProblem =
  | { readonly code: 'purchase.exchange_nothing_chosen' }
  | { readonly code: 'purchase.exchange_ticket_voided' }
  | { readonly code: 'purchase.exchange_ticket_used' }
  | { readonly code: 'purchase.exchange_count_mismatch'; readonly old: number; readonly new: number }
  | { readonly code: 'purchase.exchange_lower_value'; readonly credit: number; readonly newValue: number }
  | { readonly code: 'purchase.self_exchange_not_offered' }
  | { readonly code: 'purchase.self_exchange_closed' };

export interface ExchangeRequest {
  readonly old: readonly ExchangedTicket[];
  /** Totals of the new tickets as the basket prices them now. */
  readonly newTotals: readonly number[];
  /** `staff` at the box office; `self` a signed-in customer in the shop. */
  readonly by: 'staff' | 'self';
  readonly now: Date;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * When a customer's own exchange of a ticket of this event closes: the self-exchange off-sale,
 * else the lock date, else the start of the performance (decisions/0046). Null: never.
 */
export function selfExchangeClosesAt(event: EventExchangeFields): Date | null {
  return event.selfExchangeOffSaleAt ?? event.lockAt ?? event.startsAt;
}

/** Whether a customer may still exchange a ticket of this event themself. */
export function selfExchangeOpen(event: EventExchangeFields, settings: ExchangeSettings, now: Date): boolean {
  if (!settings.selfExchange) return false;
  const closes = selfExchangeClosesAt(event);
  return closes === null || now.getTime() < closes.getTime();
}

/**
 * The first reason this exchange cannot go ahead, or null. Same number of tickets; the new ones
 * worth at least the old ones when any old ticket's template says so; no voided or scanned
 * ticket; a customer only while their template offers self-exchange and its window is open.
 */
export function exchangeProblem(request: ExchangeRequest): ExchangeProblem | null {
  const { old, newTotals } = request;
  if (old.length === 0) return { code: 'purchase.exchange_nothing_chosen' };
  if (old.some((t) => t.status === 'voided')) return { code: 'purchase.exchange_ticket_voided' };
  if (old.some((t) => t.status === 'used')) return { code: 'purchase.exchange_ticket_used' };
  if (request.by === 'self') {
    if (old.some((t) => !t.settings.selfExchange)) return { code: 'purchase.self_exchange_not_offered' };
    if (old.some((t) => !selfExchangeOpen(t.event, t.settings, request.now))) {
      return { code: 'purchase.self_exchange_closed' };
    }
  }
  if (newTotals.length !== old.length) {
    return { code: 'purchase.exchange_count_mismatch', old: old.length, new: newTotals.length };
  }
  const credit = sum(old.map((t) => t.total));
  const newValue = sum(newTotals);
  if (old.some((t) => t.settings.sameOrGreaterValueOnly) && newValue < credit) {
    return { code: 'purchase.exchange_lower_value', credit, newValue };
  }
  return null;
}

/** The exchange fee of one ticket given back: waived, the event's override, or the template's. */
export function exchangeFeeOf(ticket: Pick<ExchangedTicket, 'event' | 'settings'>): number {
  if (ticket.event.waiveExchangeFees) return 0;
  return ticket.event.exchangeFeeOverride ?? ticket.settings.exchangeFee;
}

/** What an exchange comes to (spec "see the difference"). */
export interface ExchangeQuote {
  /** The new tickets' totals together. */
  readonly newValue: number;
  /** What the old tickets are worth: their totals as sold. */
  readonly credit: number;
  /** The exchange fees, one per ticket given back. */
  readonly fees: number;
  /** newValue + fees − credit: above 0 the buyer pays it, below 0 it is refunded. */
  readonly difference: number;
}

export function exchangeQuote(
  old: readonly Pick<ExchangedTicket, 'total' | 'event' | 'settings'>[],
  newTotals: readonly number[],
): ExchangeQuote {
  const newValue = sum(newTotals);
  const credit = sum(old.map((t) => t.total));
  const fees = sum(old.map(exchangeFeeOf));
  return { newValue, credit, fees, difference: newValue + fees - credit };
}

/** Where a refunded difference goes (spec: original payments, a gift certificate, on account). */
export const exchangeRefundDestinations = ['original', 'giftCertificate', 'onAccount'] as const;
export type ExchangeRefundDestination = (typeof exchangeRefundDestinations)[number];

/**
 * The refund choices a staff exchange offers: back to the original payments, onto a new gift
 * certificate, or on account (the order's customer's account credit, decisions/0087).
 */
export const exchangeRefundTo = [
  'original',
  'giftCertificate',
  'onAccount',
] as const satisfies readonly ExchangeRefundDestination[];
export type ExchangeRefundTo = (typeof exchangeRefundTo)[number];
