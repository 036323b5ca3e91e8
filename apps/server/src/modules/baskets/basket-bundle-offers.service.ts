import type { Basket, eventBundles } from '@tessera/contract';
import { planFaceValue, planSelectionProblems, templatePackageUnitPrices } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { discountOf, requirePlan } from '@/modules/event-plans/event-plans.service';
import { planEventRows, plansWithEvent, priceLevelsOf } from '@/modules/event-plans/event-plans.store';
import { findPackage, packageItemRows, templatePackageRows } from '@/modules/pricing/packages.store';
import { AppError } from '@/platform/http/app-error';
import { type BundleProducts, type BundleTickets, sellBundle } from './basket-bundles.service';
import { eventLevelOf, eventOf } from './basket-bundles.store';
import { productWithVariants } from './basket-products.store';
import type { Seller } from './sellers.service';

/** Template packages and event plans offered with an event, and sold into a basket (decisions/0112). */

type EventBundles = z.infer<typeof eventBundles>;

/** The template packages of the event's template and the event plans that include it, on sale now. */
export async function bundlesOfEvent(
  db: Db,
  accountId: number,
  eventId: number,
  now: Date,
): Promise<EventBundles> {
  const event = await eventOf(db, accountId, eventId);
  if (!event) throw new AppError('common.not_found');
  const packages = (await templatePackageRows(db, accountId, event.template_id)).filter((p) => !p.archivedAt);
  const items = await packageItemRows(
    db,
    accountId,
    packages.map((p) => p.id),
  );
  const plans = (await plansWithEvent(db, accountId, eventId)).filter((p) => p.archivedAt === null);
  const planRows = await Promise.all(plans.map((p) => requirePlan(db, accountId, p.id)));
  const onSale = planRows.filter(
    (p) =>
      (!p.startsAt || p.startsAt.getTime() <= now.getTime()) &&
      (!p.endsAt || p.endsAt.getTime() > now.getTime()),
  );
  return {
    packages: packages.map((p) => {
      const own = items.filter((i) => i.packageId === p.id);
      return {
        id: p.id,
        name: p.name,
        description: p.description,
        price:
          p.pricingMode === 'Package'
            ? (p.price ?? 0)
            : own.reduce((s, i) => s + i.quantity * i.unitPrice, 0),
        items: own.map((i) => ({
          kind: i.kind,
          name:
            i.kind === 'PriceLevel'
              ? (i.priceLevelName ?? '')
              : i.kind === 'PriceType'
                ? (i.priceTypeName ?? '')
                : [i.productName, i.variantName].filter(Boolean).join(' – '),
          quantity: i.quantity,
        })),
      };
    }),
    plans: await Promise.all(
      onSale.map(async (plan) => {
        const planEvents = await planEventRows(db, accountId, plan.id);
        const levels = await priceLevelsOf(
          db,
          accountId,
          planEvents.map((e) => e.eventId),
        );
        return {
          id: plan.id,
          name: plan.name,
          selectionMode: plan.selectionMode,
          minEvents: plan.minEvents,
          maxEvents: plan.maxEvents,
          discountKind: plan.discountKind,
          discount: plan.discount,
          events: planEvents.map((e) => ({
            id: e.eventId,
            name: e.name,
            startsAt: e.startsAt.toISOString(),
            timeZone: e.timezone,
            priceLevels: levels
              .filter((l) => l.eventId === e.eventId)
              .map((l) => ({ id: l.id, name: l.name, defaultPrice: l.defaultPrice })),
          })),
        };
      }),
    ),
  };
}

/**
 * A template package for one event of its template: tickets at the event's copies of the
 * package's price levels (package-only levels included: this is where they sell), tickets of
 * its price types at any level that sells alone, and its products; each unit priced by the
 * package (`templatePackageUnitPrices`).
 */
export async function addTemplatePackage(
  db: Db,
  accountId: number,
  basketId: string,
  seller: Seller,
  request: { packageId: number; eventId: number },
  now: Date,
): Promise<Basket> {
  const pkg = await findPackage(db, accountId, request.packageId);
  const event = await eventOf(db, accountId, request.eventId);
  if (!pkg || pkg.archivedAt || !event || event.template_id !== pkg.templateId)
    throw new AppError('purchase.bundle_not_found', 'packageId');
  const items = await packageItemRows(db, accountId, [pkg.id]);
  if (items.length === 0) throw new AppError('purchase.bundle_not_found', 'packageId');
  const prices = templatePackageUnitPrices(
    pkg.pricingMode === 'Package' ? { mode: 'Package', price: pkg.price ?? 0 } : { mode: 'PerItem' },
    items.map((item, i) => ({ key: String(i), quantity: item.quantity, unitPrice: item.unitPrice })),
  );
  const tickets: BundleTickets[] = [];
  const products: BundleProducts[] = [];
  for (const [i, item] of items.entries()) {
    const unitPrices = prices[i]!;
    if (item.kind === 'PriceLevel') {
      const level = await eventLevelOf(db, accountId, request.eventId, item.priceLevelId!);
      if (!level) throw new AppError('purchase.bundle_not_found', 'packageId');
      tickets.push({
        eventId: request.eventId,
        eventName: event.name,
        priceLevelId: level.id,
        levelName: level.name,
        priceTypeId: null,
        unitPrices,
      });
    } else if (item.kind === 'PriceType') {
      tickets.push({
        eventId: request.eventId,
        eventName: event.name,
        priceLevelId: null,
        levelName: item.priceTypeName ?? '',
        priceTypeId: item.priceTypeId,
        unitPrices,
      });
    } else {
      const found = await productWithVariants(db, accountId, item.productId!);
      if (!found || found.product.archived) throw new AppError('purchase.bundle_not_found', 'packageId');
      const variantId = item.productVariantId ?? found.variants[0]?.id ?? null;
      products.push({
        eventId: request.eventId,
        productId: item.productId!,
        variantId,
        reserveStock: found.product.inventory_controlled,
        unitPrices,
      });
    }
  }
  return sellBundle(
    db,
    accountId,
    basketId,
    seller,
    { kind: 'templatePackage', refId: pkg.id, name: pkg.name, tickets, products, field: 'packageId' },
    now,
  );
}

/**
 * An event plan for the events chosen within its rules (`planSelectionProblems`): in each, best
 * seats at the chosen level (one that sells alone), each ticket at the plan's price
 * (`planFaceValue` of the level's price), as the plan's quote prices it.
 */
export async function addEventPlan(
  db: Db,
  accountId: number,
  basketId: string,
  seller: Seller,
  request: { planId: number; lines: readonly { eventId: number; priceLevelId: number; quantity: number }[] },
  now: Date,
): Promise<Basket> {
  const plan = await requirePlan(db, accountId, request.planId).catch(() => undefined);
  const onSale =
    plan &&
    plan.archivedAt === null &&
    (!plan.startsAt || plan.startsAt.getTime() <= now.getTime()) &&
    (!plan.endsAt || plan.endsAt.getTime() > now.getTime());
  if (!plan || !onSale) throw new AppError('purchase.bundle_not_found', 'planId');
  const planEvents = await planEventRows(db, accountId, plan.id);
  const chosen = request.lines.map((l) => l.eventId);
  const [problem] = planSelectionProblems(
    {
      selectionMode: plan.selectionMode,
      minEvents: plan.minEvents,
      maxEvents: plan.maxEvents,
      eventIds: planEvents.map((e) => e.eventId),
    },
    chosen,
  );
  if (problem)
    throw new AppError(
      problem.code,
      'lines',
      problem.code === 'purchase.plan_selection_count' ? { min: problem.min, max: problem.max } : {},
    );
  const levels = await priceLevelsOf(db, accountId, chosen);
  const discount = discountOf(plan);
  const tickets: BundleTickets[] = request.lines.map((line, i) => {
    const level = levels.find((l) => l.id === line.priceLevelId && l.eventId === line.eventId);
    if (!level) throw new AppError('admin.event_plan_price_level_invalid', `lines.${i}.priceLevelId`);
    const price = planFaceValue(level.defaultPrice, discount);
    return {
      eventId: line.eventId,
      eventName: planEvents.find((e) => e.eventId === line.eventId)!.name,
      priceLevelId: level.id,
      levelName: level.name,
      priceTypeId: null,
      unitPrices: Array.from({ length: line.quantity }, () => price),
    };
  });
  const channels = plan.salesChannels;
  return sellBundle(
    db,
    accountId,
    basketId,
    seller,
    {
      kind: 'eventPlan',
      refId: plan.id,
      name: plan.name,
      tickets,
      products: [],
      field: 'planId',
      channelAllowed: (channel) => channels.length === 0 || channels.includes(channel),
    },
    now,
  );
}
