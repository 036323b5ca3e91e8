import { describe, expect, it } from 'vitest';
import { type ApiOperation, matchingOperations } from './openapi';

const op = (method: string, path: string, summary = '', tag = 'orders'): ApiOperation => ({
  id: `${method}${path}`,
  method,
  path,
  summary,
  tag,
  auth: 'staff',
  permission: null,
  errorCodes: [],
  parameters: [],
  requestSchema: null,
  successStatus: '200',
  responseSchema: null,
});

describe('searching the endpoints', () => {
  const all = [
    op('POST', '/api/admin/orders/{orderId}/transfers/{transferId}/cancel', 'Cancels a transfer'),
    op('POST', '/api/admin/orders/{orderId}/transfers', 'Starts a transfer'),
    op('GET', '/api/admin/orders/{orderId}/transfers', 'The order’s transfers'),
    op('GET', '/api/shop/events', 'Events on sale', 'shop'),
  ];

  it('keeps the endpoints holding every word, in any case, the method counting as a word', () => {
    expect(matchingOperations(all, 'POST Transfers').map((o) => o.path)).toEqual([
      '/api/admin/orders/{orderId}/transfers/{transferId}/cancel',
      '/api/admin/orders/{orderId}/transfers',
    ]);
    expect(matchingOperations(all, 'transfers  cancel')).toHaveLength(1);
  });

  it('reads the summary and the area too, and finds nothing for a word no endpoint has', () => {
    expect(matchingOperations(all, 'on sale').map((o) => o.tag)).toEqual(['shop']);
    expect(matchingOperations(all, 'shop')).toHaveLength(1);
    expect(matchingOperations(all, 'refund')).toEqual([]);
  });
});
