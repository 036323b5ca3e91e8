import {
  type AnyEndpoint,
  addFee,
  checkoutBasket,
  createAdvancedReport,
  createCompType,
  createCustomer,
  createCustomerTag,
  createCustomPaymentType,
  createDeliveryPlan,
  createEventPlan,
  createEventTemplate,
  createFeeClass,
  createFeeSet,
  createHold,
  createHoldGroup,
  createMembershipLevel,
  createPackage,
  createPartner,
  createPartnerCategory,
  createPaymentAccount,
  createPaymentMethod,
  createPaymentPlan,
  createPriceChange,
  createPriceLevel,
  createPriceType,
  createProduct,
  createPromotion,
  createSaleType,
  createScheduledReport,
  createSeason,
  createSeasonPackage,
  createSeatAlert,
  createTemplatePriceLevel,
  createTicketPrinter,
  createValuePlan,
  createWebhookEndpoint,
  createWorkstation,
  openBasket,
  saveReportFilter,
  sellGiftCertificate,
  sellMembership,
  setEventActive,
  setTextOverride,
} from '@tessera/contract';
import { sql } from 'drizzle-orm';
import { apiKeys, groupClients, groupSaleRequests, hostnameImages, houseSeatRequests } from '@/db/schema';
import { rows } from '@/db/sql';
import { hashToken } from '@/platform/auth/tokens';
import { addHostname, createSeatedEvent, createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, type TestApp } from '../harness';
import { pngOf } from '../images';

/**
 * Account B of the tenant isolation walk: one object of every kind a staff route names by id
 * (users, groups, host names, keys, templates, pricing, maps, venues, events, baskets, orders,
 * payments, refunds, transfers, webhooks, …), made through the API with B's own administrator
 * or in the database; each id goes into `idsOfB` under the path parameter's name.
 */
export async function seedOtherAccount(
  t: TestApp,
  /** Account A, whose administrator walks the routes (transfers are switched on in both). */
  a: { id: number },
  b: { id: number },
  idsOfB: Record<string, string | number>,
): Promise<void> {
  const db = t.database.db;
  const groupB = await createUserGroup(db, b.id, { name: 'Lakeside ushers' });
  const userB = await createStaffUser(db, {
    accountId: b.id,
    userGroupId: groupB.id,
    email: 'lakeside-secret@b.test',
  });
  const hostB = await addHostname(db, b.id, 'tickets.lakeside.test', true);
  const [keyB] = await db
    .insert(apiKeys)
    .values({
      accountId: b.id,
      userId: userB.id,
      name: 'B key',
      prefix: 'tsk_b',
      keyHash: hashToken('tsk_b_key'),
      createdAt: new Date(),
    })
    .returning();
  await db.insert(hostnameImages).values({
    accountId: b.id,
    hostnameId: hostB.id,
    kind: 'favicon',
    contentType: 'image/png',
    width: 512,
    height: 512,
    data: Buffer.from('png'),
    createdAt: new Date(),
  });
  Object.assign(idsOfB, { userId: userB.id, groupId: groupB.id, hostnameId: hostB.id, apiKeyId: keyB!.id });

  // Rows of other areas, made through their own API as B's administrator.
  const adminB = await createStaffUser(db, { accountId: b.id, role: 'Admin' });
  const tokenB = await signInAs(t.app, adminB.email);
  const make = async (endpoint: AnyEndpoint, url: string = endpoint.path) => {
    const res = await call(t.app, {
      method: endpoint.method,
      url,
      token: tokenB,
      payload: endpoint.example as object,
    });
    if (res.statusCode >= 300) throw new Error(`${endpoint.id}: ${res.body}`);
    return res.data;
  };
  const idOf = async (endpoint: AnyEndpoint, url: string = endpoint.path) =>
    (await make(endpoint, url)).id as number;

  const templateId = await idOf(createEventTemplate);
  idsOfB['event-templates'] = templateId;
  idsOfB['fee-classes'] = await idOf(createFeeClass);
  idsOfB.partnerId = await idOf(createPartner);
  idsOfB.categoryId = await idOf(createPartnerCategory);
  idsOfB.filterId = await idOf(saveReportFilter);
  idsOfB.scheduledReportId = await idOf(createScheduledReport);
  // Advanced reporting is a per-account feature: on for both accounts, so their routes answer.
  await t.database.db.execute(sql`UPDATE accounts SET advanced_reporting_enabled = true`);
  idsOfB.reportId = await idOf(createAdvancedReport);
  idsOfB['delivery-plans'] = await idOf(createDeliveryPlan);
  idsOfB.customerId = await idOf(createCustomer);
  // Tools → Utility objects (decisions/0104): account B's customer, asked for by account A.
  Object.assign(idsOfB, { objectKind: 'customer', objectId: idsOfB.customerId });
  idsOfB.tagId = await idOf(createCustomerTag);
  idsOfB.giftCertificateId = await idOf(sellGiftCertificate);
  idsOfB.levelId = await idOf(createMembershipLevel);
  const membershipOfB = await make(
    { ...sellMembership, example: { ...sellMembership.example, customerId: idsOfB.customerId } },
    `/api/admin/sell/memberships/${idsOfB.levelId}`,
  );
  idsOfB.membershipId = (membershipOfB.membership as { id: number }).id;
  idsOfB['payment-accounts'] = await idOf(createPaymentAccount);
  // The payment tools (decisions/0090): B's payment account, and a processor reference of B's.
  idsOfB.paymentAccountId = idsOfB['payment-accounts'];
  idsOfB.reference = 'pi_lakeside0001';
  idsOfB.chargeId = 'pi_lakeside0001';
  idsOfB['payment-methods'] = await idOf(createPaymentMethod);
  idsOfB['comp-types'] = await idOf(createCompType);
  idsOfB['custom-payment-types'] = await idOf(createCustomPaymentType);
  idsOfB['fee-sets'] = await idOf(createFeeSet, `/api/admin/event-templates/${templateId}/fee-sets`);
  idsOfB.fees = await idOf(addFee, `/api/admin/fee-sets/${idsOfB['fee-sets']}/fees`);
  idsOfB.promotions = await idOf(createPromotion, `/api/admin/event-templates/${templateId}/promotions`);
  const levelOfB = await idOf(
    createTemplatePriceLevel,
    `/api/admin/event-templates/${templateId}/price-levels`,
  );
  idsOfB['template-price-levels'] = levelOfB;
  const changeOfB = await call(t.app, {
    method: 'POST',
    url: `/api/admin/event-templates/${templateId}/price-changes`,
    token: tokenB,
    payload: { ...(createPriceChange.example as object), items: [{ priceLevelId: levelOfB, price: 5000 }] },
  });
  if (changeOfB.statusCode !== 201) throw new Error(`createPriceChange: ${changeOfB.body}`);
  idsOfB['price-changes'] = changeOfB.data.id as number;

  const { venue, mapId, eventId } = await createSeatedEvent(db, b.id, { gaCapacity: 40 });
  const viewOfB = await call(t.app, {
    method: 'POST',
    url: `/api/admin/maps/${mapId}/view-images`,
    token: tokenB,
    payload: { dataBase64: pngOf(800, 600) },
  });
  if (viewOfB.statusCode !== 201) throw new Error(`uploadMapViewImage: ${viewOfB.body}`);
  idsOfB.viewImageId = viewOfB.data.id as number;
  const venuePath = `/api/admin/venues/${venue.id}`;
  const withPrinter = await make(createTicketPrinter, `${venuePath}/printers`);
  const withStation = await make(createWorkstation, `${venuePath}/workstations`);
  const withLevel = await make(createPriceLevel, `/api/admin/events/${eventId}/price-levels`);
  Object.assign(idsOfB, {
    venueId: venue.id,
    mapId,
    eventId,
    printerId: (withPrinter.printers as { id: number }[])[0]!.id,
    workstationId: (withStation.workstations as { id: number }[])[0]!.id,
    priceLevelId: (withLevel.priceLevels as { id: number }[])[0]!.id,
    areaId: (withLevel.gaAreas as { id: number }[])[0]!.id,
    'holds.itemId': await idOf(createHold),
    'hold-groups.itemId': await idOf(createHoldGroup),
    'sale-types.itemId': await idOf(createSaleType),
    'seat-alerts.itemId': await idOf(createSeatAlert),
  });
  const [houseRequestOfB] = await db
    .insert(houseSeatRequests)
    .values({
      accountId: b.id,
      eventId,
      basketId: '00000000-0000-4000-8000-00000000b0b0',
      requesterName: 'Lakeside artist',
      requesterEmail: 'artist@lakeside.test',
      relationship: 'artist',
      createdAt: new Date(),
    })
    .returning();
  idsOfB.requestId = houseRequestOfB!.id;
  const [clientOfB] = await db
    .insert(groupClients)
    .values({
      accountId: b.id,
      name: 'Lakeside School',
      contacts: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning();
  idsOfB.clientId = clientOfB!.id;
  const [groupOfB] = await db
    .insert(groupSaleRequests)
    .values({ accountId: b.id, clientId: clientOfB!.id, eventId, groupSize: 2, createdAt: new Date() })
    .returning();
  idsOfB['group-sale-requests.requestId'] = groupOfB!.id;
  const secondEvent = await createSeatedEvent(db, b.id);
  idsOfB['event-plans'] = await idOf({
    ...createEventPlan,
    example: {
      ...createEventPlan.example,
      name: 'Lakeside subscription',
      maxEvents: 2,
      events: [{ eventId }, { eventId: secondEvent.eventId }],
    },
  });
  const priceTypeId = await idOf(createPriceType, `/api/admin/event-templates/${templateId}/price-types`);
  idsOfB['price-types'] = priceTypeId;
  idsOfB.packages = await idOf(
    {
      ...createPackage,
      example: {
        ...createPackage.example,
        items: [{ kind: 'PriceType', priceTypeId, quantity: 1, unitPrice: 100 }],
      },
    },
    `/api/admin/event-templates/${templateId}/packages`,
  );
  const seasonOfB = await make({
    ...createSeason,
    example: { ...createSeason.example, name: 'Lakeside season 2027', eventIds: [eventId] },
  });
  idsOfB.seasonId = seasonOfB.id as number;
  idsOfB.packageId = await idOf({
    ...createSeasonPackage,
    example: {
      seasonId: seasonOfB.id,
      name: 'Lakeside season 2027 seats',
      prices: [{ priceTypeId, price: 100 }],
    },
  });

  // A basket with a line, and a paid order, of B's.
  const areaId = idsOfB.areaId as number;
  // The event is sold free on purpose: every seat and the area at a $0 price level.
  const free = await call(t.app, {
    method: 'POST',
    url: `/api/admin/events/${eventId}/price-levels`,
    token: tokenB,
    payload: { name: 'Free', color: '#2f9e44', defaultPrice: 0 },
  });
  const freeId = (free.data.priceLevels as { id: number; name: string }[]).find((l) => l.name === 'Free')!.id;
  await db.execute(sql`UPDATE event_seats SET price_level_id = ${freeId} WHERE event_id = ${eventId}`);
  await db.execute(sql`UPDATE event_ga_areas SET price_level_id = ${freeId} WHERE event_id = ${eventId}`);
  await make(setEventActive, `/api/admin/events/${eventId}/active`);
  const basketB = await make(openBasket);
  const withLine = await call(t.app, {
    method: 'POST',
    url: `/api/admin/baskets/${basketB.id}/general-admission`,
    token: tokenB,
    payload: { eventId, areaId, quantity: 1 },
  });
  const paid = await make(openBasket);
  await call(t.app, {
    method: 'POST',
    url: `/api/admin/baskets/${paid.id}/general-admission`,
    token: tokenB,
    payload: { eventId, areaId, quantity: 1 },
  });
  const order = await make(
    {
      ...checkoutBasket,
      example: {
        ...checkoutBasket.example,
        payments: [{ type: 'Comp', amount: 0, compTypeId: idsOfB['comp-types'] }],
      },
    },
    `/api/admin/baskets/${paid.id}/checkout`,
  );
  // A product line in B's basket (its product made through B's API).
  const productOfB = await idOf(createProduct, `/api/admin/event-templates/${templateId}/products`);
  const [productLine] = await rows<{ id: number | string }>(
    db,
    sql`INSERT INTO basket_products (account_id, basket_id, event_id, product_id, quantity, created_at)
      VALUES (${b.id}, ${basketB.id as string}::uuid, ${eventId}, ${productOfB}, 1, now()) RETURNING id`,
  );
  const productLineOfB = Number(productLine!.id);
  idsOfB.products = productOfB;
  idsOfB.productId = productOfB;
  // A value plan and an interface text override of B's.
  idsOfB.planId = await idOf(createValuePlan);
  await make(setTextOverride);
  Object.assign(idsOfB, { locale: 'es-ES', key: 'shop.home.subtitle' });
  const [variantOfB] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM product_variants WHERE product_id = ${productOfB} ORDER BY id LIMIT 1`,
  );
  idsOfB['product-variants'] = variantOfB!.id;
  // A refund record of B's order, failed and waiting for a retry.
  const [refund] = await rows<{ id: number | string }>(
    db,
    sql`INSERT INTO order_refunds (account_id, order_id, payment_id, amount, state, failure_code, created_at)
      VALUES (${b.id}, ${order.id as number}, ${(order.payments as { id: number }[])[0]!.id}, 1, 'failed',
        'admin.order_refund_failed', now()) RETURNING id`,
  );
  // A transfer of B's order, still pending; transfers are on in both accounts, so the switch
  // is not what answers.
  await db.execute(sql`UPDATE accounts SET ticket_transfer_enabled = true WHERE id IN (${a.id}, ${b.id})`);
  const [transfer] = await rows<{ id: number | string }>(
    db,
    sql`INSERT INTO ticket_transfers (account_id, order_id, ticket_ids, recipient_name, recipient_email,
        claim_token_hash, actor, created_at)
      VALUES (${b.id}, ${order.id as number}, ARRAY[${(order.tickets as { id: number }[])[0]!.id}]::bigint[],
        'Lakeside friend', 'friend@b.test', ${hashToken('lakeside-claim')}, 'staff', now()) RETURNING id`,
  );
  idsOfB['payment-plan-settings'] = await idOf(createPaymentPlan);
  // A webhook endpoint of B's and one delivery in its log.
  const endpointOfB = await idOf(createWebhookEndpoint);
  const [deliveryOfB] = await rows<{ id: number }>(
    db,
    sql`WITH ev AS (INSERT INTO webhook_events (account_id, type, data, created_at)
        VALUES (${b.id}, 'order.created', '{}'::jsonb, now()) RETURNING id)
      INSERT INTO webhook_deliveries (account_id, endpoint_id, event_id, event_type, attempt_limit, created_at)
      SELECT ${b.id}, ${endpointOfB}, ev.id, 'order.created', 6, now() FROM ev RETURNING id`,
  );
  Object.assign(idsOfB, { endpointId: endpointOfB, deliveryId: deliveryOfB!.id });
  Object.assign(idsOfB, {
    transferId: Number(transfer!.id),
    // An order's payment plan is found by its order.
    'payment-plans': order.id as number,
    basketId: basketB.id as string,
    'items.itemId': (withLine.data.items as { id: number }[])[0]!.id,
    'products.itemId': productLineOfB,
    orderId: order.id as number,
    paymentId: (order.payments as { id: number }[])[0]!.id,
    ticketId: (order.tickets as { id: number }[])[0]!.id,
    refundId: Number(refund!.id),
  });
}
