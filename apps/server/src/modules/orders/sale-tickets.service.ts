import { randomInt } from 'node:crypto';
import { seatKey } from '@tessera/domain';
import type { Db } from '@/db/client';
import type { PricedBasketView } from '@/modules/baskets/basket-pricing.rules';
import type { NewTicket } from './orders.store';
import { type NamesAtSale, namesAtSale, soldFee } from './sold-names.store';

/** The tickets a sale writes: each with its barcode, price type and fees named as sold. */
/** An 18-digit barcode from a secure random source (unique per account, checked by an index). */
export function newBarcode(): string {
  return `${randomInt(100_000, 1_000_000)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The tickets of a priced basket, each with the price type and fees named as sold. */
export function ticketsOf(priced: PricedBasketView, names: NamesAtSale): NewTicket[] {
  return priced.lines.flatMap((line) => {
    const priceType = names.priceType(line.item.price_type_id);
    return line.tickets.map((t) => ({
      eventId: line.item.event_id,
      eventSeatId: line.item.event_seat_id,
      gaReservationId: line.item.ga_reservation_id,
      seatKey:
        line.item.kind === 'seat'
          ? seatKey(line.item.event_id, line.item.section, line.item.row, line.item.seat)
          : `${line.item.event_id}-${line.item.section}`,
      section: line.item.section,
      row: line.item.row,
      seat: line.item.seat,
      priceLevelId: line.item.price_level_id,
      priceTypeId: line.item.price_type_id,
      priceTypeName: priceType?.name ?? line.priceTypeName,
      priceTypeNameTranslations: priceType?.nameTranslations ?? {},
      faceValue: t.faceValue,
      discount: t.discount,
      fees: t.fees.map((c) =>
        soldFee(names, { ...c, name: line.context.fees.find((f) => f.id === c.feeId)?.name ?? '' }),
      ),
      total: t.total,
      barcode: newBarcode(),
      packageLineId: line.item.package_line_id,
      bundleLineId: line.item.bundle_line_id ?? null,
    }));
  });
}

/** The price types and fees a priced basket sells, with their names as they stand now. */
export function namesOfSale(tx: Db, accountId: number, priced: PricedBasketView): Promise<NamesAtSale> {
  return namesAtSale(tx, accountId, {
    priceTypes: priced.lines.flatMap((l) => (l.item.price_type_id === null ? [] : [l.item.price_type_id])),
    fees: [
      ...priced.lines.flatMap((l) => l.tickets.flatMap((t) => t.fees.map((c) => c.feeId))),
      ...priced.orderFees.map((c) => c.feeId),
    ],
  });
}
