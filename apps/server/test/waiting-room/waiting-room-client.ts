import type { FastifyInstance } from 'fastify';
import { call } from '../harness';
import { withShownTotal } from '../shop/shop-client';

/** A browser in the shop keeping every cookie it is given (basket, queue ticket, admission). */
export function shopVisitor(app: FastifyInstance, host = 'localhost') {
  const jar = new Map<string, string>();
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const request = (m: typeof method, u: string, p?: object) =>
      call(app, {
        method: m,
        url: u,
        payload: p,
        headers: { host, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
    const res = await request(method, url, await withShownTotal(request, method, url, payload));
    for (const c of res.cookies) jar.set(c.name, c.value);
    return res;
  };
  return { jar, send };
}
export type ShopVisitor = ReturnType<typeof shopVisitor>;

export interface Place {
  state: 'none' | 'waiting' | 'admitted';
  position: number | null;
  waitSeconds: number | null;
  admittedUntil: string | null;
  pollSeconds: number;
}

export const join = async (v: ShopVisitor, eventId: number) =>
  (await v.send('POST', `/api/shop/events/${eventId}/waiting-room`)).data as unknown as Place;
export const poll = async (v: ShopVisitor, eventId: number) =>
  (await v.send('GET', `/api/shop/events/${eventId}/waiting-room`)).data as unknown as Place;
