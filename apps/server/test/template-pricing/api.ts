import type { FastifyInstance } from 'fastify';
import { call, type Json } from '../harness';

/** A caller bound to one app and one token: `api('POST', url, body)`. */
export function apiAs(app: FastifyInstance, token: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: Json, as = token) =>
    call(app, { method, url, token: as, ...(payload ? { payload } : {}) });
}

/** The one error of a refused request. */
export const errorOf = (res: { data: Json }) => (res.data.errors as Json[])[0];

export const list = <T = Json>(res: { data: Json }) => res.data as unknown as T[];
