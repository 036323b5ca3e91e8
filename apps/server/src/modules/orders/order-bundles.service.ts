import { bundleSplitByVoid } from '@tessera/domain';
import type { Db } from '@/db/client';
import { bundleLinesById, bundleLinesOf } from '@/modules/baskets/basket-bundles.store';
import { AppError } from '@/platform/http/app-error';
import { recordOrderActivity } from './order-activity.store';

/** Template packages and event plans on orders (decisions/0112): sold and voided as one. */

const idOf = (value: number | string | null) => (value === null ? null : Number(value));

/** Each template package and event plan the basket held goes into the order's activity as sold. */
export async function recordBundlesSold(
  tx: Db,
  accountId: number,
  orderId: number,
  basketId: string,
  userId: number | null,
  now: Date,
): Promise<void> {
  for (const line of await bundleLinesOf(tx, accountId, basketId))
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      {
        kind: 'bundle.sold',
        userId,
        actor: userId ? 'staff' : 'customer',
        details: { bundleLineId: line.id, bundleKind: line.kind, name: line.name },
      },
      now,
    );
}

interface Part {
  id: number | string;
  status: string;
  total: number;
  bundle_line_id: number | string | null;
}

/**
 * A void takes a template package or an event plan whole: naming a live part of one without
 * every other live part is refused (`admin.bundle_part_alone`), nothing changed. Answers the
 * bundles the void takes, to record once it is done.
 */
export function bundlesOfVoid(
  tickets: readonly Part[],
  products: readonly Part[],
  chosen: { ticketIds: ReadonlySet<number>; productIds: ReadonlySet<number> },
): number[] {
  const parts = [
    ...tickets.map((t) => ({ kind: 'ticket' as const, t })),
    ...products.map((p) => ({ kind: 'product' as const, t: p })),
  ].map(({ kind, t }) => ({
    kind,
    id: Number(t.id),
    bundleLineId: idOf(t.bundle_line_id),
    live: t.status !== 'voided',
  }));
  const split = bundleSplitByVoid(parts, chosen);
  if (split !== null) {
    const byTicket = parts.some(
      (p) => p.bundleLineId === split && p.kind === 'ticket' && chosen.ticketIds.has(p.id),
    );
    throw new AppError('admin.bundle_part_alone', byTicket ? 'ticketIds' : 'productItemIds');
  }
  const taken = parts.filter(
    (p) =>
      p.bundleLineId !== null &&
      (p.kind === 'ticket' ? chosen.ticketIds.has(p.id) : chosen.productIds.has(p.id)),
  );
  return [...new Set(taken.map((p) => p.bundleLineId!))];
}

/** Each template package or event plan a void took goes into the order's activity, with its value. */
export async function recordBundlesVoided(
  tx: Db,
  accountId: number,
  orderId: number,
  bundleIds: readonly number[],
  parts: readonly Part[],
  userId: number | null,
  now: Date,
): Promise<void> {
  for (const line of await bundleLinesById(tx, accountId, bundleIds)) {
    const own = parts.filter((p) => idOf(p.bundle_line_id) === line.id);
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      {
        kind: 'bundle.voided',
        userId,
        actor: userId === null ? 'system' : 'staff',
        details: {
          bundleLineId: line.id,
          bundleKind: line.kind,
          name: line.name,
          parts: own.length,
          amount: own.reduce((s, p) => s + p.total, 0),
        },
      },
      now,
    );
  }
}
