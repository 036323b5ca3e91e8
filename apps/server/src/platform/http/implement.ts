import type { AnyEndpoint, EndpointOutput, PartSchema } from '@tessera/contract';
import type { ShippedLocale } from '@tessera/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CustomerPrincipal } from '@/platform/auth/customer-session';
import type { StaffPrincipal } from '@/platform/auth/principal';
import type { AppDeps } from '@/platform/deps';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<E extends AnyEndpoint> {
  readonly params: Parsed<PartSchema<E, 'params'>>;
  readonly query: Parsed<PartSchema<E, 'query'>>;
  readonly body: Parsed<PartSchema<E, 'body'>>;
  /** The tenant: from the staff session, or from the shop's host name. */
  readonly accountId: E['tenant'] extends 'none' ? null : number;
  readonly staff: E['auth'] extends 'staff' ? StaffPrincipal : null;
  /** The signed-in shop customer, on endpoints for customers. */
  readonly customer: E['auth'] extends 'customer' ? CustomerPrincipal : null;
  readonly locale: ShippedLocale;
  readonly deps: AppDeps;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface Implementation<E extends AnyEndpoint = AnyEndpoint> {
  readonly endpoint: E;
  readonly handler: (ctx: HandlerContext<E>) => Promise<EndpointOutput<E>>;
}

/** Binds a contract endpoint to the function that serves it. */
export function implement<E extends AnyEndpoint>(
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<EndpointOutput<E>>,
): Implementation<E> {
  return { endpoint, handler };
}
