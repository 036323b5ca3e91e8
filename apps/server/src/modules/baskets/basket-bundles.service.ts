import type { Basket } from '@tessera/contract';
import { eventsScopeApplies, salePolicyProblem } from '@tessera/domain';
import type { Db } from '@/db/client';
import { takeSeats } from '@/modules/inventory/reservations.store';
import { scopedEvents } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { stopTimerIfEmpty } from './basket-add.store';
import {
  type BundleLineRow,
  type BundleSeatPart,
  insertBundleLine,
  insertBundleProduct,
  insertBundleSeats,
  lockSeatsFor,
} from './basket-bundles.store';
import { checkPickedSeats } from './basket-policy.service';
import { reserveVariant } from './basket-products.store';
import { saleEventsOf } from './basket-sale-events.service';
import { viewBasket } from './baskets.service';
import { basketRow } from './baskets.store';
import type { Seller } from './sellers.service';

/** Tickets a bundle includes in one event: best seats at a level (any level that sells alone when null). */
export interface BundleTickets {
  eventId: number;
  eventName: string;
  priceLevelId: number | null;
  /** Named in the refusal when the seats run out. */
  levelName: string;
  priceTypeId: number | null;
  /** One price per ticket: its face value inside the package or plan. */
  unitPrices: readonly number[];
}

/** Units of a product a template package includes, one price per unit. */
export interface BundleProducts {
  eventId: number;
  productId: number;
  variantId: number | null;
  /** The variant's stock is counted: its units are reserved with the seats. */
  reserveStock: boolean;
  unitPrices: readonly number[];
}

export interface BundleSale {
  kind: BundleLineRow['kind'];
  refId: number;
  name: string;
  tickets: readonly BundleTickets[];
  products: readonly BundleProducts[];
  /** The request field a refusal of the whole bundle points at. */
  field: string;
  /** The bundle's own channel rule (an event plan's sales channels), judged on the basket's channel. */
  channelAllowed?: (channel: string) => boolean;
}

/**
 * Sells a template package or an event plan into a basket as one line (decisions/0112): every
 * event read as an add reads it, then one transaction that locks the basket, writes the line,
 * and for each event in id order locks the best available seats each part needs (seats another
 * buyer has locked are skipped, never waited on) and takes them through the reservation core's
 * take statement; then the product parts reserve their stock. Any part that cannot be had
 * refuses the whole bundle and the rollback gives back everything taken: all or nothing.
 * Each part carries its price inside the bundle, which the one pricing engine uses as its face
 * value, so fees and totals are worked out as for any ticket.
 */
export async function sellBundle(
  db: Db,
  accountId: number,
  basketId: string,
  seller: Seller,
  sale: BundleSale,
  now: Date,
): Promise<Basket> {
  const eventIds = [...new Set([...sale.tickets, ...sale.products].map((t) => t.eventId))].sort(
    (a, b) => a - b,
  );
  if (seller.policy && eventsScopeApplies(seller.policy)) {
    const problem = salePolicyProblem(seller.policy, { events: await scopedEvents(db, accountId, eventIds) });
    if (problem) throw new AppError(problem.code, sale.field);
  }
  const { buyers, until } = await saleEventsOf(db, accountId, basketId, seller, eventIds, now, {
    code: 'purchase.bundle_not_found',
    field: sale.field,
  });
  const channel = buyers.get(eventIds[0]!)?.channel;
  if (channel && sale.channelAllowed && !sale.channelAllowed(channel))
    throw new AppError('purchase.bundle_not_found', sale.field);
  try {
    await db.transaction(async (tx) => {
      const basket = await basketRow(tx, accountId, basketId, true);
      if (!basket) throw new AppError('purchase.basket_not_found');
      if (basket.status !== 'open') throw new AppError('purchase.basket_closed');
      if (basket.expires_at && new Date(basket.expires_at).getTime() <= now.getTime())
        throw new AppError('purchase.reservation_expired');
      const lineId = await insertBundleLine(
        tx,
        accountId,
        { basketId, kind: sale.kind, refId: sale.refId, name: sale.name },
        now,
      );
      for (const eventId of eventIds) {
        const buyer = buyers.get(eventId)!;
        const parts: BundleSeatPart[] = [];
        for (const want of sale.tickets.filter((t) => t.eventId === eventId)) {
          const refuse = () =>
            new AppError('purchase.bundle_seats_unavailable', sale.field, {
              event: want.eventName,
              level: want.levelName,
            });
          const seats = await lockSeatsFor(
            tx,
            accountId,
            eventId,
            {
              priceLevelId: want.priceLevelId,
              count: want.unitPrices.length,
              allowedHoldIds: buyer.allowedHoldIds,
              notIds: parts.map((p) => p.eventSeatId),
            },
            now,
          );
          if (seats.length < want.unitPrices.length) throw refuse();
          const ids = seats.map((s) => s.id);
          if (seller.policy) await checkPickedSeats(tx, accountId, seller.policy, ids);
          try {
            await takeSeats(tx, accountId, eventId, ids, buyer, until, now);
          } catch (error) {
            if (error instanceof AppError && error.code === 'purchase.seats_unavailable') throw refuse();
            throw error;
          }
          for (const [i, seat] of seats.entries())
            parts.push({
              eventId,
              eventSeatId: seat.id,
              priceLevelId: seat.price_level_id,
              priceTypeId: want.priceTypeId,
              unitPrice: want.unitPrices[i]!,
            });
        }
        await insertBundleSeats(tx, accountId, basketId, lineId, parts, now);
      }
      for (const product of sale.products) {
        const quantity = product.unitPrices.length;
        if (product.reserveStock && product.variantId !== null) {
          if (!(await reserveVariant(tx, accountId, product.variantId, quantity)))
            throw new AppError('purchase.product_out_of_stock', sale.field, { count: 0 });
        }
        // Units at one price share a product line (a split leaves at most two prices).
        const byPrice = new Map<number, number>();
        for (const price of product.unitPrices) byPrice.set(price, (byPrice.get(price) ?? 0) + 1);
        let reserved = product.reserveStock && product.variantId !== null ? quantity : 0;
        for (const [unitPrice, count] of byPrice) {
          const stockReserved = Math.min(reserved, count);
          reserved -= stockReserved;
          await insertBundleProduct(
            tx,
            accountId,
            basketId,
            lineId,
            { ...product, quantity: count, stockReserved, unitPrice },
            now,
          );
        }
      }
    });
  } catch (error) {
    // Refused before anything was written: a basket left empty stops its timer again.
    await stopTimerIfEmpty(db, accountId, basketId).catch(() => undefined);
    throw error;
  }
  return viewBasket(db, accountId, basketId, now);
}
