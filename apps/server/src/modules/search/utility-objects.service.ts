import type { UtilityObjectKind, UtilityObjectView } from '@tessera/contract';
import type { Db } from '@/db/client';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { visibleFields } from './utility-objects.rules';
import { ownRow, relatedIds, utilityTables } from './utility-objects.store';

type Related = UtilityObjectView['related'];
type Row = Record<string, unknown>;

/** The row's own references: each non-empty one as a related kind with its id. */
function refs(row: Row, pairs: readonly [kind: string, column: string][]): Related {
  return pairs
    .filter(([, column]) => row[column] !== null && row[column] !== undefined)
    .map(([kind, column]) => ({ kind, ids: [row[column] as number | string] }));
}

async function relatedOf(db: Db, accountId: number, kind: UtilityObjectKind, id: number, row: Row) {
  const list = (entries: [string, number[]][]): Related =>
    entries.filter(([, found]) => found.length > 0).map(([k, found]) => ({ kind: k, ids: found }));
  switch (kind) {
    case 'order':
      return [
        ...refs(row, [
          ['customer', 'customerId'],
          ['user', 'userId'],
          ['partner', 'partnerId'],
          ['deliveryMethod', 'deliveryMethodId'],
          ['basket', 'basketId'],
        ]),
        ...list([
          ['ticket', await relatedIds.orderTickets(db, accountId, id)],
          ['event', await relatedIds.orderEvents(db, accountId, id)],
          ['seat', await relatedIds.orderSeats(db, accountId, id)],
          ['payment', await relatedIds.orderPayments(db, accountId, id)],
          ['refund', await relatedIds.orderRefunds(db, accountId, id)],
        ]),
      ];
    case 'ticket':
      return refs(row, [
        ['order', 'orderId'],
        ['event', 'eventId'],
        ['seat', 'eventSeatId'],
        ['customer', 'holderCustomerId'],
        ['priceLevel', 'priceLevelId'],
        ['priceType', 'priceTypeId'],
      ]);
    case 'customer':
      return list([
        ['order', await relatedIds.customerOrders(db, accountId, id)],
        ['ticket', await relatedIds.customerHeldTickets(db, accountId, id)],
      ]);
    case 'event':
      return refs(row, [
        ['venue', 'venueId'],
        ['map', 'mapId'],
        ['template', 'templateId'],
      ]);
    case 'seat':
      return [
        ...refs(row, [
          ['event', 'eventId'],
          ['order', 'orderId'],
          ['hold', 'holdId'],
          ['priceLevel', 'priceLevelId'],
          ['basket', 'basketId'],
        ]),
        ...list([['ticket', await relatedIds.seatTickets(db, accountId, id)]]),
      ];
    case 'payment':
      return [
        ...refs(row, [['order', 'orderId']]),
        ...list([['refund', await relatedIds.paymentRefunds(db, accountId, id)]]),
      ];
  }
}

/**
 * Tools → Utility objects (decisions/0104): one object of the staff member's account, read only;
 * another account's id is not found, as if it did not exist.
 */
export async function utilityObject(
  db: Db,
  staff: StaffPrincipal,
  kind: UtilityObjectKind,
  id: number,
): Promise<UtilityObjectView> {
  const row = await ownRow(db, utilityTables[kind], staff.accountId, id);
  if (!row) throw new AppError('common.not_found');
  const fields = visibleFields(kind, row);
  if (kind === 'customer') fields.push({ name: 'hasShopLogin', value: row.passwordHash != null });
  return { kind, id, fields, related: await relatedOf(db, staff.accountId, kind, id, row) };
}
