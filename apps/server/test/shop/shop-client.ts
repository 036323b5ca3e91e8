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
      const res = await call(app, {
        method,
        url,
        payload,
        headers: cookie ? { cookie: `tessera_basket=${cookie}` } : {},
      });
      const set = res.cookies.find((c) => c.name === 'tessera_basket');
      if (set) cookie = set.value;
      return res;
    },
  };
}

export const buyer = { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };
export const approveCard = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
export const declineCard = { number: '4000000000000002', expMonth: 12, expYear: 2030, cvc: '123' };

export const codeOf = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string; message: string }[] | undefined)?.[0]?.code;
export const messageOf = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string; message: string }[] | undefined)?.[0]?.message;
