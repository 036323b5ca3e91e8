import type { EventPrices } from '@tessera/contract';
import { addedTotal, faceValue, priceBasket } from '@tessera/domain';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { liveEventPriceLevels, templatePromotionRows } from './event-prices.store';
import { loadEventContexts, promotionOf } from './sale-context.store';

/**
 * The price grid of an event: every price level × price type priced by the same engine that
 * prices baskets, one ticket at a time with its per-ticket fees, optionally under a promotion.
 */
export async function eventPrices(
  db: Db,
  accountId: number,
  eventId: number,
  promotionId: number | undefined,
): Promise<EventPrices> {
  const context = (await loadEventContexts(db, accountId, [eventId])).get(eventId);
  if (!context) throw new AppError('common.not_found');
  const levels = await liveEventPriceLevels(db, accountId, eventId);
  const promotionRows = context.templateId
    ? await templatePromotionRows(db, accountId, context.templateId)
    : [];
  const chosen = promotionRows.find((p) => p.id === promotionId);
  if (promotionId !== undefined && !chosen) throw new AppError('common.not_found', 'promotionId');
  // A preview shows the discount for any event date; the basket checks the event rules.
  const promotion = chosen ? { ...promotionOf(chosen), eventRules: [] } : null;
  const perTicket = context.fees.filter((f) => f.type === 'PerTicket');
  const types = context.priceTypes.length > 0 ? context.priceTypes : [null];
  const cells = levels.flatMap((level) =>
    types.map((type) => {
      const base = { priceLevelId: level.id, priceTypeId: type?.id ?? null };
      const face = type
        ? faceValue({ id: level.id, defaultPrice: level.default_price }, type, context.priceTable)
        : { ok: true as const, faceValue: level.default_price };
      if (!face.ok) return { ...base, faceValue: null, discount: 0, fees: 0, price: null };
      // Promotions name template price levels; the event's levels point back to them.
      const priced = priceBasket(
        [{ key: 'one', priceLevelId: level.template_price_level_id ?? level.id, faceValue: face.faceValue }],
        perTicket,
        promotion,
      );
      const ticket = priced.tickets[0]!;
      return {
        ...base,
        faceValue: ticket.faceValue,
        discount: ticket.discount,
        fees: addedTotal(ticket.fees),
        price: ticket.total,
      };
    }),
  );
  return {
    priceLevels: levels.map((l) => ({ id: l.id, name: l.name, color: l.color })),
    priceTypes: context.priceTypes.map((t) => ({ id: t.id, name: t.name })),
    cells,
    orderFees: context.fees.flatMap((f) =>
      f.type === 'PerOrder' && f.amount.kind === 'FlatAmount'
        ? [{ name: f.name, amount: f.amount.amount }]
        : [],
    ),
    promotions: promotionRows.map((p) => ({ id: p.id, name: p.name, code: p.code })),
  };
}
