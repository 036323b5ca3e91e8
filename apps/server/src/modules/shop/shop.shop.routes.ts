import {
  addShopBestSeats,
  addShopGa,
  addShopSeats,
  checkoutShopBasket,
  getShopBasket,
  getShopEventSeats,
  getShopGiftCertificateBalance,
  getShopOrder,
  getShopSeries,
  listShopSeries,
  removeShopBasketItem,
  type ShopEventSeats,
  setShopBasketItemPriceType,
  setShopBasketPromoCode,
  streamShopEventSeats,
} from '@tessera/contract';
import type { ShopSeatChoice } from '@tessera/domain';
import { changePriceType, removeFromBasket, setPromoCode } from '@/modules/baskets/basket-changes.service';
import { basketInLocale, localizeSeatNames } from '@/modules/baskets/basket-names.service';
import { invoicePathOfOrder } from '@/modules/invoices/invoices.service';
import { venueNamesNow } from '@/modules/pricing/venue-names.service';
import { admittedBy, readAdmissionToken } from '@/modules/waiting-room/waiting-room.http';
import { requireBasketAdmission } from '@/modules/waiting-room/waiting-room.service';
import { authenticateCustomer } from '@/platform/auth/customer-session';
import type { AppDeps } from '@/platform/deps';
import { implement } from '@/platform/http/implement';
import { addToShopBasket, currentBasket, shopSeller } from './shop-basket.service';
import { changeBrowserBasket } from './shop-basket-change.service';
import { browserSecretHash, ensureBrowserSecret } from './shop-basket-cookie.http';
import { checkoutShopBasket as checkout, requireShopOrder } from './shop-checkout.service';
import { giftCertificateGuardOf } from './shop-gift-certificate-guard.service';
import { shopCertificateBalance } from './shop-gift-certificates.service';
import { holdLedgerOf } from './shop-hold-ledger.service';
import { cachedSeatMap } from './shop-seat-map.cache';
import { offerCovers } from './shop-seat-offer.http';
import { listSeries, seriesOf, shopSeatsOf } from './shop-series.service';

type Request = Parameters<typeof browserSecretHash>[0];
type Reply = Parameters<typeof ensureBrowserSecret>[1];

/** The customer signed in on this host (a session of another account's shop is none). */
async function signedInCustomerId(request: Request, deps: AppDeps, accountId: number) {
  return (await authenticateCustomer(request, deps, accountId))?.customerId ?? null;
}

/** The browser adding to a basket, and the customer signed in on it. */
async function buyerOf(request: Request, reply: Reply, deps: AppDeps, accountId: number) {
  return {
    secretHash: ensureBrowserSecret(request, reply, deps),
    customerId: await signedInCustomerId(request, deps, accountId),
  };
}

/**
 * Adds to this browser's basket what its address may still hold of the event (the shop's
 * hold limits), counting it until the basket expires.
 */
async function addWithinHoldLimits(
  deps: AppDeps,
  accountId: number,
  request: Request,
  reply: Reply,
  addition: Parameters<typeof addToShopBasket>[3],
  choice?: ShopSeatChoice,
) {
  const buyer = await buyerOf(request, reply, deps, accountId);
  const tickets = addition.kind === 'seats' ? new Set(addition.seatIds).size : addition.quantity;
  const hold = holdLedgerOf(deps).take(
    accountId,
    addition.eventId,
    request.ip,
    buyer.secretHash,
    tickets,
    deps.now(),
  );
  try {
    const basket = await addToShopBasket(
      deps.db,
      accountId,
      buyer,
      addition,
      deps.now(),
      // Heavy on-sale: only a visitor the event's waiting room let in (decisions/0055).
      admittedBy(request, deps.config.serverSecret, accountId, deps.now()),
      choice,
    );
    hold.took(basket.expiresAt ? new Date(basket.expiresAt) : null);
    return basket;
  } catch (error) {
    hold.refused();
    throw error;
  }
}

export const shopBuyRoutes = [
  implement(listShopSeries, ({ deps, accountId }) => listSeries(deps.db, accountId, deps.now())),
  implement(getShopSeries, ({ deps, accountId, params }) =>
    seriesOf(deps.db, accountId, params.seriesId, deps.now()),
  ),
  implement(getShopEventSeats, ({ deps, accountId, locale, params, query }) => {
    const inLocale = async (seats: Promise<ShopEventSeats>) =>
      localizeSeatNames(await seats, await venueNamesNow(deps.db, accountId, locale));
    return query.since === undefined
      ? cachedSeatMap(deps.db, accountId, params.eventId, locale, deps.now(), () =>
          inLocale(shopSeatsOf(deps.db, accountId, params.eventId, undefined, deps.now())),
        )
      : inLocale(shopSeatsOf(deps.db, accountId, params.eventId, query.since, deps.now()));
  }),
  // Live seat status (decisions/0058): the map's `since` read, pushed on every change; one
  // read per change serves every shop stream of the event in the same language.
  implement(streamShopEventSeats, async ({ deps, accountId, locale, params, query, request, reply }) => {
    const names = await venueNamesNow(deps.db, accountId, locale);
    await deps.liveStreams.open(
      request,
      reply,
      {
        accountId,
        eventId: params.eventId,
        shareKey: `shop:${locale}`,
        address: request.ip,
        read: async (since) =>
          localizeSeatNames(await shopSeatsOf(deps.db, accountId, params.eventId, since, deps.now()), names),
      },
      query.since,
    );
    return '';
  }),
  implement(getShopBasket, async ({ deps, accountId, locale, request }) => ({
    basket: await basketInLocale(
      deps.db,
      accountId,
      locale,
      await currentBasket(deps.db, accountId, browserSecretHash(request), deps.now()),
    ),
  })),
  implement(addShopSeats, async ({ deps, accountId, locale, request, reply, body }) => {
    const { offer, ...seats } = body;
    // Seats best available found (their signed offer) are taken as best available, others as picked.
    const offered = offerCovers(deps.config.serverSecret, offer, { accountId, ...seats }, deps.now());
    return {
      basket: await basketInLocale(
        deps.db,
        accountId,
        locale,
        await addWithinHoldLimits(
          deps,
          accountId,
          request,
          reply,
          { kind: 'seats', ...seats },
          offered ? 'best' : 'pick',
        ),
      ),
    };
  }),
  implement(addShopBestSeats, async ({ deps, accountId, locale, request, reply, body }) => ({
    basket: await basketInLocale(
      deps.db,
      accountId,
      locale,
      await addWithinHoldLimits(deps, accountId, request, reply, { kind: 'best', ...body }),
    ),
  })),
  implement(addShopGa, async ({ deps, accountId, locale, request, reply, body }) => ({
    basket: await basketInLocale(
      deps.db,
      accountId,
      locale,
      await addWithinHoldLimits(deps, accountId, request, reply, { kind: 'ga', ...body }),
    ),
  })),
  implement(setShopBasketItemPriceType, (ctx) =>
    changeBrowserBasket(ctx, (basketId) =>
      changePriceType(
        ctx.deps.db,
        ctx.accountId,
        basketId,
        ctx.params.itemId,
        ctx.body.priceTypeId,
        ctx.deps.now(),
      ),
    ),
  ),
  implement(removeShopBasketItem, (ctx) =>
    changeBrowserBasket(ctx, (basketId) =>
      removeFromBasket(ctx.deps.db, ctx.accountId, basketId, ctx.params.itemId, shopSeller, ctx.deps.now()),
    ),
  ),
  implement(setShopBasketPromoCode, (ctx) =>
    changeBrowserBasket(ctx, (basketId) =>
      setPromoCode(ctx.deps.db, ctx.accountId, basketId, ctx.body.code, ctx.deps.now()),
    ),
  ),
  implement(checkoutShopBasket, async ({ deps, accountId, locale, request, body }) => {
    const secretHash = browserSecretHash(request);
    // A certificate's number is looked up only as often as the balance page allows.
    const guard = body.giftCertificate ? giftCertificateGuardOf(deps) : null;
    const keys = [
      `${accountId}:address:${request.ip}`,
      ...(secretHash ? [`${accountId}:basket:${secretHash}`] : []),
    ];
    guard?.check(keys, deps.now());
    let order: Awaited<ReturnType<typeof checkout>>;
    try {
      order = await checkout(
        deps.db,
        accountId,
        {
          secretHash,
          customerId: await signedInCustomerId(request, deps, accountId),
          locale,
          // A basket holding a heavy on-sale event's seats or products: its admission token too.
          requireAdmission: (basketId) =>
            requireBasketAdmission(
              deps.db,
              deps.config.serverSecret,
              accountId,
              basketId,
              (eventId) => readAdmissionToken(request, eventId),
              deps.now(),
            ),
        },
        body,
        deps.now(),
        deps.jobs,
        deps.config,
      );
    } catch (error) {
      guard?.record(keys, error, deps.now());
      throw error;
    }
    // Sold: the basket's tickets are no longer held by its address.
    if (secretHash) holdLedgerOf(deps).release(secretHash);
    // On invoice: the invoice page, with its signed link, to the buyer who just placed it.
    return {
      ...order,
      invoicePath: await invoicePathOfOrder(deps.db, deps.config.serverSecret, accountId, order.id),
    };
  }),
  implement(getShopOrder, ({ deps, accountId, locale, request, params }) =>
    requireShopOrder(deps.db, accountId, params.orderId, browserSecretHash(request), locale),
  ),
  implement(getShopGiftCertificateBalance, ({ deps, accountId, query }) =>
    shopCertificateBalance(deps.db, accountId, query.number, deps.now()),
  ),
];
