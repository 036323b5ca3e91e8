import { type AnyEndpoint, fillPath } from '@tessera/contract';

/**
 * Fills every path parameter of an endpoint from a table of values: by `segment.name`
 * (`holds.itemId`), then by parameter name, and a bare `:id` by the path segment before it
 * (`/fee-sets/:id` → `fee-sets`), then by `id`. A parameter right after another
 * (`/:bundleCode/:number`) is filled by its name.
 */
export function urlWith(endpoint: AnyEndpoint, values: Readonly<Record<string, string | number>>): string {
  const filled: Record<string, string | number> = {};
  for (const match of endpoint.path.matchAll(/([^/]*)\/:(\w+)/g)) {
    const segment = match[1]!;
    const name = match[2]!;
    const value =
      values[`${segment}.${name}`] ??
      values[name] ??
      (name === 'id' ? (values[segment] ?? values.id) : undefined);
    if (value === undefined) {
      throw new Error(
        `${endpoint.id}: no test value for path parameter ${name} after ${segment}; add one to the table`,
      );
    }
    filled[name] = value;
  }
  return fillPath(endpoint.path, filled);
}

/** The request a route walk sends: the contract's example body when the endpoint takes one. */
export function requestOf(endpoint: AnyEndpoint, url: string) {
  return {
    method: endpoint.method,
    url,
    ...(endpoint.body ? { payload: endpoint.example as Record<string, unknown> } : {}),
  };
}

/** Ids no account has: for walks that must not touch real rows. */
export const missingIds: Readonly<Record<string, string | number>> = {
  id: 999_999,
  userId: 999_999,
  groupId: 999_999,
  hostnameId: 999_999,
  apiKeyId: 999_999,
  accountId: 999_999,
  venueId: 999_999,
  printerId: 999_999,
  workstationId: 999_999,
  mapId: 999_999,
  viewImageId: 999_999,
  eventId: 999_999,
  priceLevelId: 999_999,
  areaId: 999_999,
  itemId: 999_999,
  basketId: '00000000-0000-4000-8000-000000000000',
  invoiceId: '00000000-0000-4000-8000-000000000000',
  orderId: 999_999,
  productId: 999_999,
  paymentId: 999_999,
  ticketId: 999_999,
  refundId: 999_999,
  transferId: 999_999,
  endpointId: 999_999,
  deliveryId: 999_999,
  seriesId: 999_999,
  paymentMethodId: 999_999,
  customerId: 999_999,
  tagId: 999_999,
  planId: 999_999,
  giftCertificateId: 999_999,
  levelId: 999_999,
  membershipId: 999_999,
  seasonId: 999_999,
  packageId: 999_999,
  partnerId: 999_999,
  filterId: 999_999,
  scheduledReportId: 999_999,
  reportId: 999_999,
  objectKind: 'order',
  objectId: 999_999,
  renewalId: 999_999,
  clientId: 999_999,
  categoryId: 999_999,
  requestId: 999_999,
  imageKind: 'favicon',
  templateImageKind: 'poster',
  token: 'x'.repeat(43),
  templateId: 999_999,
  bundleCode: 'A'.repeat(22),
  number: '123456789012',
  locale: 'es-ES',
  key: 'shop.home.subtitle',
  paymentAccountId: 999_999,
  reference: 'pi_missing',
  chargeId: 'pi_missing',
};
