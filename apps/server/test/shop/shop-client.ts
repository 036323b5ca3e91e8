import type { FastifyInstance } from 'fastify';
import { call } from '../harness';

/** A browser in the shop: keeps the basket cookie the server gives it, like a real one. */
export function shopBrowser(app: FastifyInstance) {
  let cookie: string | null = null;
  return {
    get cookie() {
      return cookie;
    },
    setCookie(value: string | null) {
      cookie = value;
    },
    async send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
      const request = (m: typeof method, u: string, p?: object) =>
        call(app, {
          method: m,
          url: u,
          payload: p,
          headers: cookie ? { cookie: `tessera_basket=${cookie}` } : {},
        });
      const res = await request(method, url, await withShownTotal(request, method, url, payload));
      const set = res.cookies.find((c) => c.name === 'tessera_basket');
      if (set) cookie = set.value;
      return res;
    },
  };
}

/**
 * Checkout pays the total the buyer was shown: like the shop's payment page, a checkout that
 * names none sends the basket's total as the browser sees it just before.
 */
export async function withShownTotal(
  request: (method: 'GET', url: string) => Promise<{ data: Record<string, unknown> }>,
  method: string,
  url: string,
  payload?: object,
): Promise<object | undefined> {
  if (method !== 'POST' || url !== '/api/shop/basket/checkout' || !payload || 'expectedTotal' in payload) {
    return payload;
  }
  const shown = await request('GET', '/api/shop/basket');
  const basket = shown.data.basket as { total: number } | null | undefined;
  return { ...payload, expectedTotal: basket?.total ?? 0 };
}

export const buyer = { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };
export const approveCard = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
export const declineCard = { number: '4000000000000002', expMonth: 12, expYear: 2030, cvc: '123' };

export const codeOf = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string; message: string }[] | undefined)?.[0]?.code;
export const messageOf = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string; message: string }[] | undefined)?.[0]?.message;
